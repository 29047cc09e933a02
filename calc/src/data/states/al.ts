import { eldersOf, isJoint, peopleOf } from '../../tax/state/compute';
import { MEDICARE_RATE, SOCIAL_SECURITY_RATE, SOCIAL_SECURITY_WAGE_BASE } from '../payroll';
import type { StateRules } from './types';

/**
 * Alabama. Ala. Code 40-18-5 (rates), 40-18-15(a)(2) (federal income tax deduction), 40-18-15(b) (standard
 * deduction phase-down), 40-18-19 (exemptions), 40-18-19 as amended in 2022 (first 6,000 of retirement income at 65);
 * Form 40 instructions 2025. Social Security and defined-benefit pensions are exempt (40-18-19(a)); the engine
 * cannot tell a pension from an IRA, so only the 6,000 at 65 is applied to both. Amounts are fixed in statute.
 * Itemized deductions (40-18-15(a)(3)) include the employee's Social Security and Medicare taxes, so a wage
 * earner itemizes where those exceed the standard deduction, as PolicyEngine-US prices it (each person's own
 * wages, the Social Security part up to the wage base).
 * Figures cross-read with PolicyEngine US parameters gov/states/al/tax/income.
 */
const YEAR = {
  source: 'Ala. Code 40-18-5, 40-18-15, 40-18-19; Alabama Form 40 instructions 2025',
  brackets: {
    S: [[0, 0.02], [500, 0.04], [3000, 0.05]],
    MFJ: [[0, 0.02], [1000, 0.04], [6000, 0.05]],
  },
  retirementExclusion: { age: 65, perPerson: 6000 },
} as const;

/** Standard deduction chart: maximum, reduction per step of AGI over the start, minimum. */
const CHART = {
  S: { max: 3000, cut: 25, step: 500, from: 23_000, min: 2500 },
  MFJ: { max: 8500, cut: 175, step: 500, from: 23_000, min: 5000 },
  HOH: { max: 5200, cut: 135, step: 500, from: 23_000, min: 2500 },
  MFS: { max: 4250, cut: 88, step: 250, from: 11_500, min: 2500 },
};

export const AL: StateRules = {
  name: 'Alabama',
  indexed: false,
  indexing: 'Amounts fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Same statutes, unchanged for 2026' } },
  // Federal income tax paid is deductible (40-18-15(a)(2)).
  subtract: (x) => x.federalTax,
  deductions: (x) => {
    const agi = x.federalAgi - x.taxableSocialSecurity - Math.min(x.retirement, eldersOf(x) * 6000);
    const c = isJoint(x.status) ? CHART.MFJ : x.status === 'HOH' ? CHART.HOH : x.status === 'MFS' ? CHART.MFS : CHART.S;
    const steps = Math.max(0, Math.floor((agi - c.from) / c.step));
    const standard = Math.max(c.min, c.max - steps * c.cut);
    const base = SOCIAL_SECURITY_WAGE_BASE[Math.min(2026, Math.max(2025, x.year))] * x.f;
    const payroll = peopleOf(x).reduce((s, q) => s + Math.min(Math.max(0, q.wages), base) * SOCIAL_SECURITY_RATE + Math.max(0, q.wages) * MEDICARE_RATE, 0);
    const personal = isJoint(x.status) || x.status === 'HOH' ? 3000 : 1500;
    const perDependent = agi < 50_000 ? 1000 : agi < 100_000 ? 500 : 300;
    return Math.max(standard, payroll) + personal + perDependent * x.dependents;
  },
};
