import useSWR from 'swr';
import { apiClient, endpoints, urlOf, type CodeItem } from '@portal/shared';
import { parseActionValue } from '@portal/shared';

/** Code lists an action's value may hold codes of (GET /api/setting/code/...), by field name; `type` depends on the form. */
const OWNER = urlOf(endpoints.codes.owner, { params: { code: 'ALL', spouseFlag: 'true' } });
const TRIGGERS = urlOf(endpoints.codes.trigger, { params: { code: 'GOAL', spouseFlag: 'true' } });
const assetTypes = (code: string) => urlOf(endpoints.codes.assetType, { params: { code } });
const FIELD_LISTS: Record<string, string> = {
  owner: OWNER,
  goalType: assetTypes('GOAL'),
  startTrigger: TRIGGERS,
  endTrigger: TRIGGERS,
  premiumFrequency: urlOf(endpoints.codes.premiumFrequency),
  frequency: urlOf(endpoints.codes.expenseFrequency),
  category: assetTypes('RA'),
};
const TYPE_LISTS: Record<string, string> = {
  Insurance: assetTypes('INS'),
  Expense: assetTypes('EXP'),
  InvestmentAsset: assetTypes('INV'),
};

/** Every list an action card may need: fetched once per session, shared by every card. */
export const ACTION_CODE_LISTS: readonly string[] = [...new Set([...Object.values(FIELD_LISTS), ...Object.values(TYPE_LISTS)])];

/** Field names as words: "annualContribution" -> "Annual contribution". */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY = /amount|cost|spending|premium$|contribution|value|price|income|payment|balance|coverage/i;
const PERCENT = /percent|rate$|bracket/i;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function describe(formName: string, key: string, value: unknown, lists: Record<string, CodeItem[]>): string {
  if (Array.isArray(value)) return value.map((v) => describe(formName, key, v, lists)).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (PERCENT.test(key)) return `${value}%`;
    if (MONEY.test(key)) return usd.format(value);
    return String(value);
  }
  const path = key === 'type' ? TYPE_LISTS[formName] : FIELD_LISTS[key];
  const text = String(value);
  return (path && lists[path]?.find((i) => i.code === text)?.description) || text;
}

/** "Owner: Client", "Type: Home Purchase", "When: At Client Age", "Amount: $50,000": an action's change in words. */
export function actionValueLines(formName: string, value: string | null | undefined, lists: Record<string, CodeItem[]>): string[] {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseActionValue(value) as Record<string, unknown>;
  } catch {
    return [];
  }
  return Object.entries(parsed).map(([k, v]) => `${fieldLabel(k)}: ${describe(formName, k, v, lists)}`);
}

/** The code lists of ACTION_CODE_LISTS by path (empty while loading or when a list fails: codes then show as they are). */
export function useActionCodeLists(): Record<string, CodeItem[]> {
  const { data } = useSWR(['action-code-lists', ...ACTION_CODE_LISTS], async () => {
    const lists = await Promise.all(ACTION_CODE_LISTS.map((p) => apiClient.get<CodeItem[]>(p, { ignoreErrors: true }).catch(() => [])));
    return Object.fromEntries(ACTION_CODE_LISTS.map((p, i) => [p, lists[i]]));
  }, { revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 60 * 60 * 1000 });
  return data ?? {};
}
