import { householdTax as householdTaxImport, newTaxResult, setTaxIncome as setTaxIncomeImport, taxIncome, type TaxIncome, type TaxResult } from './householdTax';
import type { PlanSchedule, YearFixed } from './schedule';
import { conversionToFillIn as conversionToFillImport, fitWithdrawalRates as fitImport, newFitScratch, type FitScratch, type Settled } from './withdrawalTax';

// Module-local bindings: the trials call these without a cross-module lookup.
const householdTax = householdTaxImport;
const setTaxIncome = setTaxIncomeImport;
const fitWithdrawalRates = fitImport;
const conversionToFillIn = conversionToFillImport;

/** What a conversion search needs of a year's settlement for a conversion amount. */
export interface ConversionSettler {
  /** Settles the year for `amount` converted: its tax, then the withdrawals grossed up for their own tax. */
  run(amount: number): Settled;
  /** Keeps the last settlement: the search's best amount so far, restored by `final` without settling again. */
  keep(): void;
}

/**
 * A conversion kept below the next IRMAA tier: when converting `amount` lifts the year's MAGI (AGI) over a tier
 * edge that the income without it stays within, the largest conversion whose AGI (with the withdrawals paying its
 * tax) stays a dollar within that edge. AGI rises with the conversion, piecewise linearly: secant steps inside
 * the bracketing interval, bisection when a step would leave it.
 */
export function conversionBelowTier(edges: readonly number[], agiWithout: number, settler: ConversionSettler, amount: number): number {
  let limit = Infinity;
  for (let k = 0; k < edges.length; k++) {
    if (edges[k] >= agiWithout) {
      limit = edges[k] - 1;
      break;
    }
  }
  if (limit === Infinity) return amount;
  let hi = amount;
  let fHi = settler.run(hi).fit.tax.agi - limit;
  if (fHi <= 0) {
    settler.keep();
    return amount;
  }
  let lo = 0;
  let fLo = agiWithout - limit;
  if (fLo > 0) return 0;
  for (let k = 0; k < 40 && hi - lo > 0.5; k++) {
    let x = lo - (fLo * (hi - lo)) / (fHi - fLo);
    if (!(x > lo && x < hi)) x = (lo + hi) / 2;
    const f = settler.run(x).fit.tax.agi - limit;
    if (f <= 0) {
      settler.keep();
      lo = x;
      fLo = f;
      if (f > -1) break;
    } else {
      hi = x;
      fHi = f;
    }
  }
  return lo;
}

// Slots of TrialSettler's numbers (one Float64Array: a number field written in a loop would be boxed).
const NEED_BEFORE = 0;
const LAST_AMOUNT = 1;
const LAST_NEED = 2;
const RATE = 3;
const AMOUNT = 4;
const KEPT_AMOUNT = 5;
const KEPT_RATE = 6;
/** The need after `flows` (its result). */
const FLOW_NEED = 7;

/**
 * A trial's Roth conversion year (issue 32): runYear's settlements without the ledger-year object, the record or
 * the generic ledger functions. The trial's year loop (runTrialYears) has run the flows before the conversion (the
 * yields' tax and the RMDs) once, on a copy of the start balances (`pre`, with the need so far); each settlement
 * then copies `pre`, converts, pays the education goals and contributions, and grosses the withdrawals up, as the
 * ledger's preFlows and YearSettler.run do, on the same operands in the same order (the same figures to the bit).
 *
 * As in the settler it replaces, `keep` saves the amount, the conversion tax rate and the withdrawal rates of the
 * last settlement but not its tax figures: the year's AGI and tax read at the end (and the AGI the IRMAA cap starts
 * from) are those of the search's last settlement, as the trials have always read them.
 */
export class TrialSettler implements ConversionSettler {
  /** The balances after the flows before the conversion, and the balances after the last settlement's flows. */
  readonly pre: Float64Array;
  readonly afterPre: Float64Array;
  readonly gainShare: Float64Array;
  /** The withdrawal tax rates by category (cash, taxable, deferred, Roth) the final settlement grosses up with. */
  readonly rates: Float64Array;
  /** The need into and out of `settle` (one slot). */
  readonly need: Float64Array;
  private readonly keptRates: Float64Array;
  private readonly v: Float64Array;
  private readonly io: Float64Array;
  private readonly income: TaxIncome;
  private readonly t3: TaxResult;
  private readonly fit: FitScratch;
  /** The settlement every run returns (its figures are the last run's). */
  private readonly settled: Settled;
  /** The tax with the conversion of the last settlement (the tax without it when nothing was converted). */
  private lastT3: TaxResult;
  private s: PlanSchedule | null;
  private f: YearFixed | null;
  private basis: Float64Array;
  private withRmd: TaxIncome;
  private t2: TaxResult;

