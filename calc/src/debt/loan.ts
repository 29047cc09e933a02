import { roundCents } from '../money';

export interface LoanInput {
  principal: number;
  /** Nominal annual rate (0.065 = 6.5%), compounded once per payment period. */
  annualRate: number;
  years: number;
  paymentsPerYear?: number;
}

/** Level payment per period of a fixed-rate loan, rounded to the cent. */
export function loanPayment(input: LoanInput): number {
  return roundCents(rawPayment(input.principal, input.annualRate, input.years, input.paymentsPerYear ?? 12));
}

function rawPayment(principal: number, annualRate: number, years: number, perYear: number): number {
  const n = Math.round(years * perYear);
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRate / perYear;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

export interface AmortizationRow {
  period: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/** An amortization schedule as columns: period k (from 0) of `count` has payment[k], interest[k], principal[k] and balance[k]. */
export interface AmortizationColumns {
  count: number;
  payment: Float64Array;
  interest: Float64Array;
  principal: Float64Array;
  balance: Float64Array;
}

/**
 * Amortization schedule at the cent: each period's interest is rounded to the cent, the payment is the rounded
 * level payment (or `payment` when given), and the last scheduled payment clears the remaining balance.
 */
export function amortize(input: LoanInput & { payment?: number; maxPeriods?: number }): AmortizationRow[] {
  const c = amortizeColumns(input);
  const rows: AmortizationRow[] = [];
  for (let k = 0; k < c.count; k++) {
    rows.push({ period: k + 1, payment: c.payment[k], interest: c.interest[k], principal: c.principal[k], balance: c.balance[k] });
  }
  return rows;
}

/**
 * `amortize`'s schedule in typed arrays (the plan schedule reads it: no object and no boxed number per period, issue
 * 32). The arrays may be longer than `count`; `maxPeriods` (or the term and 1,200 periods) sizes them.
 */
export function amortizeColumns(input: LoanInput & { payment?: number; maxPeriods?: number }): AmortizationColumns {
  const perYear = input.paymentsPerYear ?? 12;
  const r = input.annualRate / perYear;
  const level = input.payment ?? loanPayment(input);
  const scheduled = Math.max(Math.round(input.years * perYear), 1);
  const limit = input.maxPeriods ?? scheduled + 1200;
  // At most `limit` periods.
  const size = Math.max(0, limit);
  const payments = new Float64Array(size);
  const interests = new Float64Array(size);
  const principals = new Float64Array(size);
  const balances = new Float64Array(size);
  // The level payment is rounded to the cent, so the last scheduled payment absorbs the remainder (with a stated
  // payment there is no such period: 0 is never a period).
  const last = input.payment === undefined ? scheduled : 0;
  let balance = roundCents(input.principal);
  // The balance never grows while the payment covers the interest, so neither does the interest: only the first
  // period can fail to amortize.
  if (balance > 0 && limit >= 1) {
    const interest = roundCents(balance * r);
    if (level <= interest && interest > 0) throw new RangeError('The payment does not cover the interest: this loan never amortizes.');
  }
  let count = 0;
  for (let period = 1; balance > 0 && period <= limit; period++) {
    const interest = roundCents(balance * r);
    const payoff = roundCents(balance + interest);
    const payment = period === last ? payoff : Math.min(level, payoff);
    const principal = roundCents(payment - interest);
    balance = roundCents(balance - principal);
    payments[count] = payment;
    interests[count] = interest;
    principals[count] = principal;
    balances[count] = balance;
    count++;
  }
  return { count, payment: payments, interest: interests, principal: principals, balance: balances };
}

