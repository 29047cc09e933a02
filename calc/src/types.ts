/**
 * Engine-oriented input types. Dollars are plain numbers (floats); see README "Money".
 * Ages are the age a person attains during a calendar year (year - birth year).
 */

export type FilingStatus = 'S' | 'MFJ' | 'MFS' | 'HOH' | 'QSS';
export type PersonRole = 'client' | 'spouse';
export type Owner = PersonRole | 'joint';

export interface Person {
  firstName?: string;
  /** ISO date, yyyy-mm-dd. */
  birthDate: string;
  /** Age through which the person is assumed alive (death at the end of that year). */
  lifeExpectancy: number;
  /** Age at which employment income stops. Ignored when already retired. */
  retirementAge: number;
  retired?: boolean;
}

export interface EmploymentIncome {
  id: string;
  person: PersonRole;
  /** Gross annual pay in start-year dollars. */
  annualSalary: number;
  /** Age at which this salary begins; null = the current salary. A later entry replaces an earlier one. */
  startAge: number | null;
  /** Annual raise; defaults to Assumptions.salaryGrowth. */
  raiseRate?: number;
}

export interface MatchTier {
  /** Upper edge of the tier as a share of pay (0.03 = the first 3% of pay). Tiers are cumulative and increasing. */
  upToPercentOfPay: number;
  /** Employer contribution per dollar the employee defers inside this tier (1 = 100%). */
  matchRate: number;
}

/** Payroll election. preTax lowers taxable wages; roth and afterTax are from taxed pay; hsa is pre-tax. */
export type ElectionKind = 'preTax' | 'roth' | 'afterTax' | 'hsa';

export interface Election {
  id: string;
  name?: string;
  person: PersonRole;
  kind: ElectionKind;
  /**
   * Account receiving the deferral and any employer match. Absent: a payroll deduction paid out of pay (a
   * premium, a plan outside the household's accounts): it still lowers taxable wages when pre-tax and is spent;
   * no employer match is credited anywhere.
   */
  accountId?: string;
  /** Share of gross pay (0.06 = 6%). */
  percentOfPay?: number;
  /** Fixed yearly amount in start-year dollars, grown with salary growth (added to the percentage). */
  annualAmount?: number;
  employerMatch?: MatchTier[];
}

export type OtherIncomeKind = 'pension' | 'annuity' | 'rental' | 'other';

export interface OtherIncome {
  id: string;
  name: string;
  kind: OtherIncomeKind;
  owner: Owner;
  /**
   * Yearly amount. Pensions and annuities: the nominal amount in the first year paid; other kinds: start-year
   * dollars. Either way it then grows with `cola`.
   */
  annualAmount: number;
  /** Owner ages (joint: the client's) bounding the payments, inclusive. */
  startAge?: number;
  endAge?: number;
  /** Calendar years bounding the payments; take precedence over ages. */
  startYear?: number;
  endYear?: number;
  /** Cost-of-living adjustment per year once paid. */
  cola?: number;
  /** Share of the income that is federally taxable (default 1). */
  taxableShare?: number;
  /** Pension or annuity continuing to the survivor after the owner's death (share, default 0). */
  survivorShare?: number;
}

export interface SocialSecurityEntry {
  person: PersonRole;
  /** Monthly primary insurance amount at full retirement age, in start-year dollars. */
  pia: number;
  /** Claiming age (years, months as a fraction). */
  claimAge: number;
  /** Add the spousal top-up (50% of the other person's PIA less own PIA) once both have claimed. */
  spousal?: boolean;
}

export type AccountTaxType = 'cash' | 'taxable' | 'taxDeferred' | 'roth' | 'inheritedIra' | 'education' | 'annuity';

export interface Account {
  id: string;
  name: string;
  taxType: AccountTaxType;
  owner: Owner;
  balance: number;
  /** Cost basis (taxable and annuity accounts); defaults to the balance. */
  costBasis?: number;
  /** Target allocation; defaults to Assumptions.defaultPortfolioId. Cash accounts may use a cash-only portfolio. */
  portfolioId?: string;
  /** Inherited IRA: year the original owner died (10-year rule). Defaults to the start year. */
  inheritedYear?: number;
  /** Fixed yearly contribution from household cash flow, in start-year dollars (grown by inflation). */
  annualContribution?: number;
  /** Employer contribution a year in start-year dollars (grown by salary growth), while the owner works. */
  employerContribution?: number;
  /** Last calendar year of `annualContribution` (default: the year before the owner retires). */
  contributionEndYear?: number;
}

