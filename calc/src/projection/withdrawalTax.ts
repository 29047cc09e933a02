import { householdTax as householdTaxImport, newTaxResult, roomInBracket, setTaxIncome as setTaxIncomeImport, taxIncome as taxIncomeImport, type TaxIncome, type TaxResult, type TaxYear } from './householdTax';
import { DEFERRED, TAXABLE, type LedgerLayout } from './ledger';

/**
 * Taxes of withdrawals and conversions in the deterministic run: the per-category withdrawal tax rates the
 * ledger grosses up with, and the Roth conversion that fills a bracket.
 */

const MAX_RATE = 0.95;
/** Where the conversion search aims, relative to the bracket top (it accepts the dollar below the top). */
const AIM = -0.5;
// Local copies: hot loops read them without a module-binding lookup.
const TAXABLE_ = TAXABLE;
// The walk compares categories with the literals 1 and 2 (a module constant is loaded and checked at every use).
if (TAXABLE !== 1 || DEFERRED !== 2) throw new Error('ledger categories: taxable 1, tax-deferred 2');
const householdTax = householdTaxImport;
const taxIncome = taxIncomeImport;
const setTaxIncome = setTaxIncomeImport;
const DEFERRED_ = DEFERRED;

export interface Settled {
  fit: { tax: TaxResult; income: TaxIncome };
}

/** Ordinary income (AGI less gains) beyond the deductions: negative while deductions are left over. */
const ordinaryBeyondDeductions = (r: Settled): number => r.fit.tax.agi - Math.max(0, r.fit.income.gains) - r.fit.tax.deductions;

const ordinaryTaxable = (r: Settled): number => r.fit.tax.taxableIncome - Math.min(r.fit.income.gains, r.fit.tax.taxableIncome);

/**
 * Slope of ordinary taxable income in the conversion found by the last search (each converted dollar adds a
 * dollar, plus the withdrawals that pay its tax). Reset at the start of every run and trial
 * (resetConversionHint), so that figures never depend on what ran before. One element of a typed array: a
 * module-level number would be boxed on every write.
 */
const hint = new Float64Array([1]);

export function resetConversionHint(): void {
  hint[0] = 1;
}

/**
 * Largest Roth conversion keeping the year's ordinary taxable income, after the withdrawals the conversion's tax
 * itself requires, within the federal bracket taxed at `rate`. Taxable income is increasing and piecewise linear
 * in the conversion: Newton steps with the last search's slope, then secant steps (after the first, aimed half a
 * dollar below the top) kept inside the bracketing interval, end within the dollar below the top in two or three
 * settlements.
 */
export function conversionToFill(t: TaxYear, withoutConversion: Settled, settler: { run(amount: number): Settled; keep(): void }, rate: number, available: number): number {
  const io = CONVERSION_IO;
  io[0] = available;
  io[1] = rate;
  conversionToFillIn(t, withoutConversion, settler, io);
  return io[0];
}

/** The recorded run's arguments and answer of conversionToFillIn. */
const CONVERSION_IO = new Float64Array(2);

/**
 * conversionToFill with its numbers in `io` (issue 32: the trials' conversion years): the amount available in io[0]
 * and the bracket's rate in io[1]; the amount to convert comes out in io[0]. Numbers passed to or returned from a
 * call V8 does not inline are heap allocations.
 */
export function conversionToFillIn(t: TaxYear, withoutConversion: Settled, settler: { run(amount: number): Settled; keep(): void }, io: Float64Array): void {
  const available = io[0];
  const rate = io[1];
  const without = withoutConversion.fit.tax;
  const current = ordinaryTaxable(withoutConversion);
  // The 0% "bracket": ordinary income up to the deductions (measured below zero, where taxable income is clamped).
  const zero = rate === 0;
  const room = zero ? 0 : roomInBracket(t, current, rate);
  if ((zero ? current > 0 : room <= 0) || available <= 0) {
    io[0] = 0;
    return;
  }
  const top = current + room;
  // Unused deductions absorb the first dollars converted; each further dollar adds at least a dollar.
  const unused = zero ? Math.max(0, -ordinaryBeyondDeductions(withoutConversion)) : Math.max(0, without.deductions - without.agi);
  let lo = 0;
  let hi = available;
  let hiKnown = false;
  // The first step aims at the top itself: where each dollar adds a dollar it lands exactly there.
  let x = Math.min(available, unused + room / hint[0]);
  let px = Number.NaN;
  let pg = 0;
  for (let k = 0; k < 40; k++) {
    const settled = settler.run(x);
    const g = zero ? ordinaryBeyondDeductions(settled) : ordinaryTaxable(settled) - top;
    if (g <= 0) {
      settler.keep();
      lo = x;
      if (g > -1 || x >= available) {
        io[0] = x;
        return;
      }
    } else {
      hi = x;
      hiKnown = true;
    }
    if (hi - lo <= 0.01) break;
    let next: number;
    if (!Number.isNaN(px) && g !== pg) {
      const slope = (g - pg) / (x - px);
      if (slope > 0) hint[0] = slope;
      next = x + (AIM - g) / slope;
    } else next = x + (AIM - g) / hint[0];
    if (!(next > lo && next < hi)) next = hiKnown ? (lo + hi) / 2 : hi;
    px = x;
    pg = g;
    x = next;
  }
  io[0] = lo;
}

