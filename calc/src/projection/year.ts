import { householdTax as householdTaxImport, newTaxResult, setTaxIncome as setTaxIncomeImport, taxIncome as taxIncomeImport, type TaxIncome, type TaxResult } from './householdTax';
import { conversionBelowTier, copyBalances, payGoalsAndContributions, TrialSettler } from './conversionYear';
import { grow as growImport, preFlows as preFlowsImport, settle as settleImport, type LedgerRecord, type LedgerYear } from './ledger';
import type { PlanSchedule } from './schedule';
import { conversionToFill, fitWithdrawalRates as fitImport, newFitScratch, type FitScratch } from './withdrawalTax';

// Module-local bindings: every trial-year calls these without a cross-module lookup.
const householdTax = householdTaxImport;
const taxIncome = taxIncomeImport;
const setTaxIncome = setTaxIncomeImport;
const grow = growImport;
const preFlows = preFlowsImport;
const settle = settleImport;
const fitWithdrawalRates = fitImport;

/**
 * One year of the plan over given balances: the year logic of the deterministic projection (expected returns, or a
 * trial's returns replayed: runYear, recorded) and of every Monte Carlo trial (runTrialYears, the same figures
 * without the record). Portfolio income, RMDs, the Roth conversion, the withdrawals grossed up for their tax and
 * the realized gains all follow the balances passed in, and every tax goes through `householdTax(yearFixed.tax, income)`.
 */
export interface YearOutcome {
  /** Shortfall no account could pay. */
  unmet: number;
  /** Taxes with every income of the year, as paid (federal includes the sub-cent fitting residual). */
  tax: TaxResult;
  income: TaxIncome;
  /** Portfolio income (dividends and interest) from taxable and cash accounts, reinvested. */
  portfolioIncome: number;
  realizedGains: number;
  /** Medicare Part B and D premiums paid (with IRMAA), the surcharge tier and the MAGI it was read from. */
  medicare: number;
  /** The income-related part of `medicare` (IRMAA). */
  irmaa: number;
  irmaaTier: number;
  irmaaMagi: number;
}

/** Per-run scratch arrays, reused from year to year (and from trial to trial). */
export interface YearWork {
  /** The recorded run's settlements (runYear); null in trials. */
  settler: YearSettler | null;
  /** The trials' conversion-year settlements (runTrialYears; an empty one in the recorded run). */
  conversion: TrialSettler;
  /**
   * Attribute the tax to its sources (portfolio income apart from RMDs) and keep the year's tax result: the
   * recorded deterministic run. Trials skip both; the tax they pay is the same.
   */
  record: boolean;
  /** The last year's outcome (kept only when `record`). */
  outcome: YearOutcome | null;
  /** Incomes and results a trial overwrites year after year (the recorded run allocates its own). */
  withYield: TaxIncome;
  withRmd: TaxIncome;
  t1: TaxResult;
  t2: TaxResult;
  /** Each year's AGI of this run or trial so far: the MAGI that sets the Medicare surcharges two years later. */
  agi: Float64Array;
  /** Income tax of the last year run (federal, NIIT, state, local; withdrawals' tax included): the solver's lifetime tax. */
  taxPaid: number;
  /** runTrialYears' gross-up scratch. */
  fit: FitScratch;
  /** The recorded run's scratch: the gain-based accounts' new cost basis (runYear). */
  gainBasis: Float64Array;
}

/** The scratch of a recorded run (`record`: runYear) or of a block of trials (runTrialYears). */
export function newYearWork(accounts: number, record: boolean): YearWork {
  return {
    settler: record ? new YearSettler() : null, conversion: new TrialSettler(record ? 0 : accounts), record, outcome: null,
    withYield: taxIncome(0, 0, 0, 0, 0, 0), withRmd: taxIncome(0, 0, 0, 0, 0, 0), t1: newTaxResult(), t2: newTaxResult(),
    agi: new Float64Array(0), taxPaid: 0, fit: newFitScratch(), gainBasis: new Float64Array(0),
  };
}

