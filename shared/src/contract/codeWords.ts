import type { CodeItem } from './common';
import * as L from './codeLists';

/**
 * Codes in words, for every screen and the PDF report: one mapping (the code lists of `codeLists`, which the
 * server also serves to the dropdowns), so a client never reads "IR", "JT" or "taxDeferred".
 */
export function describeCode(list: readonly CodeItem[], code: string | number | null | undefined, fallback = ''): string {
  if (code == null || code === '') return fallback;
  return list.find((c) => c.code === String(code))?.description ?? fallback;
}

/** Names of the plan's people for owner codes: "Jordan", "Casey"; without them "Client" and "Spouse". */
export interface OwnerNames { client?: string | null; spouse?: string | null }

const TAX_TREATMENTS: CodeItem[] = [
  { code: 'TAXABLE', description: 'Taxable' }, { code: 'DEFERRED', description: 'Tax-deferred' },
  { code: 'ROTH', description: 'Tax-free (Roth)' }, { code: 'EXEMPT', description: 'Tax-exempt' },
];
/** Withdrawal sources: the strategy's codes (CASH …) and the engine's categories (cash, taxDeferred …). */
const WITHDRAWAL_SOURCES: Record<string, string> = {
  CASH: 'Cash', TAXABLE: 'Taxable accounts', DEFERRED: 'Tax-deferred accounts', ROTH: 'Roth accounts',
  PRORATA: 'Every account at once, in proportion to its balance',
  cash: 'Cash', taxable: 'Taxable accounts', taxDeferred: 'Tax-deferred accounts', roth: 'Roth accounts',
};
/** A source's words inside a sentence: "taxable accounts", but "Roth accounts" (a name keeps its capital). */
const lowerFirst = (words: string) => (/^Roth\b/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1));

/** "a month", "a year": the period an amount is paid in, by times a year. */
const PERIODS: Record<string, string> = {
  52: 'a week', 26: 'every two weeks', 24: 'twice a month', 12: 'a month', 4: 'a quarter', 2: 'every six months', 1: 'a year', 0: 'once',
};

export const codeWords = {
  investmentType: (code?: string | null) => describeCode(L.investmentTypes, code, 'Account'),
  /** The plan kind inside an account type: "Roth IRA", "401(k)". */
  accountKind: (type?: string | null, subType?: string | null) => describeCode(L.assetTypes[type ?? ''] ?? [], subType),
  insuranceType: (code?: string | null) => describeCode(L.insuranceTypes, code, 'Policy'),
  debtType: (code?: string | null) => describeCode(L.debtTypes, code, 'Debt'),
  realAssetCategory: (code?: string | null) => describeCode(L.realAssetCategories, code, 'Asset'),
  expenseType: (code?: string | null) => describeCode(L.expenseTypes, code, 'Expense'),
  goalType: (code?: string | null) => describeCode(L.goalTypes, code, 'Goal'),
  otherIncomeType: (code?: string | null) => describeCode(L.otherIncomeTypes, code, 'Income'),
  filingStatus: (code?: string | null) => describeCode(L.filingStatus, code),
  maritalStatus: (code?: string | null) => describeCode(L.maritalStatus, code),
  employmentStatus: (code?: string | null) => describeCode(L.employmentStatus, code),
  trigger: (code?: string | null) => describeCode(L.triggers('ALL', true), code),
  taxTreatment: (code?: string | null) => describeCode(TAX_TREATMENTS, code),
  /** How often, as the dropdowns say it: "Monthly", "Every Two Weeks". */
  frequency: (times?: number | null) => describeCode(L.howOften, times),
  /** The period after an amount: "$65 a month". */
  period: (times?: number | null) => PERIODS[String(times ?? 1)] ?? 'a year',
  owner: (code?: string | null, names: OwnerNames = {}) => {
    if (code === 'SP') return names.spouse || 'Spouse';
    if (code === 'JT') return 'Joint';
    return names.client || 'Client';
  },
  /** A state by its name: "Colorado" for CO. */
  state: (code?: string | null) => describeCode(L.states, code, code ?? ''),
  withdrawalSource: (code: string) => WITHDRAWAL_SOURCES[code] ?? code,
  /** "Cash, then taxable accounts, then tax-deferred accounts, then Roth accounts". */
  withdrawalOrder: (codes: readonly string[] | null | undefined) =>
    (codes ?? []).map((c, i) => (i === 0 ? codeWords.withdrawalSource(c) : lowerFirst(codeWords.withdrawalSource(c)))).join(', then ') || 'Default order',
};

/**
 * An engine note of a year's explanation in words: the withdrawal order the engine names by its categories
 * ("in the order cash, taxable, taxDeferred, roth") as the strategy screens say it.
 */
export function yearNoteInWords(note: string): string {
  return note.replace(/in the order ([A-Za-z]+(?:, [A-Za-z]+)*) covered/, (_, list: string) => {
    return `in the order ${lowerFirst(codeWords.withdrawalOrder(list.split(', ')))} covered`;
  });
}
