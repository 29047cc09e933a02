import { eldersOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Massachusetts. M.G.L. c. 62 sec. 4 (5% on Part B income; 4% surtax on income over 1,083,150 for 2025,
 * indexed, art. 44 of the Constitution, every filing status), c. 62 sec. 3(B)(b) (exemptions 4,400 single,
 * 8,800 joint, 6,800 head of household; 700 per filer 65+; 1,000 per dependent); Form 1 instructions 2025.
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
  deductions: (x) => {
    const personal = x.status === 'MFJ' || x.status === 'QSS' ? 8800 : x.status === 'HOH' ? 6800 : 4400;
    return personal + 700 * eldersOf(x) + 1000 * x.dependents;
  },
};