/**
 * Objects a trial's gross-up overwrites instead of allocating (the trials keep no year's tax; the recorded run
 * passes none and keeps fresh objects).
 */
export interface FitScratch {
  income: TaxIncome;
  result: TaxResult;
  out: { tax: TaxResult; income: TaxIncome };
  /** The need the trials pass to fitWithdrawalRates (one slot). */
  need: Float64Array;
}

export function newFitScratch(): FitScratch {
  const income = taxIncome(0, 0, 0, 0, 0, 0);
  const result = newTaxResult();
  return { income, result, out: { tax: result, income }, need: new Float64Array(1) };
}

/**
 * Withdrawals grossed up for their own tax. Taking G gross dollars drains the accounts in withdrawal order, so the
 * year's extra tax E(G) is a piecewise-linear increasing function of G with slope below 1; the G that nets the
 * need (G - E(G) = need) is found by a safeguarded secant in a few tax computations. The extra tax is then
 * shared between categories by their taxable amounts (full amount for tax-deferred, the gain share for taxable
 * and annuity accounts) as the per-category rates the ledger grosses up with.
 *
 * One loop evaluates every G (issue 32: the evaluation was a function of its own, called two or three times a
 * gross-up with seven arguments to check): the first guess (the need itself, `phase` 0), the secant's steps (1),
 * and, when the 60 steps run out, the best G again (2). Each evaluation drains G in withdrawal order, taxes the
 * incomes it adds and gives G - E(G): the same operations in the same order as before, so the same figures.
 * The need to net is needIn[0].
 */
