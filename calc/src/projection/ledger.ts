/**
 * The balance ledger: how one year's flows move account balances. The deterministic projection and every
 * Monte Carlo trial run these same functions, so a trial with zero volatility reproduces the projection.
 * Order within a year (README): taxes on portfolio income, RMDs, Roth conversion, 529 withdrawals,
 * contributions, surplus saved or shortfall withdrawn in the withdrawal order (grossed up for tax), then growth.
 */

export const CASH = 0;
export const TAXABLE = 1;
export const DEFERRED = 2;
export const ROTH = 3;
/** 529 plans are only used for education. */
export const EDUCATION = -1;

export interface LedgerLayout {
  accounts: number;
  category: Int8Array;
  /** Account indices in withdrawal order (with `proRata`, the accounts drawn on together). */
  order: Int32Array;
  /** Withdrawals take the same share of every account in `order` (pro rata to balances). */
  proRata: boolean;
  /** Tax-deferred accounts that can be converted to Roth. */
  conversionFrom: Int32Array;
  rothIndex: number;
  savingsIndex: number;
}

export interface LedgerYear {
  /** Household outflows less inflows of everything not depending on balances, including taxes on that income. */
  baseNeed: number;
  /** Money added to each account (household and employer). */
  contributions: Float64Array;
  /** RMD divisor by account (0: none): the RMD is balance / divisor. */
  rmdDivisor: Float64Array;
  rmdTaxRate: number;
  /** Tax on portfolio income per dollar of start-of-year balance, by account. */
  yieldTaxPerDollar: Float64Array;
  conversion: number;
  conversionTaxRate: number;
  education: { cost: number; accounts: number[] }[];
  /** Tax per gross dollar withdrawn, by category (cash, taxable, deferred, Roth). */
  withdrawalTaxRate: Float64Array;
  /** Accounts with a yield tax, an RMD or a contribution this year (sparse loops for the trials). */
  yieldAccounts: Int32Array;
  rmdAccounts: Int32Array;
  contributionAccounts: Int32Array;
}

/** Fills the sparse index lists of a ledger year from its dense arrays. */
export function indexLedgerYear(y: LedgerYear): void {
  y.yieldAccounts = nonZero(y.yieldTaxPerDollar);
  y.rmdAccounts = nonZero(y.rmdDivisor);
  y.contributionAccounts = nonZero(y.contributions);
}

function nonZero(values: Float64Array): Int32Array {
  let count = 0;
  for (let a = 0; a < values.length; a++) if (values[a] !== 0) count++;
  const out = new Int32Array(count);
  for (let a = 0, k = 0; a < values.length; a++) if (values[a] !== 0) out[k++] = a;
  return out;
}

export interface LedgerRecord {
  rmd: Float64Array;
  conversionOut: Float64Array;
  conversionIn: Float64Array;
  education: Float64Array;
  contribution: Float64Array;
  surplus: Float64Array;
  withdrawal: Float64Array;
  growth: Float64Array;
  yieldTax: number;
  rmdTax: number;
  conversionTax: number;
  withdrawalTax: number;
  /** Education cost the 529 plans could not pay (joins the shortfall). */
  educationShortfall: number;
  /** Shortfall before withdrawals (negative: surplus). */
  need: number;
  unmet: number;
}

export function newRecord(accounts: number): LedgerRecord {
  const z = (): Float64Array => new Float64Array(accounts);
  return {
    rmd: z(), conversionOut: z(), conversionIn: z(), education: z(), contribution: z(), surplus: z(), withdrawal: z(), growth: z(),
    yieldTax: 0, rmdTax: 0, conversionTax: 0, withdrawalTax: 0, educationShortfall: 0, need: 0, unmet: 0,
  };
}

