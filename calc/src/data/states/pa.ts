import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Pennsylvania. 72 P.S. 7302 (3.07% flat on each class of income, no standard deduction or exemptions),
 * 7301(d) (retirement income — pensions, IRA and 401(k) distributions after retirement or 59 1/2 — and Social
 * Security are not compensation and not taxed); PA-40 instructions 2025. The base is wages, interest,
 * dividends and net gains (taken before any federal deduction). 7304 and Schedule SP (tax forgiveness): the
 * whole tax forgiven when eligibility income is at most 6,500 (13,000 married) plus 9,500 per dependent child,
 * 10% less for each 250 over; eligibility income is the taxable income here (it leaves out Social Security and
 * the retirement payments PA does not tax: PA-40 Schedule SP instructions and the Department's Tax Forgiveness
 * guidance). Local earned income taxes come through the plan's local rate.
 */
const YEAR = { source: '72 P.S. 7301, 7302; PA-40 instructions 2025', brackets: same(flat(0.0307)) };

export const PA: StateRules = {
  name: 'Pennsylvania',
  indexed: false,
  indexing: 'Flat 3.07% in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: '72 P.S. 7302 (3.07% for 2026)' } },
  subtract: (x: StateTaxInput) => (x.ages.some((a) => a >= 59) ? x.retirement : 0),
  deductions: () => 0,
  credits: (tax, x, _p, taxable) => tax * (1 - forgivenShare(x, taxable)),
};

/** Share of the tax forgiven (Schedule SP eligibility income tables). */
function forgivenShare(x: StateTaxInput, eligibility: number): number {
  const married = x.status === 'MFJ' || x.status === 'MFS' || x.status === 'QSS';
  const excess = eligibility - ((married ? 13_000 : 6500) + 9500 * x.dependents);
  return Math.min(1, Math.max(0, 1 - 0.1 * Math.ceil(excess / 250)));
}
