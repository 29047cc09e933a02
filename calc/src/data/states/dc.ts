import { same } from './helpers';
import { bracketTax, byStatus, peopleOf, splitDeductionTax } from '../../tax/state/compute';
import { federalTableFor } from '../../tax/federalTables';
import type { ByStatus, StateRules, StateTaxInput, StateYear } from './types';

/** The federal additional standard deduction at 65 (IRC 63(f)) of the filers. */
function additionalAged(x: StateTaxInput): number {
  const a = federalTableFor(x.year).additionalAged;
  return (x.status === 'MFJ' || x.status === 'MFS' || x.status === 'QSS' ? a.married : a.unmarried) * x.ages.filter((age) => age >= 65).length;
}

/**
 * District of Columbia. D.C. Code 47-1806.03 (rates), 47-1801.04(3A) (from 2025 the District's own basic standard
 * deduction, 15,000 / 30,000 / 22,500, not the OBBBA federal amounts; DC Act 26-214; indexed, 2026 taken as
 * 15,300 / 30,650 / 23,000 as PolicyEngine-US indexes it) plus the federal 65+ amounts; D-40 instructions 2025. Social Security is excluded
 * (47-1803.02(a)(2)(N)). The OBBBA senior deduction is a federal below-the-line deduction the District does not
 * take. Brackets fixed in statute. Cross-read with PolicyEngine US gov/states/dc.
 */
const YEAR = {
  source: 'D.C. Code 47-1806.03, 47-1801.04(44); Form D-40 instructions 2025',
  brackets: same([[0, 0.04], [10_000, 0.06], [40_000, 0.065], [60_000, 0.085], [250_000, 0.0925], [500_000, 0.0975], [1_000_000, 0.1075]] as const),
};

const deduction = (x: StateTaxInput, p: StateYear): number => byStatus(p.standard as ByStatus<number>, x.status) * x.f + additionalAged(x);

/**
 * A married couple may file separately on the same return (D-40 status 5): each spouse's own income on the one
 * schedule, the joint deduction divided between them as is best; the lower of that and the joint return.
 */
function district(x: StateTaxInput, p: StateYear): number {
  const brackets = byStatus(p.brackets, x.status);
  const people = peopleOf(x);
  // Social Security is excluded; everything else in federal AGI is taxed.
  const incomes = people.map((q) => q.wages + q.pension + q.ira + q.other);
  const d = deduction(x, p);
  const joint = bracketTax(brackets, Math.max(0, incomes.reduce((a, b) => a + b, 0) - d), x.f);
  if (x.status !== 'MFJ' || people.length !== 2) return joint;
  return Math.min(joint, splitDeductionTax(brackets, incomes[0], incomes[1], d, x.f));
}

export const DC: StateRules = {
  name: 'District of Columbia',
  indexed: false,
  indexing: 'Brackets fixed; the basic deduction is indexed by the District (47-1801.04(3A)) but kept at the 2026 figure for later years here; the 65+ amounts follow the federal ones of the year.',
  years: {
    2025: { ...YEAR, standard: { S: 15_000, MFJ: 30_000, HOH: 22_500, MFS: 15_000 } },
    2026: { ...YEAR, standard: { S: 15_300, MFJ: 30_650, HOH: 23_000, MFS: 15_300 }, source: 'D.C. Code 47-1806.03 (unchanged for 2026); 47-1801.04(3A) indexed' },
  },
  // The District's basic amount plus the federal additional amounts at 65.
  deductions: deduction,
  compute: district,
};