export type ExpenseType = 'LE' | 'BE' | 'DT' | 'IV' | 'IS';

export interface Expense {
  id: string;
  name: string;
  /** LE living, BE base, DT debt, IV savings (a transfer into an account), IS insurance. */
  type: ExpenseType;
  /** Amount per occurrence in start-year dollars. */
  amount: number;
  /** Occurrences a year (52, 26, 24, 12, 4, 2, 1); 0 = once, in startYear. Default 12. */
  timesPerYear?: number;
  /** First and last calendar years, inclusive (default: the whole projection). */
  startYear?: number;
  endYear?: number;
  /** Yearly growth; default inflation. */
  growthRate?: number;
  /** IV expenses are transfers into this account (default the savings account). */
  accountId?: string;
}

export type DebtType = 'OD' | 'RE' | 'SD';

export interface Debt {
  id: string;
  name: string;
  type: DebtType;
  balance: number;
  annualRate: number;
  /** Remaining term in years; used to compute the payment when `payment` is not given. */
  remainingYears?: number;
  /** Scheduled payment per period. */
  payment?: number;
  paymentsPerYear?: number;
}

export interface InsurancePolicy {
  id: string;
  /** Code list: CV, DI, HE, LI, LT, MD, PC, PT. */
  type: string;
  name: string;
  insured: PersonRole;
  /** Premium per year in start-year dollars. */
  annualPremium: number;
  premiumGrowth?: number;
  /** Premiums stop after this age of the insured (default: death). */
  premiumEndAge?: number;
  /** Life insurance: paid to the household at the insured's death age if in force. */
  deathBenefit?: number;
  /** Coverage ends after this age of the insured (term policies). Default: whole life. */
  coverageEndAge?: number;
}

export interface RealAsset {
  id: string;
  name: string;
  category: 'realEstate' | 'personalProperty' | 'futureEvent';
  /** Current value (0 when bought later). */
  value: number;
  /** Yearly appreciation; default Assumptions.realAssetAppreciation, else inflation. */
  appreciationRate?: number;
  /** Future purchase: calendar year and price in start-year dollars. */
  purchaseYear?: number;
  purchasePrice?: number;
  saleYear?: number;
  /** Share of the sale price lost to selling costs. */
  sellingCostRate?: number;
  /**
   * Tax basis of an asset held today (what was paid plus improvements). Default: today's value, so only growth
   * from now is a gain. An asset bought later has its purchase price as basis.
   */
  costBasis?: number;
  /** Main home: up to 250,000 (500,000 joint) of the gain on sale is excluded (IRC 121). */
  primaryResidence?: boolean;
  /** Debt secured by this asset, repaid from the sale. */
  debtId?: string;
}

export interface EducationGoal {
  id: string;
  name: string;
  /** Yearly cost in start-year dollars (already multiplied by the funded share). */
  annualCost: number;
  startYear: number;
  years: number;
  /** Education inflation (default Assumptions.educationInflation). */
  growthRate?: number;
  /** 529 accounts used first; default every education account. */
  accountIds?: string[];
}

export interface OtherGoal {
  id: string;
  name: string;
  /** Amount a year in start-year dollars (grown by inflation). */
  amount: number;
  year: number;
  /** Repeats this many years (default 1). */
  years?: number;
}

export interface RetirementGoal {
  /** Yearly retirement spending in start-year dollars; replaces base living spending and LE/BE items from startYear. */
  annualSpending: number;
  /** First calendar year of retirement spending (default the year the client retires). */
  startYear?: number;
}

export interface Dependent {
  name?: string;
  birthYear: number;
}

export interface LocationMove {
  /** Calendar year of the move. */
  year: number;
  state: string;
  localRate?: number;
  /** Code of a locality of the new place (src/data/localities.ts); takes the place of `localRate`. */
  locality?: string;
}

export type WithdrawalCategory = 'cash' | 'taxable' | 'taxDeferred' | 'roth';