  constructor(accounts: number) {
    this.pre = new Float64Array(accounts);
    this.afterPre = new Float64Array(accounts);
    this.gainShare = new Float64Array(accounts);
    this.rates = new Float64Array(4);
    this.need = new Float64Array(1);
    this.keptRates = new Float64Array(4);
    this.v = new Float64Array(8);
    this.io = new Float64Array(2);
    this.income = taxIncome(0, 0, 0, 0, 0, 0);
    this.t3 = newTaxResult();
    this.fit = newFitScratch();
    this.settled = { fit: this.fit.out };
    this.lastT3 = this.t3;
    this.s = null;
    this.f = null;
    this.basis = this.pre;
    this.withRmd = this.income;
    this.t2 = this.t3;
  }

  /**
   * Settles year `i` of a trial: `b` holds the start balances (unchanged until the end), `pre` the balances after
   * the flows before the conversion and `needBefore` the need so far, `withRmd` and `t2` the income and tax before
   * the conversion. The conversion search runs; `b` ends with the balances after the final settlement's flows,
   * `rates` with its withdrawal rates. The need goes in and comes out in need[0] (the need so far, then the final
   * settlement's): a number passed to or returned from this call would be a heap allocation, and the trial's need,
   * merged with one, would be boxed at every step of its year loop (issue 32). `agi` and `tax` (below) are then the
   * year's.
   */
  settle(s: PlanSchedule, i: number, b: Float64Array, basis: Float64Array, withRmd: TaxIncome, t2: TaxResult): void {
    const f = s.years[i];
    this.s = s;
    this.f = f;
    this.basis = basis;
    this.withRmd = withRmd;
    this.t2 = t2;
    const v = this.v;
    v[NEED_BEFORE] = this.need[0];
    v[KEPT_AMOUNT] = Number.NaN;
    v[LAST_AMOUNT] = Number.NaN;
    const settled = this.run(0);
    // The conversion search starts from the settlement without a conversion (kept for the end).
    this.keep();
    const from = s.layout.conversionFrom;
    const rmdDivisor = f.rmdDivisor;
    let available = 0;
    for (let k = 0; k < from.length; k++) {
      const a = from[k];
      available += b[a] - (rmdDivisor[a] > 0 ? b[a] / rmdDivisor[a] : 0);
    }
    // The search's numbers in and out through `io` (a number argument or result would be a heap allocation).
    const io = this.io;
    io[0] = Math.max(0, available);
    io[1] = s.conversionRate;
    conversionToFillIn(f.tax, settled, this, io);
    let amount = io[0];
    if (f.irmaaCapEdges !== null && amount > 0) amount = conversionBelowTier(f.irmaaCapEdges, settled.fit.tax.agi, this, amount);
    // The final settlement: the kept one when it is for that amount (its rates restored), else settled again.
    if (v[KEPT_AMOUNT] === amount) {
      v[AMOUNT] = amount;
      v[RATE] = v[KEPT_RATE];
      const rates = this.rates;
      const kept = this.keptRates;
      rates[0] = kept[0];
      rates[1] = kept[1];
      rates[2] = kept[2];
      rates[3] = kept[3];
    } else this.run(amount);
    // The final flows on the real balances: the last settlement's when it was for that amount, else again.
    const A = b.length;
    if (v[LAST_AMOUNT] === v[AMOUNT]) {
      copyBalances(b, this.afterPre, A);
      this.need[0] = v[LAST_NEED];
      return;
    }
    copyBalances(b, this.pre, A);
    this.flows(b);
    this.need[0] = v[FLOW_NEED];
  }

  /** The year's AGI and income tax with the conversion (as read after `settle`: the last settlement's). */
  get agi(): number {
    return this.settled.fit.tax.agi;
  }

  get tax(): number {
    return this.lastT3.total;
  }

