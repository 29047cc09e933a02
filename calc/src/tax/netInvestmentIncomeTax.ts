import { NET_INVESTMENT_INCOME_TAX as NIIT_IMPORT } from '../data/federalTax';
import type { FilingStatus } from '../types';

const NET_INVESTMENT_INCOME_TAX = NIIT_IMPORT;

export interface NetInvestmentIncomeTaxInput {
  /** Net investment income: interest, dividends, capital gains, net rent, the gain part of annuity payments. */
  investmentIncome: number;
  /** Modified AGI (AGI for a taxpayer without foreign earned income). */
  modifiedAgi: number;
  filingStatus: FilingStatus;
}

/**
 * Net investment income tax (IRC 1411, Form 8960): 3.8% of the smaller of net investment income and modified
 * AGI above 200,000 (single, head of household), 250,000 (joint, qualifying surviving spouse) or 125,000
 * (separate). The thresholds are not indexed.
 */
export function netInvestmentIncomeTax({ investmentIncome, modifiedAgi, filingStatus }: NetInvestmentIncomeTaxInput): number {
  const over = modifiedAgi - NET_INVESTMENT_INCOME_TAX.threshold[filingStatus];
  if (over <= 0 || investmentIncome <= 0) return 0;
  return NET_INVESTMENT_INCOME_TAX.rate * Math.min(investmentIncome, over);
}