/** A ledger year whose balance-dependent fields runYear fills. */
export function newLedgerYear(accounts: number): LedgerYear {
  const none = new Int32Array(0);
  return {
    baseNeed: 0, contributions: new Float64Array(accounts), rmdDivisor: new Float64Array(accounts), rmdTaxRate: 0,
    yieldTaxPerDollar: new Float64Array(accounts), conversion: 0, conversionTaxRate: 0, education: [],
    withdrawalTaxRate: new Float64Array(4), yieldAccounts: none, rmdAccounts: none, contributionAccounts: none,
  };
}

interface Settled {
  t3: TaxResult;
  fit: { tax: TaxResult; income: TaxIncome };
}

/**
 * Settles a year of the recorded run for a conversion amount: its tax, then the withdrawals grossed up so they pay
 * exactly the extra tax they cause. One per run, re-pointed at each year (the conversion search calls it repeatedly).
 * Every settlement is a fresh object (the run keeps the year's); the trials' conversion years settle through
 * TrialSettler (conversionYear.ts), on the same operands in the same order.
 */
class YearSettler {
  private s!: PlanSchedule;
  private i = 0;
  private b!: Float64Array;
  private basis!: Float64Array;
  private ly!: LedgerYear;
  private withRmd!: TaxIncome;
  private t2!: TaxResult;
  private afterPre = new Float64Array(0);
  private gainShare = new Float64Array(0);
  private readonly need = new Float64Array(1);
  /** The settlement `keep` saved: the conversion search's best amount so far, restored without recomputing. */
  private kept: Settled | null = null;
  private keptAmount = Number.NaN;
  private keptConversionTaxRate = 0;
  private readonly keptRates = new Float64Array(4);
  private last: Settled | null = null;

  begin(s: PlanSchedule, i: number, b: Float64Array, basis: Float64Array, ly: LedgerYear, withRmd: TaxIncome, t2: TaxResult): void {
    this.s = s;
    this.i = i;
    this.b = b;
    this.basis = basis;
    this.ly = ly;
    this.withRmd = withRmd;
    this.t2 = t2;
    this.kept = null;
    this.keptAmount = Number.NaN;
    if (this.afterPre.length !== b.length) {
      this.afterPre = new Float64Array(b.length);
      this.gainShare = new Float64Array(b.length);
    }
  }

  /** Saves the last settlement (and the ledger rates it set). */
  keep(): void {
    this.kept = this.last;
    this.keptAmount = this.ly.conversion;
    this.keptConversionTaxRate = this.ly.conversionTaxRate;
    const rates = this.ly.withdrawalTaxRate;
    const kept = this.keptRates;
    for (let c = 0; c < 4; c++) kept[c] = rates[c];
  }

  /** The settlement for `conversionAmount`: the kept one when it is for that amount, else computed. */
  final(conversionAmount: number): Settled {
    if (this.kept && this.keptAmount === conversionAmount) {
      this.ly.conversion = conversionAmount;
      this.ly.conversionTaxRate = this.keptConversionTaxRate;
      const rates = this.ly.withdrawalTaxRate;
      const kept = this.keptRates;
      for (let c = 0; c < 4; c++) rates[c] = kept[c];
      return this.kept;
    }
    return this.run(conversionAmount);
  }

  run(conversionAmount: number): Settled {
    const { s, b, basis, ly, withRmd, t2, afterPre, gainShare } = this;
    const f = s.years[this.i];
    const t = f.tax;
    const withConversion = taxIncome(withRmd.wages, withRmd.ordinary + conversionAmount, withRmd.gains, withRmd.socialSecurity, withRmd.investment, withRmd.dividends);
    const t3 = conversionAmount > 0 ? householdTax(t, withConversion, newTaxResult(), true) : t2;
    ly.conversion = conversionAmount;
    ly.conversionTaxRate = conversionAmount > 0 ? (t3.total - t2.total) / conversionAmount : 0;
    afterPre.set(b);
    const need = preFlows(afterPre, ly, s.layout, null);
    // Only gain-based accounts have a gain share (the others' entries stay 0).
    const gainAccounts = s.gainAccounts;
    const contributions = f.contributions;
    for (let k = 0; k < gainAccounts.length; k++) {
      const a = gainAccounts[k];
      gainShare[a] = afterPre[a] > 0 ? Math.max(0, 1 - (basis[a] + contributions[a]) / afterPre[a]) : 0;
    }
    this.need[0] = need;
    const fit = fitWithdrawalRates(t, withConversion, t3, this.need, afterPre, gainShare, ly.withdrawalTaxRate, s.layout, s.annuity, null);
    this.last = { t3, fit };
    return this.last;
  }
}