export function fitWithdrawalRates(
  t: TaxYear, inc: TaxIncome, before: TaxResult, needIn: Float64Array, afterPre: Float64Array, gainShare: Float64Array,
  rates: Float64Array, layout: LedgerLayout, annuity: Uint8Array, fitScratch: FitScratch | null = null,
): { tax: TaxResult; income: TaxIncome } {
  // The need comes in needIn[0]: a number passed to a call V8 does not inline is a heap allocation (issue 32).
  const need = needIn[0];
  rates[0] = 0;
  rates[1] = 0;
  rates[2] = 0;
  rates[3] = 0;
  if (need <= 0) return answer(fitScratch, before, inc);
  const order = layout.order;
  const category = layout.category;
  const proRata = layout.proRata;
  // The loops run to a local count (order.length in the condition is re-read and re-checked at every step).
  const count = order.length;
  let available = 0;
  // The walks start at the first account with money and end after the last (the others are skipped anyway).
  let first = 0;
  let last = 0;
  for (let k = 0; k < count; k++) {
    const balance = afterPre[order[k]];
    if (balance > 0) {
      available += balance;
      if (last === 0) first = k;
      last = k + 1;
    }
  }
  let lo = Math.min(need, available);
  let hi = available;
  let fLo = 0;
  let fHi = Number.NaN;
  let G = lo;
  let x = lo;
  let px = lo;
  let pf = 0;
  let iter = 0;
  let phase = 0;
  // The last evaluation's tax and incomes, the ordinary income and gains it added and its gross amounts from
  // taxable and tax-deferred accounts.
  let result = before;
  let income = inc;
  let lastOrdinary = 0;
  let lastGains = 0;
  let lastTaxable = 0;
  let lastDeferred = 0;
  // What the evaluations add to, read once (the tax computations between them would make V8 read them again).
  const baseOrdinary = inc.ordinary;
  const baseGains = inc.gains;
  const baseInvestment = inc.investment;
  const beforeTotal = before.total;
  if (fitScratch !== null) setTaxIncome(fitScratch.income, inc.wages, baseOrdinary, baseGains, inc.socialSecurity, baseInvestment, inc.dividends);
  for (;;) {
    // Net of tax of x gross dollars drained in withdrawal order: x - E(x).
    let addOrdinary = 0;
    let addGains = 0;
    // Realized gains and the gain part of annuity withdrawals are net investment income; IRA money is not.
    let addInvestment = 0;
    let grossTaxable = 0;
    let grossDeferred = 0;
    let left = x;
    // Pro rata: the same share of every account (left is then unused).
    const share = proRata ? (available > 0 ? Math.min(1, x / available) : 0) : 0;
    for (let k = first; k < last && left > 0; k++) {
      const a = order[k];
      const balance = afterPre[a];
      if (balance <= 0) continue;
      let w: number;
      if (share !== 0) w = balance * share;
      else {
        w = left < balance ? left : balance;
        left -= w;
      }
      // Taxable (1): the gain share is a realized gain; tax-deferred (2): an annuity's gain share, else all of it, is
      // ordinary income.
      const c = category[a];
      if (c === 1) {
        grossTaxable += w;
        const gain = w * gainShare[a];
        addGains += gain;
        addInvestment += gain;
      } else if (c === 2) {
        grossDeferred += w;
        if (annuity[a]) {
          const gain = w * gainShare[a];
          addOrdinary += gain;
          addInvestment += gain;
        } else addOrdinary += w;
      }
    }
    lastOrdinary = addOrdinary;
    lastGains = addGains;
    lastTaxable = grossTaxable;
    lastDeferred = grossDeferred;
    let net: number;
    if (addOrdinary === 0 && addGains === 0) {
      result = before;
      income = inc;
      net = x;
    } else {
      const sc = fitScratch;
      if (sc !== null) {
        // The scratch incomes' wages, benefits and dividends were set before the loop.
        income = sc.income;
        income.ordinary = baseOrdinary + addOrdinary;
        income.gains = baseGains + addGains;
        income.investment = baseInvestment + addInvestment;
        result = householdTax(t, income, sc.result, false);
      } else {
        income = taxIncome(inc.wages, baseOrdinary + addOrdinary, baseGains + addGains, inc.socialSecurity, baseInvestment + addInvestment, inc.dividends);
        result = householdTax(t, income, newTaxResult(), true);
      }
      net = x - (result.total - beforeTotal);
    }
    if (phase === 0) {
      fLo = net - need;
      if (!(fLo < 0 && lo < available)) break;
      // First step: gross the shortfall up at the average rate of the first guess.
      const rate = Math.min(MAX_RATE, 1 - (fLo + need) / lo);
      x = Math.min(hi, need / (1 - rate));
      px = lo;
      pf = fLo;
      phase = 1;
      continue;
    }
    if (phase === 2) break;
    const f = net - need;
    G = x;
    if (Math.abs(f) < 1e-8) break;
    if (f < 0) {
      lo = x;
      fLo = f;
    } else {
      hi = x;
      fHi = f;
    }
    if (lo >= available) break;
    // Secant through the last two points (exact once both lie on one linear piece), kept inside the bracket.
    let next = x - (f * (x - px)) / (f - pf);
    if (!(next > lo && next < hi)) next = Number.isNaN(fHi) ? Math.min(available, lo + (lo - px) * 2 + 1) : (lo + hi) / 2;
    px = x;
    pf = f;
    x = next;
    if (++iter === 60) {
      if (G === x) break;
      x = G;
      phase = 2;
    }
  }
  // Per-category rates that make the ledger's settle take these withdrawals and pay exactly the extra tax (the
  // last evaluation was of G: its walk through the withdrawal order left the gross amounts by category).
  const extra = result.total - beforeTotal;
  const taxableAmount = lastOrdinary + lastGains;
  if (lastTaxable > 0 && taxableAmount > 0) rates[TAXABLE_] = Math.min(MAX_RATE, (extra * (lastGains / taxableAmount)) / lastTaxable);
  if (lastDeferred > 0 && taxableAmount > 0) rates[DEFERRED_] = Math.min(MAX_RATE, (extra * (lastOrdinary / taxableAmount)) / lastDeferred);
  return answer(fitScratch, result, income);
}

function answer(sc: FitScratch | null, tax: TaxResult, income: TaxIncome): { tax: TaxResult; income: TaxIncome } {
  if (sc === null) return { tax, income };
  sc.out.tax = tax;
  sc.out.income = income;
  return sc.out;
}
