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

/**
 * Amortization schedule at the cent: each period's interest is rounded to the cent, the payment is the rounded
 * level payment (or `payment` when given), and the last scheduled payment clears the remaining balance.
 */
export function amortize(input: LoanInput & { payment?: number; maxPeriods?: number }): AmortizationRow[] {
  const perYear = input.paymentsPerYear ?? 12;
  const r = input.annualRate / perYear;
  const level = input.payment ?? loanPayment(input);
  const scheduled = Math.max(Math.round(input.years * perYear), 1);
  const limit = input.maxPeriods ?? scheduled + 1200;
  const rows: AmortizationRow[] = [];
  let balance = roundCents(input.principal);
  for (let period = 1; balance > 0 && period <= limit; period++) {
    const interest = roundCents(balance * r);
    if (level <= interest && interest > 0) {
      throw new RangeError('The payment does not cover the interest: this loan never amortizes.');
    }
    const payoff = roundCents(balance + interest);
    // The level payment is rounded to the cent, so the last scheduled payment absorbs the remainder.
    const payment = input.payment === undefined && period === scheduled ? payoff : Math.min(level, payoff);
    const principal = roundCents(payment - interest);
    balance = roundCents(balance - principal);
    rows.push({ period, payment, interest, principal, balance });
  }
  return rows;
}
