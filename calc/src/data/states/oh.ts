import { peopleOf } from '../../tax/state/compute';
import type { StateRules, StateTaxInput } from './types';

/**
 * Ohio. R.C. 5747.02(A) (nonbusiness income schedule: none up to 26,050; for 2025 332.69 plus 2.75% of the
 * excess up to 100,000, then 2,366.31 plus 3.125% of the excess; from 2026 332.69 plus a flat 2.75% of the
 * excess over 26,050 — HB 96 of 2025), 5747.025 (exemption 2,400 / 2,150 / 1,900 per person for modified AGI
 * up to 40,000 / 80,000 / 750,000, none above), 5747.055 (retirement income credit on pensions up to 200 and
 * senior credit 50 for modified AGI less exemptions under 100,000), 5747.05(E) (joint filing credit: 20% / 15% / 10% / 5% of tax by income
 * less exemptions, at most 650, when each spouse has 500 of qualifying income); IT 1040 instructions 2025. Social Security exempt. The same
 * schedule applies to every filing status. School-district and city taxes come through the plan's local rate.
 * Cross-read with PolicyEngine US gov/states/oh.
 */
const Y2025 = { source: 'R.C. 5747.02, 5747.025, 5747.05, 5747.055; Ohio IT 1040 instructions 2025', brackets: { S: [], MFJ: [] } };
const Y2026 = { source: 'R.C. 5747.02(A) as amended by HB 96 (2025): flat 2.75% over 26,050 from 2026', brackets: { S: [], MFJ: [] } };

const exemptionPerPerson = (magi: number): number => (magi <= 40_000 ? 2400 : magi <= 80_000 ? 2150 : magi <= 750_000 ? 1900 : 0);
const magiOf = (x: StateTaxInput): number => x.federalAgi - x.taxableSocialSecurity;

function retirementCredit(amount: number): number {
  if (amount <= 500) return 0;
  if (amount <= 1500) return 25;
  if (amount <= 3000) return 50;
  if (amount <= 5000) return 80;
  if (amount <= 8000) return 130;
  return 200;
}

export const OH: StateRules = {
  name: 'Ohio',
  indexed: false,
  indexing: 'Brackets no longer indexed (indexing suspended since 2023 by HB 33); amounts fixed.',
  years: { 2025: Y2025, 2026: Y2026 },
  deductions: (x) => exemptionPerPerson(magiOf(x)) * (x.ages.length + x.dependents),
  rateTax: (taxable, x) => {
    if (taxable <= 26_050) return 0;
    if (x.year >= 2026) return 332 + 0.0275 * (taxable - 26_050);
    return 342 + 0.0275 * (Math.min(taxable, 100_000) - 26_050) + 0.03125 * Math.max(0, taxable - 100_000);
  },
  credits: (tax, x) => {
    const magi = magiOf(x);
    // Both credits test modified AGI less the exemptions (IT 1040 line 5, Schedule of Credits lines 2 and 4).
    const reduced = Math.max(0, magi - exemptionPerPerson(magi) * (x.ages.length + x.dependents));
    let credits = 0;
    if (reduced < 100_000) {
      // The retirement income credit counts pension income (a pension, retirement or profit-sharing plan);
      // as PolicyEngine US reads 5747.055(B), IRA distributions are not counted.
      credits += retirementCredit(x.pension);
      if (x.ages.some((a) => a >= 65)) credits += 50;
    }
    // Joint filing credit: each spouse with at least 500 of own qualifying income (Ohio AGI less interest,
    // dividends and gains); the share by income less exemptions, none from 750,000 (2025) / 500,000 (2026).
    if ((x.status === 'MFJ' || x.status === 'QSS') && x.ages.length === 2 && peopleOf(x).every((q) => q.wages + q.pension + q.ira >= 500)) {
      const top = x.year >= 2026 ? 500_000 : 750_000;
      const rate = reduced < 25_000 ? 0.2 : reduced < 50_000 ? 0.15 : reduced < 75_000 ? 0.1 : reduced < top ? 0.05 : 0;
      credits += Math.min(650, Math.max(0, tax - credits) * rate);
    }
    return tax - credits;
  },
};
