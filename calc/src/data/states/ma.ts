import { eldersOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Massachusetts. M.G.L. c. 62 sec. 4 (5% on Part B income; 4% surtax on income over 1,083,150 for 2025,
 * indexed, art. 44 of the Constitution, every filing status), c. 62 sec. 3(B)(b) (exemptions 4,400 single,
 * 8,800 joint, 6,800 head of household; 700 per filer 65+; 1,000 per dependent), sec. 3(B)(a)(9) (Social Security
 * and Medicare withheld, up to 2,000 per person), sec. 5 (no tax status); Form 1 instructions 2025.
 * Social Security exempt; private pensions and IRA money taxed; long-term gains at 5%.
 * Cross-read with PolicyEngine US gov/states/ma.
 */
const Y2025 = {
  source: 'M.G.L. c. 62 sec. 3, sec. 4; Mass. Const. art. 44 (surtax); Form 1 instructions 2025 (surtax threshold 1,083,150)',
  brackets: same([[0, 0.05], [1_083_150, 0.09]] as const),
};

export const MA: StateRules = {
  name: 'Massachusetts',
  indexed: true,
  indexing: 'Surtax threshold indexed yearly (c. 62 sec. 4(d)); exemptions fixed. 2026: the threshold indexed by the plan inflation until DOR publishes it.',
  years: { 2025: Y2025 },
  deductions: (x) => exemptions(x) + retirementContributions(x),
  // No tax status (c. 62 sec. 5): no tax when Massachusetts AGI is at most 8,000 (single), or 7,600 plus the
  // personal and dependent exemptions (joint, head of household).
  credits: (tax, x) => (x.federalAgi - x.taxableSocialSecurity <= noTaxLimit(x) ? 0 : tax),
};

function exemptions(x: StateTaxInput): number {
  const personal = x.status === 'MFJ' || x.status === 'QSS' ? 8800 : x.status === 'HOH' ? 6800 : 4400;
  return personal + 700 * eldersOf(x) + 1000 * x.dependents;
}

/**
 * Social Security and Medicare withheld from wages, up to 2,000 per person (c. 62 sec. 3(B)(a)(9); Form 1 line
 * 10), on an even split of the household's wages (7.65% employee rate).
 */
function retirementContributions(x: StateTaxInput): number {
  const n = x.ages.length;
  return n === 0 || x.wages <= 0 ? 0 : n * Math.min(2000, (0.0765 * x.wages) / n);
}

function noTaxLimit(x: StateTaxInput): number {
  if (x.status === 'S' || x.status === 'QSS') return 8000;
  if (x.status === 'MFS') return 0;
  return 7600 + exemptions(x);
}
