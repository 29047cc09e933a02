import type { CodeItem } from '@portal/shared/contract';
import * as L from '../codes/lists';

/**
 * Values a person reads for fields that hold codes: an employment status `RT` is "Retired", an owner `JT`
 * "Joint", a frequency 12 "Monthly", a person id the person's name. Values of other fields are shown as they are.
 */
const list = (items: CodeItem[]) => new Map(items.map((i) => [i.code, i.description]));
const union = (...lists: CodeItem[][]) => list(lists.flat());

const BY_FIELD: Record<string, Map<string, string>> = {
  employmentStatus: list(L.employmentStatus),
  gender: list(L.gender),
  maritalStatus: list(L.maritalStatus),
  filingStatus: list(L.filingStatus),
  owner: list(L.owners('', true)),
  ownerValue: list(L.owners('', true)),
  startTrigger: list(L.triggers('', true)),
  endTrigger: list(L.triggers('', true)),
  eventTrigger: list(L.triggers('LOC', true)),
  relationship: union(L.participantRelationships('kids', true), L.participantRelationships('others', true)),
  goalType: list(L.goalTypes),
  state: list(L.states),
  country: list(L.countries),
  frequency: list(L.howOften),
  payFrequency: list(L.payFrequency),
  premiumFrequency: list(L.premiumFrequency),
  term: list(L.insuranceTerms),
  subType: union(...Object.entries(L.assetTypes).filter(([k]) => k.length === 2 && k !== 'RA').map(([, v]) => v)),
  taxTreatment: new Map([['TAXABLE', 'Taxable'], ['DEFERRED', 'Tax-deferred'], ['ROTH', 'Roth (tax-free)'], ['EXEMPT', 'Tax-exempt']]),
  eventType: list(L.eventTypes),
};

/** `type` (and `category`) mean a different list in each area. */
const TYPE_BY_AREA: Record<string, Map<string, string>> = {
  people: new Map([['C', 'Client'], ['S', 'Spouse']]),
  participants: new Map([['K', 'Child'], ['O', 'Other']]),
  debt: list(L.debtTypes),
  expense: list(L.expenseTypes),
  insurance: list(L.insuranceTypes),
  investment: list(L.investmentTypes),
  other_income: list(L.otherIncomeTypes),
  goal: list(L.goalTypes),
  election: new Map([['PRE', 'Pre-tax'], ['ROTH', 'Roth'], ['POST', 'After-tax'], ['HSA', 'Health savings account'], ['OTH', 'Other']]),
  actions: list(L.actionTypes),
  scenarios: new Map([['WS', 'Workshop'], ['SA', 'Suggested actions']]),
};
const CATEGORY_BY_AREA: Record<string, Map<string, string>> = {
  real_asset: list(L.realAssetCategories),
  election: new Map([['PLAN', 'Plan'], ['PAYROLL', 'Payroll']]),
};
/** Fields holding the id of one of the plan's people. */
const PERSON_FIELDS = new Set(['clientId', 'insuredId']);

/**
 * The words for a stored value of `field` (a dotted path) in `area`, or null when the value is shown as is.
 * `people` names the plan's people by id.
 */
export function valueText(area: string | null, field: string, value: unknown, people: ReadonlyMap<number, string>): string | null {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'object') return null;
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (PERSON_FIELDS.has(name)) return typeof value === 'number' ? people.get(value) ?? null : null;
  const codes = name === 'type' ? TYPE_BY_AREA[area ?? ''] : name === 'category' ? CATEGORY_BY_AREA[area ?? ''] : BY_FIELD[name];
  return codes?.get(String(value)) ?? null;
}