export interface Strategies {
  withdrawalOrder?: WithdrawalCategory[];
  /**
   * Withdraw from every account at once in proportion to its balance (pro rata) instead of one category after
   * another; `withdrawalOrder` is then not read.
   */
  withdrawalProRata?: boolean;
  /**
   * Convert tax-deferred money to Roth up to the top of the federal bracket with this rate (e.g. 0.22; 0 fills
   * the deductions only, so that no ordinary income is taxed). With `belowIrmaaTier`, a year's conversion stops
   * below the next Medicare surcharge (IRMAA) tier its income would cross two years later.
   */
  rothConversion?: { upToBracketRate: number; startYear?: number; endYear?: number; belowIrmaaTier?: boolean };
  /** Claiming ages per person; override SocialSecurityEntry.claimAge. */
  socialSecurityClaimAges?: Partial<Record<PersonRole, number>>;
}

export interface PlanInput {
  client: Person;
  spouse?: Person;
  filingStatus: FilingStatus;
  /** USPS code of the state of residence; empty or absent: no state income tax. */
  state?: string;
  /** Local income tax rate (0.01 = 1%) of the client, and of the spouse when it differs (default the client's). */
  localRate?: number;
  spouseLocalRate?: number;
  /**
   * Codes of the localities whose income tax the client and the spouse pay (src/data/localities.ts: Maryland and
   * Indiana counties, New York City, Yonkers, Ohio and Pennsylvania municipalities); each takes the place of that
   * person's `localRate` (the spouse's default is the client's).
   */
  locality?: string;
  spouseLocality?: string;
  moves?: LocationMove[];
  /** Dependents (children in the plan): claimed while under 19; under 17 they qualify for the child tax credit. */
  dependents?: Dependent[];
  /** Base annual living spending before retirement, in start-year dollars (profile spending). */
  livingExpense: number;
  employment: EmploymentIncome[];
  elections: Election[];
  otherIncomes: OtherIncome[];
  socialSecurity: SocialSecurityEntry[];
  accounts: Account[];
  expenses: Expense[];
  debts: Debt[];
  insurance: InsurancePolicy[];
  realAssets: RealAsset[];
  retirementGoal?: RetirementGoal;
  educationGoals: EducationGoal[];
  otherGoals: OtherGoal[];
  strategies?: Strategies;
  /** Account that receives surpluses; default the first taxable account, else the first cash account. */
  savingsAccountId?: string;
  /**
   * Medicare Part B and Part D premiums from 65 with the income-related surcharges (IRMAA) by the MAGI of two
   * years earlier, as a plan expense (default true; false when the plan lists Medicare premiums itself).
   */
  medicarePremiums?: boolean;
}

export interface AssetClass {
  id: string;
  name: string;
  /** Arithmetic mean annual return. */
  expectedReturn: number;
  standardDeviation: number;
  /** Part of the return paid as income each year (dividends, interest). */
  incomeYield: number;
}

export interface FatTails {
  crisisProbability: number;
  crisisVolatility: number;
}

export interface Portfolio {
  id: string;
  name?: string;
  /** Weights by asset class id; normalised to sum 1. */
  weights: Record<string, number>;
}

export interface Assumptions {
  inflation: number;
  salaryGrowth: number;
  educationInflation?: number;
  /** Growth of the SSA average wage index, used past the last published bend points and wage base. */
  wageIndexGrowth?: number;
  /** Cost-of-living adjustment for Social Security (default inflation). */
  socialSecurityCola?: number;
  realAssetAppreciation?: number;
  assetClasses: AssetClass[];
  /** Portfolio for cash accounts that name none (default: defaultPortfolioId). */
  cashPortfolioId?: string;
  /** Correlation matrix in the order of assetClasses. */
  correlations: number[][];
  portfolios: Portfolio[];
  defaultPortfolioId: string;
  /**
   * Monte Carlo returns with heavier tails than the lognormal default (README, Monte Carlo): a two-regime
   * mixture — in a share `crisisProbability` of years (0.01-0.5) the log returns' volatility is
   * `crisisVolatility` (1-5) times that of calm years — that keeps each class's mean, standard deviation and
   * the correlations of the normal drivers. Absent: lognormal.
   */
  fatTails?: FatTails;
}

export interface ProjectionOptions {
  /** The current calendar year, chosen by the caller (the engine has no clock). */
  startYear: number;
  /** Build the per-year `details` explanation (default true). */
  details?: boolean;
  /** Round album money to cents (default true). Raw floats when false. */
  roundToCents?: boolean;
}

export interface SimulationOptions {
  trials?: number;
  seed: number;
  startYear: number;
  /** Keep every trial's net-worth path (memory: trials x years). */
  keepPaths?: boolean;
}
