import type { AccountTaxType, ElectionKind, ExpenseType, FilingStatus, OtherIncomeKind, PersonRole } from '../types';

/** Every album row names its year and the ages attained that year. */
export interface AlbumRow {
  year: number;
  clientAge: number;
  spouseAge: number | null;
}

export interface CashFlowRow extends AlbumRow {
  /** Wages, other income, Social Security, insurance proceeds, asset sale proceeds. */
  income: number;
  /** RMDs, shortfall withdrawals and 529 withdrawals (gross). */
  portfolioWithdrawals: number;
  /** Shortfall no account could pay (after depletion). */
  unfunded: number;
  totalInflows: number;
  /** Living, itemized, insurance premiums, goals, education, real asset purchases. */
  expenses: number;
  debtPayments: number;
  /** Income taxes and FICA. */
  taxes: number;
  /** Employee deferrals, account contributions, savings transfers and the saved surplus. */
  savings: number;
  totalOutflows: number;
  /** Income less expenses, debt payments and taxes. */
  netCashFlow: number;
}

export interface NetWorthRow extends AlbumRow {
  cash: number;
  taxable: number;
  taxDeferred: number;
  roth: number;
  education: number;
  financialAssets: number;
  realAssets: number;
  debts: number;
  netWorth: number;
}

export interface AccountYear {
  id: string;
  name: string;
  taxType: AccountTaxType;
  start: number;
  contributions: number;
  withdrawals: number;
  rmd: number;
  conversionIn: number;
  conversionOut: number;
  growth: number;
  end: number;
}

export interface RealAssetYear {
  id: string;
  name: string;
  start: number;
  purchase: number;
  saleProceeds: number;
  sellingCost: number;
  appreciation: number;
  end: number;
}

export interface AssetRow extends AlbumRow {
  accounts: AccountYear[];
  realAssets: RealAssetYear[];
  investmentGrowth: number;
  appreciation: number;
}

export interface IncomeRow extends AlbumRow {
  wages: Record<PersonRole, number>;
  otherIncomes: { id: string; name: string; kind: OtherIncomeKind; amount: number }[];
  socialSecurity: Record<PersonRole, number>;
  insuranceProceeds: number;
  assetSales: number;
  /** Dividends and interest of taxable and cash accounts (reinvested; shown for tax). */
  portfolioIncome: number;
  rmd: number;
  total: number;
}

export interface DebtYear {
  id: string;
  name: string;
  start: number;
  payment: number;
  interest: number;
  principal: number;
  payoff: number;
  end: number;
}

export interface DebtRow extends AlbumRow {
  debts: DebtYear[];
  totalPayment: number;
  totalInterest: number;
  totalBalance: number;
}

export interface ExpenseRow extends AlbumRow {
  living: number;
  /** True when living spending is the retirement goal's. */
  retirementSpending: boolean;
  items: { id: string; name: string; type: ExpenseType; amount: number }[];
  insurancePremiums: number;
  /** Medicare Part B and D premiums from 65, with the income-related surcharges (IRMAA). */
  medicarePremiums: number;
  /** Of `medicarePremiums`, the income-related monthly adjustment amounts (IRMAA). */
  medicareIrmaa: number;
  goals: { id: string; name: string; amount: number }[];
  education: { id: string; name: string; amount: number }[];
  realAssetPurchases: number;
  debtPayments: number;
  total: number;
}

export interface ElectionRow extends AlbumRow {
  elections: { id: string; name: string; person: PersonRole; kind: ElectionKind; employee: number; employer: number }[];
  totalEmployee: number;
  totalEmployer: number;
}

export interface TaxRow extends AlbumRow {
  filingStatus: FilingStatus;
  state: string;
  wages: number;
  ordinaryIncome: number;
  capitalGains: number;
  socialSecurityBenefits: number;
  taxableSocialSecurity: number;
  agi: number;
  deductions: number;
  taxableIncome: number;
  /** Regular federal income tax. */
  federal: number;
  /** Net investment income tax (3.8%, IRC 1411). */
  netInvestmentIncomeTax: number;
  /** Alternative minimum tax (IRC 55, Form 6251). */
  alternativeMinimumTax: number;
  stateTax: number;
  local: number;
  fica: number;
  total: number;
  effectiveRate: number;
  marginalRate: number;
}

export interface AdditionsRow extends AlbumRow {
  accounts: { id: string; name: string; household: number; employer: number; surplus: number; conversionIn: number; total: number }[];
  total: number;
}

export interface WithholdingPerson {
  grossPay: number;
  preTax: number;
  postTax: number;
  fica: number;
  incomeTax: number;
  takeHome: number;
}

export interface WithholdingRow extends AlbumRow {
  client: WithholdingPerson;
  spouse: WithholdingPerson | null;
}

export interface DetailLine {
  section: 'income' | 'withdrawal' | 'expense' | 'debt' | 'tax' | 'saving';
  label: string;
  amount: number;
}

export interface YearDetail extends AlbumRow {
  lines: DetailLine[];
  notes: string[];
}

export interface Metrics {
  ages: {
    client: { start: number; retirement: number };
    spouse: { start: number; retirement: number } | null;
  };
  startYear: number;
  endYear: number;
  /** First year with a shortfall no account could pay. */
  depletionYear: number | null;
  yearsToDepletion: number | null;
  /** Client's age in the depletion year. */
  depletionAge: number | null;
  /** Net worth at the end of the last year. */
  estateValue: number;
  /** (Investable assets at retirement + PV of retirement income) / PV of retirement outflows. */
  retirementReadiness: number | null;
  /** Share of Monte Carlo trials that never deplete; null from projectPlan. */
  probabilityOfSuccess: number | null;
  /** The plan's yearly inflation assumption, the rate every "today's dollars" figure is deflated by. */
  inflation: number;
  /**
   * The engine's inflation path: (1 + inflation)^(year - startYear) for each projected year from startYear.
   * A nominal figure of year y divided by priceIndex[y - startYear] is that figure in start-year (today's) dollars.
   */
  priceIndex: number[];
}

export interface ProjectionResult {
  cashFlowAlbum: CashFlowRow[];
  netWorthAlbum: NetWorthRow[];
  assetAlbum: AssetRow[];
  incomeAlbum: IncomeRow[];
  debtAlbum: DebtRow[];
  expenseAlbum: ExpenseRow[];
  electionAlbum: ElectionRow[];
  taxAlbum: TaxRow[];
  additionsAlbum: AdditionsRow[];
  withholdingAlbum: WithholdingRow[];
  metricsCollection: Metrics;
  details: YearDetail[];
}

/**
 * What the projection adds to one plan account in a year (the first projected year by default): the household's
 * contributions (an employer plan's payroll deferrals, or the account's own yearly figure) and the employer's
 * match. The one figure every screen and report shows for "Yearly contribution" and "Employer match".
 */
export function accountAdditions(album: readonly AdditionsRow[], investmentId: number, year?: number): { household: number; employer: number } | null {
  const row = year === undefined ? album[0] : album.find((r) => r.year === year);
  const account = row?.accounts.find((a) => a.id === `inv-${investmentId}`);
  return account ? { household: account.household, employer: account.employer } : row ? { household: 0, employer: 0 } : null;
}