/**
 * Runs year `i` of the recorded run (`work` from newYearWork(accounts, true)): `b` and `basis` hold the
 * start-of-year balances and cost bases and end with the year-end ones; `balanceStart` receives the start balances,
 * `ly` and `rec` the year's ledger and flows, `work.outcome` its taxes and incomes. `rec` comes blank (every array
 * and field 0: runSchedule's records are fresh views of a new pool), so it is not cleared here (issue 32: clearing it
 * was a function of its own that V8 compiled during the measured simulations).
 */
export function runYear(
  s: PlanSchedule, i: number, b: Float64Array, basis: Float64Array, returns: Float64Array,
  ly: LedgerYear, rec: LedgerRecord, balanceStart: Float64Array, work: YearWork,
): number {
  const f = s.years[i];
  const { layout } = s;
  const t = f.tax;
  const base = f.base;
  const t0 = f.baseTax;
  const ss = base.socialSecurity;

  // Portfolio income of taxable (qualified dividends) and cash (interest) accounts, on start-of-year balances.
  let yieldOrdinary = 0;
  let yieldGains = 0;
  const yieldAccounts = s.yieldAccounts;
  for (let k = 0; k < yieldAccounts.length; k++) {
    const a = yieldAccounts[k];
    if (s.cashYield[a]) yieldOrdinary += b[a] * s.yieldRate[a];
    else yieldGains += b[a] * s.yieldRate[a];
  }
  const portfolioIncome = yieldOrdinary + yieldGains;
  const withYield = taxIncome(base.wages, base.ordinary + yieldOrdinary, base.gains + yieldGains, ss, base.investment + yieldOrdinary + yieldGains, base.dividends + yieldGains);
  let rmdTotal = 0;
  const rmdDivisor = f.rmdDivisor;
  for (let k = 0; k < f.rmdAccounts.length; k++) {
    const a = f.rmdAccounts[k];
    rmdTotal += b[a] / rmdDivisor[a];
  }
  const withRmd = taxIncome(base.wages, withYield.ordinary + rmdTotal, withYield.gains, ss, withYield.investment, withYield.dividends);
  // The tax on portfolio income apart from the RMDs' labels the recorded run's figures (trials skip it).
  const t1 = portfolioIncome > 0 ? householdTax(t, withYield, newTaxResult(), true) : t0;
  const t2 = rmdTotal > 0 ? householdTax(t, withRmd, newTaxResult(), true) : t1;
  const yieldTaxRate = portfolioIncome > 0 ? (t1.total - t0.total) / portfolioIncome : 0;
  const yieldTaxPerDollar = ly.yieldTaxPerDollar;
  // Every account's yield rate times the year's rate: the accounts without a yield (rate +0, the ones
  // yieldAccounts leaves out) all get the same product.
  yieldTaxPerDollar.fill(0 * yieldTaxRate);
  for (let k = 0; k < yieldAccounts.length; k++) {
    const a = yieldAccounts[k];
    yieldTaxPerDollar[a] = s.yieldRate[a] * yieldTaxRate;
  }

  // Medicare Part B and D premiums from 65, with IRMAA by the MAGI (here AGI) of two years earlier; the years
  // before the projection have no figures, so the first year's fixed-income AGI and then its AGI stand in.
  if (work.agi.length < s.years.length) work.agi = new Float64Array(s.years.length);
  let medicare = 0;
  let irmaa = 0;
  let irmaaTier = 0;
  let irmaaMagi = 0;
  if (f.medicareMonths > 0) {
    irmaaMagi = i >= 2 ? work.agi[i - 2] : i === 1 ? work.agi[0] : s.years[0].baseTax.agi;
    const edges = f.irmaaEdges;
    for (let k = 0; k < edges.length; k++) if (irmaaMagi > edges[k]) irmaaTier = k + 1;
    irmaa = irmaaTier > 0 ? f.medicareMonths * f.irmaaSurcharge[irmaaTier - 1] : 0;
    medicare = f.medicareMonths * f.medicareMonthly + irmaa;
  }
  ly.baseNeed = f.baseNeed + medicare;
  ly.contributions = f.contributions;
  ly.contributionAccounts = f.contributionAccounts;
  ly.rmdDivisor = rmdDivisor;
  ly.rmdAccounts = f.rmdAccounts;
  ly.rmdTaxRate = rmdTotal > 0 ? (t2.total - t1.total) / rmdTotal : 0;
  ly.yieldAccounts = yieldAccounts;
  ly.education = f.education;
  ly.conversion = 0;
  ly.conversionTaxRate = 0;

  const settler = work.settler!;
  settler.begin(s, i, b, basis, ly, withRmd, t2);
  let settled = settler.run(0);
  if (f.converting) {
    // The conversion search starts from the settlement without a conversion (kept for `final`).
    settler.keep();
    let available = 0;
    for (let k = 0; k < layout.conversionFrom.length; k++) {
      const a = layout.conversionFrom[k];
      available += b[a] - (rmdDivisor[a] > 0 ? b[a] / rmdDivisor[a] : 0);
    }
    let amount = conversionToFill(t, settled, settler, s.conversionRate, Math.max(0, available));
    if (f.irmaaCapEdges !== null && amount > 0) amount = conversionBelowTier(f.irmaaCapEdges, settled.fit.tax.agi, settler, amount);
    settled = settler.final(amount);
  }
  const { t3, fit } = settled;
  work.agi[i] = fit.tax.agi;

  balanceStart.set(b);
  const needActual = preFlows(b, ly, layout, rec);
  const unmet = settle(b, needActual, ly.withdrawalTaxRate, layout, rec);
  grow(b, returns, rec);
  work.taxPaid = t3.total + rec.withdrawalTax;

  // Cost basis: contributions and reinvested dividends add, withdrawals remove pro rata; the other accounts' basis is
  // their balance. The gain-based accounts' figures first (each independent of the others'), then every basis from
  // the balances and theirs put back: the recorded run runs once a simulation, mostly unoptimized, where a loop costs
  // by its body's length at every step (issue 32).
  const gainAccounts = s.gainAccounts;
  const gainBasis = work.gainBasis.length >= gainAccounts.length ? work.gainBasis : (work.gainBasis = new Float64Array(gainAccounts.length));
  for (let k = 0; k < gainAccounts.length; k++) {
    const a = gainAccounts[k];
    const before = balanceStart[a] - rec.rmd[a] - rec.conversionOut[a] + rec.contribution[a];
    let v = basis[a] + rec.contribution[a];
    if (rec.withdrawal[a] > 0 && before > 0) v *= 1 - Math.min(1, rec.withdrawal[a] / before);
    gainBasis[k] = v + (rec.surplus[a] + (s.cashYield[a] ? 0 : balanceStart[a] * s.yieldRate[a]));
  }
  basis.set(b);
  for (let k = 0; k < gainAccounts.length; k++) basis[gainAccounts[k]] = gainBasis[k];

  const residual = fit.tax.total - t3.total - rec.withdrawalTax;
  const tax: TaxResult = { ...fit.tax, federal: fit.tax.federal - residual, total: fit.tax.total - residual };
  work.outcome = { unmet, tax, income: fit.income, portfolioIncome, realizedGains: fit.income.gains - withYield.gains, medicare, irmaa, irmaaTier, irmaaMagi };
  return unmet;
}

