import type { FilingStatus } from '../../types';

/** A bracket: [lower edge of taxable income, rate]; the first starts at 0. */
export type Bracket = readonly [number, number];

/** Schedules or amounts by filing status: HOH falls back to S, MFS to S, QSS to MFJ when absent. */
export interface ByStatus<T> {
  S: T;
  MFJ: T;
  HOH?: T;
  MFS?: T;
}

/**
 * One filer's own yearly amounts (aligned with `StateTaxInput.ages`), for the states that tax each spouse on
 * their own income or give each person an exclusion from their own income (AR, DE, MS, MO, GA, KY, ...).
 */
export interface StatePersonIncome {
  wages: number;
  /** Employer pensions (private or public plans) received by this person. */
  pension: number;
  /** IRA, 401(k) and annuity distributions, withdrawals and conversions of this person's accounts. */
  ira: number;
  /** Social Security benefits of this person (total, not the taxable part). */
  socialSecurity: number;
  /** Interest, dividends, gains and other income of this person (joint holdings split evenly). */
  other: number;
  /** Of `other`, net long-term capital gains (absent: the household's share of gains in its `other`). */
  gains?: number;
}

/**
 * Everything a state computation needs about one household-year. Amounts are the household's, in dollars;
 * `retirement`, `interest`, `capitalGains` and `dividends` are parts of federal AGI.
 */
export interface StateTaxInput {
  year: number;
  status: FilingStatus;
  /** Ages of the living filers at the end of the year (one or two). */
  ages: readonly number[];
  /** Dependents claimed (children under 19 in the plan). */
  dependents: number;
  /** Of the dependents, children under 17. */
  children: number;
  wages: number;
  /** Pensions, annuity payments, IRA and 401(k) distributions (RMDs, withdrawals, Roth conversions), other income. */
  retirement: number;
  /**
   * Of `retirement`, employer pensions (private or public plans, not IRA or 401(k) money), which some states
   * exempt apart from IRA distributions (HI). 0 where the payer is not known.
   */
  pension: number;
  /** Interest, rent and other ordinary investment income. */
  interest: number;
  /** Net long-term capital gains realized (not dividends). */
  capitalGains: number;
  /** Qualified dividends (taxed federally with gains; most states tax them as ordinary income). */
  dividends: number;
  /** Total Social Security benefits and the part in federal AGI (IRS Pub 915). */
  socialSecurity: number;
  taxableSocialSecurity: number;
  federalAgi: number;
  /** Federal standard deduction taken, with the 65+ amounts and the OBBBA senior deduction. */
  federalDeduction: number;
  /** Federal basic standard deduction with the 65+ amounts, without the OBBBA senior deduction. */
  federalStandard: number;
  federalTaxableIncome: number;
  /** Federal income tax after credits (for the states that let it be deducted). */
  federalTax: number;
  /** Indexing factor of dollar amounts for years after the latest published table (1 for a table year). */
  f: number;
  /**
   * Each filer's own amounts, aligned with `ages`; absent where the caller does not track income by person
   * (the rules then split the household's amounts evenly: `peopleOf` in tax/state/compute.ts).
   */
  people?: readonly StatePersonIncome[];
}

/** One year's parameters of a state; dollar amounts are scaled by `f` when the year is past the table. */
export interface StateYear {
  /** Form, instructions or statute the figures come from. */
  source: string;
  brackets: ByStatus<readonly Bracket[]>;
  /** Starting point: federal AGI (default) or federal taxable income (after the federal deductions). */
  start?: 'agi' | 'federalTaxable';
  /** Standard deduction by status, or the federal one (with 65+ amounts and the senior deduction). */
  standard?: ByStatus<number> | 'federal';
  /** Personal exemption per filer, per dependent and extra per filer 65 or older (deductions). */
  exemption?: number;
  dependentExemption?: number;
  elderExemption?: number;
  /** Nonrefundable credits per filer, per dependent, extra per filer 65 or older. */
  credit?: number;
  dependentCredit?: number;
  elderCredit?: number;
  /** Taxable Social Security stays in the base (default: the state exempts benefits). */
  taxesSocialSecurity?: boolean;
  /** Share of net capital gains (not dividends) the state excludes. */
  gainsExclusion?: number;
  /** Retirement income excluded per filer of at least `age` (Infinity: all of it). */
  retirementExclusion?: { age: number; perPerson: number };
}

export interface StateRules {
  name: string;
  /** No tax on wage income: every figure is 0 (unless `rateTax` taxes something else, e.g. WA gains). */
  none?: boolean;
  note?: string;
  /**
   * Dollar amounts are indexed after the last table year (by the plan's inflation, standing in for the state's
   * own index); false: fixed in statute, never indexed. `indexing` says how the state indexes.
   */
  indexed: boolean;
  indexing?: string;
  /** Published (or legislated) years; later years index the latest by inflation, earlier use the first. */
  years: Readonly<Record<number, StateYear>>;
  /** Extra subtractions from the state base (after the generic exclusions), e.g. benefit phase-outs. */
  subtract?: (x: StateTaxInput, p: StateYear) => number;
  /** Replaces the generic standard deduction and exemptions (phase-downs, sliding scales). */
  deductions?: (x: StateTaxInput, p: StateYear) => number;
  /** Replaces the bracket computation (base amounts, recapture, cliffs). */
  rateTax?: (taxable: number, x: StateTaxInput, p: StateYear) => number;
  /** Replaces the generic credits (phase-outs, credits tied to income). */
  credits?: (tax: number, x: StateTaxInput, p: StateYear, taxable: number) => number;
  /**
   * Replaces the whole computation (states that tax each spouse on their own income and let a couple take the
   * lower of the two ways, e.g. AR, DE, MS, MO): the tax after non-refundable credits, before the floor at 0.
   */
  compute?: (x: StateTaxInput, p: StateYear) => number;
}