/** Flows before the shortfall / surplus step; returns the household need (negative: surplus). */
export function preFlows(b: Float64Array, y: LedgerYear, layout: LedgerLayout, rec: LedgerRecord | null): number {
  let need = y.baseNeed;
  let yieldTax = 0;
  const yieldAccounts = y.yieldAccounts;
  for (let k = 0; k < yieldAccounts.length; k++) {
    const a = yieldAccounts[k];
    yieldTax += b[a] * y.yieldTaxPerDollar[a];
  }
  need += yieldTax;

  let rmdTotal = 0;
  const rmdAccounts = y.rmdAccounts;
  for (let k = 0; k < rmdAccounts.length; k++) {
    const a = rmdAccounts[k];
    const d = y.rmdDivisor[a];
    if (b[a] > 0) {
      const r = b[a] / d;
      b[a] -= r;
      rmdTotal += r;
      if (rec) rec.rmd[a] = r;
    }
  }
  need += rmdTotal * y.rmdTaxRate - rmdTotal;

  let converted = 0;
  if (y.conversion > 0 && layout.rothIndex >= 0) {
    let left = y.conversion;
    for (let k = 0; k < layout.conversionFrom.length && left > 0; k++) {
      const a = layout.conversionFrom[k];
      const take = b[a] < left ? b[a] : left;
      if (take <= 0) continue;
      b[a] -= take;
      left -= take;
      if (rec) rec.conversionOut[a] = take;
    }
    converted = y.conversion - left;
    b[layout.rothIndex] += converted;
    if (rec) rec.conversionIn[layout.rothIndex] = converted;
  }
  need += converted * y.conversionTaxRate;

  let educationShortfall = 0;
  for (let g = 0; g < y.education.length; g++) {
    const goal = y.education[g];
    let left = goal.cost;
    for (let k = 0; k < goal.accounts.length && left > 0; k++) {
      const a = goal.accounts[k];
      const take = b[a] < left ? b[a] : left;
      if (take <= 0) continue;
      b[a] -= take;
      left -= take;
      if (rec) rec.education[a] += take;
    }
    educationShortfall += left;
  }
  need += educationShortfall;

  const contributionAccounts = y.contributionAccounts;
  for (let k = 0; k < contributionAccounts.length; k++) {
    const a = contributionAccounts[k];
    b[a] += y.contributions[a];
  }
  if (rec) {
    rec.contribution.set(y.contributions);
    rec.yieldTax = yieldTax;
    rec.rmdTax = rmdTotal * y.rmdTaxRate;
    rec.conversionTax = converted * y.conversionTaxRate;
    rec.educationShortfall = educationShortfall;
    rec.need = need;
  }
  return need;
}

/** Saves a surplus or withdraws a shortfall in order, grossed up for tax; returns the unmet part. */
export function settle(b: Float64Array, need: number, rates: Float64Array, layout: LedgerLayout, rec: LedgerRecord | null): number {
  if (need <= 0) {
    b[layout.savingsIndex] -= need;
    if (rec) rec.surplus[layout.savingsIndex] = -need;
    return 0;
  }
  if (layout.proRata) return settleProRata(b, need, rates, layout, rec);
  let tax = 0;
  for (let k = 0; k < layout.order.length; k++) {
    const a = layout.order[k];
    const balance = b[a];
    if (balance <= 0) continue;
    const rate = rates[layout.category[a]];
    const net = 1 - rate;
    const gross = need / net;
    if (gross <= balance) {
      b[a] = balance - gross;
      tax += gross * rate;
      if (rec) rec.withdrawal[a] += gross;
      need = 0;
      break;
    }
    b[a] = 0;
    tax += balance * rate;
    need -= balance * net;
    if (rec) rec.withdrawal[a] += balance;
  }
  if (rec) {
    rec.withdrawalTax = tax;
    rec.unmet = need;
  }
  return need;
}

/**
 * Pro-rata withdrawals: the same share x of every account, so that the withdrawals net of their tax rates meet the
 * need (x = need / sum of balance * (1 - rate)); every account is emptied when that is not enough.
 */
function settleProRata(b: Float64Array, need: number, rates: Float64Array, layout: LedgerLayout, rec: LedgerRecord | null): number {
  const order = layout.order;
  let net = 0;
  for (let k = 0; k < order.length; k++) {
    const a = order[k];
    if (b[a] > 0) net += b[a] * (1 - rates[layout.category[a]]);
  }
  const share = net > need ? need / net : 1;
  let tax = 0;
  for (let k = 0; k < order.length; k++) {
    const a = order[k];
    const balance = b[a];
    if (balance <= 0) continue;
    const gross = share === 1 ? balance : balance * share;
    b[a] = share === 1 ? 0 : balance - gross;
    tax += gross * rates[layout.category[a]];
    if (rec) rec.withdrawal[a] += gross;
  }
  need = share === 1 ? need - net : 0;
  if (rec) {
    rec.withdrawalTax = tax;
    rec.unmet = need;
  }
  return need;
}

/** Applies each account's return for the year. */
export function grow(b: Float64Array, returns: Float64Array, rec: LedgerRecord | null): void {
  for (let a = 0; a < b.length; a++) {
    const g = b[a] * returns[a];
    b[a] += g;
    if (rec) rec.growth[a] = g;
  }
}