/**
 * The years of one trial (issue 32), from the start balances in `b` and `basis`: year i's return of account a is
 * all[i * portfolios + portfolios.accountRow[a]] (each distinct portfolio's return of every year); the year-end net worth goes to netWorth[row + i], the year's income tax
 * in start-year dollars is added to lifetimeTax[trial] (when given); returns the index of the first year with an
 * unfunded shortfall, -1 when none. runYear's year without the record, fused into the loop's body over the balances:
 * the ledger's flows run once on the real balances and no ledger-year or settler object stands in between. In a
 * Roth conversion year the flows before the conversion run on a copy of the balances, from which `work.conversion`
 * (TrialSettler, conversionYear.ts) settles each amount the conversion search tries; the end of the year (settle,
 * growth, cost basis) is the same for every year. The loop over years is inside (not one call a year), so the plan's
 * arrays are loaded once a trial. Every figure is computed from the same operands in the same order as runYear, so
 * the results are the same to the bit (the paths hash test; the zero-volatility test against the recorded run).
 */
export function runTrialYears(
  s: PlanSchedule, b: Float64Array, basis: Float64Array, all: Float64Array, rec: LedgerRecord, balanceStart: Float64Array,
  gainShare: Float64Array, yearRates: Float64Array, work: YearWork, netWorth: Float64Array, row: number,
  lifetimeTax: Float64Array | null, trial: number,
): number {
  const years = s.years;
  const n = years.length;
  const A = b.length;
  const layout = s.layout;
  const yieldRate = s.yieldRate;
  const cashYield = s.cashYield;
  const yieldAccounts = s.yieldAccounts;
  const gainAccounts = s.gainAccounts;
  const inflationFactor = s.ctx.inflationFactor;
  const accountRow = s.portfolios.accountRow;
  const R = s.portfolios.rowReturns.length;
  const settler = work.conversion;
  if (work.agi.length < n) work.agi = new Float64Array(n);
  const agi = work.agi;
  // The first eight accounts' portfolio rows in locals: the growth below is written out for them (a loop over
  // typed arrays re-checks each array's map, data pointer and bounds at every step, about 50 instructions an
  // account; written out, the checks are made once a year).
  const q0 = A > 0 ? accountRow[0] : 0;
  const q1 = A > 1 ? accountRow[1] : 0;
  const q2 = A > 2 ? accountRow[2] : 0;
  const q3 = A > 3 ? accountRow[3] : 0;
  const q4 = A > 4 ? accountRow[4] : 0;
  const q5 = A > 5 ? accountRow[5] : 0;
  const q6 = A > 6 ? accountRow[6] : 0;
  const q7 = A > 7 ? accountRow[7] : 0;
  // The first two yield accounts' and gain-based accounts' indices and rates in locals, for the same reason: the
  // loops over them are written out for two (the rest, if any, in loops after them), and the gain-based accounts'
  // start balances are held in locals.
  const Y = yieldAccounts.length;
  const ya0 = Y > 0 ? yieldAccounts[0] : 0;
  const ya1 = Y > 1 ? yieldAccounts[1] : 0;
  const yc0 = Y > 0 && cashYield[ya0] !== 0;
  const yc1 = Y > 1 && cashYield[ya1] !== 0;
  const yr0 = Y > 0 ? yieldRate[ya0] : 0;
  const yr1 = Y > 1 ? yieldRate[ya1] : 0;
  const G = gainAccounts.length;
  const ga0 = G > 0 ? gainAccounts[0] : 0;
  const ga1 = G > 1 ? gainAccounts[1] : 0;
  const gc0 = G > 0 && cashYield[ga0] !== 0;
  const gc1 = G > 1 && cashYield[ga1] !== 0;
  const gr0 = G > 0 ? yieldRate[ga0] : 0;
  const gr1 = G > 1 ? yieldRate[ga1] : 0;
  // The withdrawal order, for the shortfall's withdrawals below.
  const order = layout.order;
  const category = layout.category;
  const O = order.length;
  let depleted = -1;
  for (let i = 0; i < n; i++) {
    const f = years[i];
    const t = f.tax;
    const base = f.base;
    const t0 = f.baseTax;
    const ss = base.socialSecurity;

    let yieldOrdinary = 0;
    let yieldGains = 0;
    // The yield accounts' balances (b is not written before the yields' tax below reads them again).
    const yb0 = Y > 0 ? b[ya0] : 0;
    const yb1 = Y > 1 ? b[ya1] : 0;
    if (Y > 0) {
      if (yc0) yieldOrdinary += yb0 * yr0;
      else yieldGains += yb0 * yr0;
    }
    if (Y > 1) {
      if (yc1) yieldOrdinary += yb1 * yr1;
      else yieldGains += yb1 * yr1;
    }
    for (let k = 2; k < Y; k++) {
      const a = yieldAccounts[k];
      if (cashYield[a]) yieldOrdinary += b[a] * yieldRate[a];
      else yieldGains += b[a] * yieldRate[a];
    }
    const portfolioIncome = yieldOrdinary + yieldGains;
    const withYield = setTaxIncome(work.withYield, base.wages, base.ordinary + yieldOrdinary, base.gains + yieldGains, ss, base.investment + yieldOrdinary + yieldGains, base.dividends + yieldGains);
    let rmdTotal = 0;
    const rmdDivisor = f.rmdDivisor;
    const rmdAccounts = f.rmdAccounts;
    // The year's first three RMD accounts written out, their indices, divisors and start balances in locals (b is
    // not written before the RMDs are taken below).
    const M = rmdAccounts.length;
    const rm0 = M > 0 ? rmdAccounts[0] : 0;
    const rm1 = M > 1 ? rmdAccounts[1] : 0;
    const rm2 = M > 2 ? rmdAccounts[2] : 0;
    const rd0 = M > 0 ? rmdDivisor[rm0] : 0;
    const rd1 = M > 1 ? rmdDivisor[rm1] : 0;
    const rd2 = M > 2 ? rmdDivisor[rm2] : 0;
    const rb0 = M > 0 ? b[rm0] : 0;
    const rb1 = M > 1 ? b[rm1] : 0;
    const rb2 = M > 2 ? b[rm2] : 0;
    if (M > 0) rmdTotal += rb0 / rd0;
    if (M > 1) rmdTotal += rb1 / rd1;
    if (M > 2) rmdTotal += rb2 / rd2;
    for (let k = 3; k < M; k++) {
      const a = rmdAccounts[k];
      rmdTotal += b[a] / rmdDivisor[a];
    }
    const withRmd = setTaxIncome(work.withRmd, base.wages, withYield.ordinary + rmdTotal, withYield.gains, ss, withYield.investment, withYield.dividends);
    const t1 = portfolioIncome > 0 && rmdTotal === 0 ? householdTax(t, withYield, work.t1, false) : t0;
    const t2 = rmdTotal > 0 ? householdTax(t, withRmd, work.t2, false) : t1;
    const yieldTaxRate = portfolioIncome > 0 ? ((rmdTotal > 0 ? t2.total : t1.total) - t0.total) / portfolioIncome : 0;

    let medicare = 0;
    if (f.medicareMonths > 0) {
      const irmaaMagi = i >= 2 ? agi[i - 2] : i === 1 ? agi[0] : s.years[0].baseTax.agi;
      const edges = f.irmaaEdges;
      let irmaaTier = 0;
      // The tiers' first five edges written out (a loop re-checks the array at every step).
      const E = edges.length;
      if (E > 0 && irmaaMagi > edges[0]) irmaaTier = 1;
      if (E > 1 && irmaaMagi > edges[1]) irmaaTier = 2;
      if (E > 2 && irmaaMagi > edges[2]) irmaaTier = 3;
      if (E > 3 && irmaaMagi > edges[3]) irmaaTier = 4;
      if (E > 4 && irmaaMagi > edges[4]) irmaaTier = 5;
      for (let k = 5; k < E; k++) if (irmaaMagi > edges[k]) irmaaTier = k + 1;
      const irmaa = irmaaTier > 0 ? f.medicareMonths * f.irmaaSurcharge[irmaaTier - 1] : 0;
      medicare = f.medicareMonths * f.medicareMonthly + irmaa;
    }
    const rmdTaxRate = rmdTotal > 0 ? (t2.total - (portfolioIncome > 0 ? t2.total : t1.total)) / rmdTotal : 0;

    // The gain-based accounts' start balances, and their withdrawals and surplus of the year cleared (only
    // settle writes them, and only the cost basis below reads them).
    const withdrawal = rec.withdrawal;
    const surplus = rec.surplus;
    const bs0 = G > 0 ? b[ga0] : 0;
    const bs1 = G > 1 ? b[ga1] : 0;
    if (G > 0) {
      withdrawal[ga0] = 0;
      surplus[ga0] = 0;
    }
    if (G > 1) {
      withdrawal[ga1] = 0;
      surplus[ga1] = 0;
    }
    for (let k = 2; k < G; k++) {
      const a = gainAccounts[k];
      balanceStart[a] = b[a];
      withdrawal[a] = 0;
      surplus[a] = 0;
    }
    // The ledger's flows before the conversion (preFlows' yields' tax and RMDs): on the real balances, or in a
    // conversion year on the settler's copy (its settlements for each amount start from there).
    const converting = f.converting;
    const pre = converting ? settler.pre : b;
    if (converting) copyBalances(pre, b, A);
    let need = f.baseNeed + medicare;
    let yieldTax = 0;
    if (Y > 0) yieldTax += yb0 * (yr0 * yieldTaxRate);
    if (Y > 1) yieldTax += yb1 * (yr1 * yieldTaxRate);
    for (let k = 2; k < Y; k++) {
      const a = yieldAccounts[k];
      yieldTax += b[a] * (yieldRate[a] * yieldTaxRate);
    }
    need += yieldTax;
    let rmdPaid = 0;
    // pre[a] is still the start balance b[a] here (pre is b, or its copy).
    if (M > 0 && rb0 > 0) {
      const r = rb0 / rd0;
      pre[rm0] = rb0 - r;
      rmdPaid += r;
    }
    if (M > 1 && rb1 > 0) {
      const r = rb1 / rd1;
      pre[rm1] = rb1 - r;
      rmdPaid += r;
    }
    if (M > 2 && rb2 > 0) {
      const r = rb2 / rd2;
      pre[rm2] = rb2 - r;
      rmdPaid += r;
    }
    for (let k = 3; k < M; k++) {
      const a = rmdAccounts[k];
      const d = rmdDivisor[a];
      if (pre[a] > 0) {
        const r = pre[a] / d;
        pre[a] -= r;
        rmdPaid += r;
      }
    }
    need += rmdPaid * rmdTaxRate - rmdPaid;
    let rates = yearRates;
    let taxBefore: number;
    if (converting) {
      // The conversion search's settlements (conversionYear.ts); b ends with the final one's flows.
      const needSlot = settler.need;
      needSlot[0] = need;
      settler.settle(s, i, b, basis, withRmd, t2);
      need = needSlot[0];
      rates = settler.rates;
      agi[i] = settler.agi;
      taxBefore = settler.tax;
    } else {
      // The settlement without a conversion: its income is withRmd's (the settler's ordinary + 0 is the same number:
      // a sum that starts from +0 is never -0) and its tax t2. The ledger's `need += converted * conversionTaxRate`
      // with nothing converted: adding +0 keeps a -0 `need` as the ledger has it (+0), so the figures stay bit-identical.
      need += 0;
      need += payGoalsAndContributions(f, b);
      if (need <= 0) {
        // fitWithdrawalRates would return t2 at once (no gross-up): the year's rates and gain shares are then
        // not read (only the withdrawals below read them, and a surplus withdraws nothing).
        agi[i] = t2.agi;
      } else {
        const contributions = f.contributions;
        if (G > 0) gainShare[ga0] = b[ga0] > 0 ? Math.max(0, 1 - (basis[ga0] + contributions[ga0]) / b[ga0]) : 0;
        if (G > 1) gainShare[ga1] = b[ga1] > 0 ? Math.max(0, 1 - (basis[ga1] + contributions[ga1]) / b[ga1]) : 0;
        for (let k = 2; k < G; k++) {
          const a = gainAccounts[k];
          gainShare[a] = b[a] > 0 ? Math.max(0, 1 - (basis[a] + contributions[a]) / b[a]) : 0;
        }
        const fitScratch = work.fit;
        fitScratch.need[0] = need;
        const fit = fitWithdrawalRates(t, withRmd, t2, fitScratch.need, b, gainShare, rates, layout, s.annuity, fitScratch);
        agi[i] = fit.tax.agi;
      }
      taxBefore = t2.total;
    }

    // The end of the year (runYear's settle, grow and cost basis): the surplus saved, or the shortfall withdrawn in
    // order (inline), pro rata through settle.
    let unmet = 0;
    let withdrawalTax = 0;
    if (need <= 0) {
      b[layout.savingsIndex] -= need;
      surplus[layout.savingsIndex] = -need;
    } else if (layout.proRata) {
      rec.withdrawalTax = 0;
      unmet = settle(b, need, rates, layout, rec);
      withdrawalTax = rec.withdrawalTax;
    } else {
      for (let k = 0; k < O; k++) {
        const a = order[k];
        const balance = b[a];
        if (balance <= 0) continue;
        const rate = rates[category[a]];
        const net = 1 - rate;
        const gross = need / net;
        if (gross <= balance) {
          b[a] = balance - gross;
          withdrawalTax += gross * rate;
          withdrawal[a] += gross;
          need = 0;
          break;
        }
        b[a] = 0;
        withdrawalTax += balance * rate;
        need -= balance * net;
        withdrawal[a] += balance;
      }
      unmet = need;
    }
    // Growth, and the year-end net worth summed in the same order (real assets less debts, then each account).
    const returnsAt = i * R;
    let total = f.nonFinancial;
    if (A > 0) {
      const v = b[0];
      const grown = v + v * all[returnsAt + q0];
      b[0] = grown;
      total += grown;
    }
    if (A > 1) {
      const v = b[1];
      const grown = v + v * all[returnsAt + q1];
      b[1] = grown;
      total += grown;
    }
    if (A > 2) {
      const v = b[2];
      const grown = v + v * all[returnsAt + q2];
      b[2] = grown;
      total += grown;
    }
    if (A > 3) {
      const v = b[3];
      const grown = v + v * all[returnsAt + q3];
      b[3] = grown;
      total += grown;
    }
    if (A > 4) {
      const v = b[4];
      const grown = v + v * all[returnsAt + q4];
      b[4] = grown;
      total += grown;
    }
    if (A > 5) {
      const v = b[5];
      const grown = v + v * all[returnsAt + q5];
      b[5] = grown;
      total += grown;
    }
    if (A > 6) {
      const v = b[6];
      const grown = v + v * all[returnsAt + q6];
      b[6] = grown;
      total += grown;
    }
    if (A > 7) {
      const v = b[7];
      const grown = v + v * all[returnsAt + q7];
      b[7] = grown;
      total += grown;
    }
    for (let a = 8; a < A; a++) {
      const grown = b[a] + b[a] * all[returnsAt + accountRow[a]];
      b[a] = grown;
      total += grown;
    }
    netWorth[row + i] = total;
    work.taxPaid = taxBefore + withdrawalTax;
    const contributions = f.contributions;
    // (Each figure read once into a local: the same operations as the loop's below.)
    if (G > 0) {
      const c = contributions[ga0];
      const before = bs0 + c;
      const w = withdrawal[ga0];
      let v = basis[ga0] + c;
      if (w > 0 && before > 0) v *= 1 - Math.min(1, w / before);
      v += surplus[ga0] + (gc0 ? 0 : bs0 * gr0);
      basis[ga0] = v;
    }
    if (G > 1) {
      const c = contributions[ga1];
      const before = bs1 + c;
      const w = withdrawal[ga1];
      let v = basis[ga1] + c;
      if (w > 0 && before > 0) v *= 1 - Math.min(1, w / before);
      v += surplus[ga1] + (gc1 ? 0 : bs1 * gr1);
      basis[ga1] = v;
    }
    for (let k = 2; k < G; k++) {
      const a = gainAccounts[k];
      const before = balanceStart[a] + contributions[a];
      basis[a] += contributions[a];
      if (withdrawal[a] > 0 && before > 0) basis[a] *= 1 - Math.min(1, withdrawal[a] / before);
      basis[a] += surplus[a] + (cashYield[a] ? 0 : balanceStart[a] * yieldRate[a]);
    }
    if (unmet > 0.005 && depleted < 0) depleted = i;
    if (lifetimeTax !== null) lifetimeTax[trial] += work.taxPaid / inflationFactor[i];
  }
  return depleted;
}