  run(x: number): Settled {
    const { withRmd, t2, v } = this;
    const s = this.s!;
    const f = this.f!;
    const inc = setTaxIncome(this.income, withRmd.wages, withRmd.ordinary + x, withRmd.gains, withRmd.socialSecurity, withRmd.investment, withRmd.dividends);
    const t3 = x > 0 ? householdTax(f.tax, inc, this.t3, false) : t2;
    this.lastT3 = t3;
    const rate = x > 0 ? (t3.total - t2.total) / x : 0;
    v[AMOUNT] = x;
    v[RATE] = rate;
    const afterPre = this.afterPre;
    copyBalances(afterPre, this.pre, afterPre.length);
    this.flows(afterPre);
    const need = v[FLOW_NEED];
    v[LAST_AMOUNT] = x;
    v[LAST_NEED] = need;
    // Only gain-based accounts have a gain share (the others' entries stay 0).
    const gainAccounts = s.gainAccounts;
    const gainShare = this.gainShare;
    const basis = this.basis;
    const contributions = f.contributions;
    for (let k = 0; k < gainAccounts.length; k++) {
      const a = gainAccounts[k];
      gainShare[a] = afterPre[a] > 0 ? Math.max(0, 1 - (basis[a] + contributions[a]) / afterPre[a]) : 0;
    }
    const fit = this.fit;
    fit.need[0] = need;
    fitWithdrawalRates(f.tax, inc, t3, fit.need, afterPre, gainShare, this.rates, s.layout, s.annuity, fit);
    return this.settled;
  }

  keep(): void {
    const v = this.v;
    v[KEPT_AMOUNT] = v[AMOUNT];
    v[KEPT_RATE] = v[RATE];
    const rates = this.rates;
    const kept = this.keptRates;
    kept[0] = rates[0];
    kept[1] = rates[1];
    kept[2] = rates[2];
    kept[3] = rates[3];
  }

  /**
   * The ledger's flows from the conversion on (preFlows after the RMDs) on `b`, which holds `pre`: `x` converted
   * at tax rate `rate`, the education goals, the contributions. `x` and `rate` are read from the AMOUNT and RATE
   * slots and the need goes to the FLOW_NEED slot (number arguments and results would be heap allocations).
   */
  private flows(b: Float64Array): void {
    const layout = this.s!.layout;
    const f = this.f!;
    const v = this.v;
    const x = v[AMOUNT];
    const rate = v[RATE];
    let need = v[NEED_BEFORE];
    let converted = 0;
    if (x > 0 && layout.rothIndex >= 0) {
      const from = layout.conversionFrom;
      let left = x;
      for (let k = 0; k < from.length && left > 0; k++) {
        const a = from[k];
        const take = b[a] < left ? b[a] : left;
        if (take <= 0) continue;
        b[a] -= take;
        left -= take;
      }
      converted = x - left;
      b[layout.rothIndex] += converted;
    }
    need += converted * rate;
    need += payGoalsAndContributions(f, b);
    v[FLOW_NEED] = need;
  }
}

/**
 * to[0 .. A - 1] = from[0 .. A - 1], the first eight written out (a loop over typed arrays re-checks both arrays' maps,
 * data pointers and bounds at every step; small enough for V8 to inline it). The trials' fused years copy their
 * balances for a conversion year's search with it too.
 */
export function copyBalances(to: Float64Array, from: Float64Array, A: number): void {
  if (A > 0) to[0] = from[0];
  if (A > 1) to[1] = from[1];
  if (A > 2) to[2] = from[2];
  if (A > 3) to[3] = from[3];
  if (A > 4) to[4] = from[4];
  if (A > 5) to[5] = from[5];
  if (A > 6) to[6] = from[6];
  if (A > 7) to[7] = from[7];
  for (let a = 8; a < A; a++) to[a] = from[a];
}

/**
 * A trial year's education goals paid from their accounts (the shortfall, returned, adds to the year's need) and
 * the year's contributions added: the same steps in the fused years (`runTrialYears`) and the conversion years.
 */
export function payGoalsAndContributions(f: YearFixed, b: Float64Array): number {
  const education = f.education;
  let educationShortfall = 0;
  for (let g = 0; g < education.length; g++) {
    const goal = education[g];
    let left = goal.cost;
    for (let k = 0; k < goal.accounts.length && left > 0; k++) {
      const a = goal.accounts[k];
      const take = b[a] < left ? b[a] : left;
      if (take <= 0) continue;
      b[a] -= take;
      left -= take;
    }
    educationShortfall += left;
  }
  const contributions = f.contributions;
  const contributionAccounts = f.contributionAccounts;
  // The first four written out (the typed arrays' checks once, not at every step of a loop).
  const C = contributionAccounts.length;
  if (C > 0) {
    const a = contributionAccounts[0];
    b[a] += contributions[a];
  }
  if (C > 1) {
    const a = contributionAccounts[1];
    b[a] += contributions[a];
  }
  if (C > 2) {
    const a = contributionAccounts[2];
    b[a] += contributions[a];
  }
  if (C > 3) {
    const a = contributionAccounts[3];
    b[a] += contributions[a];
  }
  for (let k = 4; k < C; k++) {
    const a = contributionAccounts[k];
    b[a] += contributions[a];
  }
  return educationShortfall;
}
