import type { Action, CodeItem, ProfileAggregate } from '@portal/shared';
import { findActionForm, parseActionValue, type ActionForm, type RecordCollection } from '@portal/shared';

/** An action as the editor builds it, before it has a scenario or a place in the list. */
export type ActionFields = Pick<Action, 'type' | 'referenceType' | 'formName' | 'referenceId' | 'selectedFields' | 'value' | 'description'>;

export type FieldKind = 'number' | 'text' | 'select';
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: CodeItem[];
  /** Shown after the input: '%', 'years', '$'. */
  unit?: string;
  optional?: boolean;
}

const c = (code: string, description: string): CodeItem => ({ code, description });
const OWNER = { name: 'owner', label: 'Whose', kind: 'select', options: [c('CL', 'Client'), c('SP', 'Spouse')] } as const satisfies FieldSpec;
const money = (name: string, label: string, optional = false): FieldSpec => ({ name, label, kind: 'number', unit: '$', optional });
const age = (name: string, label: string, optional = false): FieldSpec => ({ name, label, kind: 'number', unit: 'age', optional });
const text = (name: string, label: string): FieldSpec => ({ name, label, kind: 'text' });
const select = (name: string, label: string, options: CodeItem[]): FieldSpec => ({ name, label, kind: 'select', options });

/** Fields of the value of each form, for adding (A) and for the special change forms. */
const ADD_FIELDS: Record<string, FieldSpec[]> = {
  Goal: [
    select('goalType', 'Goal type', [c('HM', 'Home'), c('VE', 'Vehicle'), c('TR', 'Travel'), c('WD', 'Wedding'), c('CH', 'Charity'), c('OG', 'Other')]),
    text('description', 'Description'), money('amount', 'Amount (today\'s dollars)'), age('age', 'At client age'),
    { name: 'years', label: 'Repeats for', kind: 'number', unit: 'years', optional: true },
  ],
  Insurance: [
    select('type', 'Policy type', [c('LT', 'Long-term care'), c('LI', 'Life'), c('DI', 'Disability'), c('HE', 'Health'), c('MD', 'Medicare supplement'), c('CV', 'Cash value life'), c('PC', 'Property & casualty'), c('PT', 'Pet')]),
    text('description', 'Description'), OWNER, money('premium', 'Premium per payment'),
    select('premiumFrequency', 'Payments a year', [c('12', 'Monthly'), c('4', 'Quarterly'), c('2', 'Twice a year'), c('1', 'Annually')]),
    money('coverageAmount', 'Coverage amount', true),
  ],
  Expense: [
    select('type', 'Expense type', [c('LE', 'Living'), c('BE', 'Base'), c('DT', 'Debt'), c('IV', 'Savings'), c('IS', 'Insurance')]),
    text('description', 'Description'), money('amount', 'Amount per payment'),
    select('frequency', 'How often', [c('12', 'Monthly'), c('4', 'Quarterly'), c('1', 'Annually'), c('0', 'Once')]),
    age('startAge', 'From client age', true), age('endAge', 'Until client age', true),
  ],
  OtherIncome: [
    select('type', 'Income type', [c('EP', 'Pension'), c('AN', 'Annuity'), c('RI', 'Rental income'), c('OI', 'Other income')]),
    text('description', 'Description'), OWNER, money('amount', 'Amount a year'), age('startAge', 'From age', true), age('endAge', 'Until age', true),
  ],
  RealAsset: [
    select('category', 'Category', [c('RE', 'Real estate'), c('FE', 'Future purchase'), c('PP', 'Personal property')]),
    text('description', 'Description'), money('value', 'Value today', true), age('purchaseAge', 'Buy at client age', true),
    money('purchasePrice', 'Purchase price', true), age('sellAge', 'Sell at client age', true),
  ],
  InvestmentAsset: [
    select('type', 'Account type', [c('BA', 'Brokerage Account'), c('IR', 'Individual Retirement Account'), c('ES', 'Employer Sponsored Plan'), c('CA', 'Cash Account'), c('AN', 'Annuity'), c('CS', 'College Savings Plan')]),
    text('description', 'Description'), OWNER, money('balance', 'Balance'),
    select('taxTreatment', 'Tax treatment', [c('TAXABLE', 'Taxable'), c('DEFERRED', 'Tax-deferred'), c('ROTH', 'Roth'), c('EXEMPT', 'Tax-exempt')]),
    money('annualContribution', 'Yearly contribution', true),
  ],
  Strategy: [
    select('type', 'Strategy', [c('SS', 'Social Security claiming ages'), c('RC', 'Roth conversion up to a bracket'), c('WO', 'Withdrawal order')]),
    age('clientClaimAge', 'Client claims at', true), age('spouseClaimAge', 'Spouse claims at', true),
    { name: 'conversionBracket', label: 'Convert up to the bracket of', kind: 'number', unit: '%', optional: true },
    age('conversionStartAge', 'Convert from age', true), age('conversionEndAge', 'Convert until age', true),
    select('withdrawalOrder', 'Withdrawal order', [c('CASH,TAXABLE,DEFERRED,ROTH', 'Cash, taxable, tax-deferred, Roth'), c('CASH,DEFERRED,TAXABLE,ROTH', 'Cash, tax-deferred, taxable, Roth'), c('CASH,TAXABLE,ROTH,DEFERRED', 'Cash, taxable, Roth, tax-deferred'), c('PRORATA', 'Pro rata: every account in proportion to its balance')]),
  ],
  RetirementAge: [OWNER, age('retirementAge', 'Retire at age')],
  LifeExpectancy: [OWNER, age('lifeExpectancy', 'Life expectancy')],
  BaseLivingExpense: [{ name: 'percentChange', label: 'Change by', kind: 'number', unit: '%', optional: true }, money('spending', 'Or set the yearly amount to', true)],
  RetirementSpending: [{ name: 'percentChange', label: 'Change by', kind: 'number', unit: '%', optional: true }, money('annualSpending', 'Or set the yearly amount to', true)],
  SocialSecurity: [OWNER, { name: 'claimAge', label: 'Claim at age', kind: 'number', unit: 'age' }],
};

/** Fields a change action on a record may set (Investment Assets come from the INV target lookup). */
export const CHANGE_TARGETS: Record<string, CodeItem[]> = {
  Goal: [c('amount', 'Amount'), c('age', 'Age'), c('years', 'Years')],
  EducationGoal: [c('annualCost', 'Annual Cost'), c('fundedPercent', 'Funded Percent'), c('startAge', 'Start Age'), c('years', 'Years')],
  Expense: [c('amount', 'Amount'), c('frequency', 'Frequency'), c('endAge', 'End Age')],
  Insurance: [c('premium', 'Premium'), c('coverageAmount', 'Coverage Amount'), c('termYears', 'Term Years')],
  OtherIncome: [c('amount', 'Amount'), c('startAge', 'Start Age'), c('endAge', 'End Age'), c('cola', 'COLA')],
  RealAsset: [c('sellAge', 'Sell Age'), c('purchaseAge', 'Purchase Age'), c('value', 'Value'), c('sellingCostPercent', 'Selling Cost Percent')],
  Strategy: [c('clientClaimAge', 'Client Claim Age'), c('spouseClaimAge', 'Spouse Claim Age'), c('conversionBracket', 'Conversion Bracket')],
};
const TEXT_TARGETS = new Set(['portfolioId', 'taxTreatment']);

/** The editor's fields for a form and action type: record forms' changes use target + newValue instead. */
export function fieldsFor(form: ActionForm, type: 'A' | 'C'): FieldSpec[] {
  if (type === 'C' && form.collection && form.name !== 'SocialSecurity') return [];
  return ADD_FIELDS[form.name] ?? [];
}

/** Whether the change form picks a record and one of its fields (generic record change). */
export const isRecordChange = (form: ActionForm, type: 'A' | 'C') => type === 'C' && !!form.collection && form.name !== 'SocialSecurity';

type Values = Record<string, string>;
const numberOf = (s: string | undefined) => (s == null || s.trim() === '' ? undefined : Number(s));

/** The action's value object from the editor's field texts. */
export function buildValue(form: ActionForm, type: 'A' | 'C', values: Values): Record<string, unknown> {
  if (isRecordChange(form, type)) {
    if (values.remove === 'true') return { active: false };
    const target = values.target;
    if (!target) return {};
    return { [target]: TEXT_TARGETS.has(target) ? values.newValue : numberOf(values.newValue) };
  }
  const out: Record<string, unknown> = {};
  for (const f of fieldsFor(form, type)) {
    const raw = values[f.name];
    if (raw == null || raw === '') continue;
    if (f.name === 'withdrawalOrder') out[f.name] = raw.split(',');
    else if (f.kind === 'number' || (f.kind === 'select' && /^\d+$/.test(raw) && f.name !== 'type')) out[f.name] = Number(raw);
    else out[f.name] = raw;
  }
  if (form.name === 'Expense' && type === 'A') {
    if (out.startAge != null) out.startTrigger = 'CA';
    if (out.endAge != null) out.endTrigger = 'CA';
  }
  if (form.name === 'Goal' && type === 'A') out.startTrigger = 'CA';
  return out;
}

/** Field texts of a saved action, for editing it. */
export function readValues(form: ActionForm, action: Pick<Action, 'type' | 'value' | 'selectedFields'>): Values {
  const v = parseActionValue(action.value);
  if (isRecordChange(form, action.type ?? 'C')) {
    if (v.active === false) return { remove: 'true' };
    const target = action.selectedFields[0] ?? Object.keys(v)[0] ?? '';
    return { target, newValue: v[target] == null ? '' : String(v[target]) };
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x ?? '')]));
}

/** Records an action of `form` can change, as options (id + a readable name). */
export function recordOptions(profile: ProfileAggregate | null, collection: RecordCollection | undefined): CodeItem[] {
  if (!profile || !collection) return [];
  const rows = profile[collection] as unknown as Array<Record<string, unknown> & { id: number }>;
  return rows.filter((r) => r.active !== false).map((r) => ({
    code: String(r.id),
    description: String(r.description ?? (r.ownerValue ? `Social Security (${r.ownerValue === 'SP' ? 'spouse' : 'client'})` : `${r.type ?? 'Record'} ${r.id}`)),
  }));
}

const ownerName = (owner: unknown) => (owner === 'SP' ? 'Spouse' : 'Client');

/** A plain description of what the action does, used when the advisor gives none. */
export function describe(form: ActionForm, type: 'A' | 'C', value: Record<string, unknown>, profile: ProfileAggregate | null, referenceId?: number | null): string {
  const money = (n: unknown) => `$${Number(n).toLocaleString('en-US')}`;
  switch (form.name) {
    case 'RetirementAge': return value.yearsChange != null
      ? `${ownerName(value.owner)} retires ${Math.abs(Number(value.yearsChange))} years ${Number(value.yearsChange) >= 0 ? 'later' : 'earlier'}`
      : `${ownerName(value.owner)} retires at ${value.retirementAge}`;
    case 'LifeExpectancy': return `${ownerName(value.owner)} life expectancy ${value.lifeExpectancy}`;
    case 'BaseLivingExpense': return value.spending != null ? `Living expense ${money(value.spending)} a year` : `Cut base living expense ${Math.abs(Number(value.percentChange ?? 0))}%`.replace('Cut', Number(value.percentChange) > 0 ? 'Raise' : 'Cut');
    case 'RetirementSpending': return value.annualSpending != null ? `Retirement spending ${money(value.annualSpending)} a year` : `Retirement spending ${Number(value.percentChange ?? 0) > 0 ? '+' : ''}${value.percentChange}%`;
    case 'SocialSecurity': return `${ownerName(value.owner)} claims Social Security at ${value.claimAge}`;
  }
  if (type === 'A') {
    const what = String(value.description ?? form.label);
    return form.name === 'Goal' && value.amount != null && value.age != null ? `Add ${what.toLowerCase()} goal of ${money(value.amount)} at ${value.age}` : `Add ${what}`;
  }
  const record = recordOptions(profile, form.collection).find((o) => Number(o.code) === referenceId)?.description ?? form.label;
  if (value.active === false) return `Remove ${record}`;
  const [field, v] = Object.entries(value)[0] ?? [];
  if (!field) return `Change ${record}`;
  if (field === 'sellAge') return `Sell ${record.toLowerCase()} at ${v}`;
  const label = [...(CHANGE_TARGETS[form.name] ?? []), ...INV_LABELS].find((t) => t.code === field)?.description ?? field;
  return `${record}: ${label.toLowerCase()} ${typeof v === 'number' && !/age|years|percent|bracket/i.test(field) ? money(v) : v}`;
}
const INV_LABELS = [c('annualContribution', 'Annual Contribution'), c('employerMatch', 'Employer Match'), c('balance', 'Balance')];

/** A complete action from the editor's fields. */
export function toAction(formName: string, type: 'A' | 'C', values: Values, profile: ProfileAggregate | null, description?: string): ActionFields {
  const form = findActionForm(formName)!;
  const value = buildValue(form, type, values);
  const referenceId = isRecordChange(form, type) || (form.name === 'SocialSecurity' && values.referenceId) ? numberOf(values.referenceId) ?? null : null;
  const selectedFields = isRecordChange(form, type) && values.target && values.remove !== 'true' ? [values.target] : [];
  return {
    type, referenceType: form.referenceType, formName: form.name, referenceId, selectedFields,
    value: JSON.stringify(value), description: description?.trim() || describe(form, type, value, profile, referenceId),
  };
}

export interface QuickAction {
  key: string;
  label: string;
  build: (profile: ProfileAggregate) => ActionFields | null;
}


/** One-click actions for the what-ifs advisors try most (they open in the list, selected, ready to edit). */
export const QUICK_ACTIONS: QuickAction[] = [
  {
    key: 'retire-later', label: 'Retire 2 years later',
    // Relative, so it composes with earlier actions of the scenario (retire at 55, then two years later: 57).
    build: (p) => ({ ...toAction('RetirementAge', 'C', { owner: 'CL' }, p, 'Retire two years later'), value: JSON.stringify({ owner: 'CL', yearsChange: 2 }) }),
  },
  {
    key: 'cut-living', label: 'Cut living expense 10%',
    build: (p) => toAction('BaseLivingExpense', 'C', { percentChange: '-10' }, p),
  },
  {
    key: 'home-repair', label: 'Home repair at 70',
    build: (p) => toAction('Goal', 'A', { goalType: 'HM', description: 'Home repair', amount: '50000', age: '70', years: '1' }, p),
  },
  {
    key: 'raise-401k', label: 'Raise 401(k) contribution',
    build: (p) => {
      const plan = p.investments.find((i) => i.active !== false && i.type === 'ES');
      if (!plan) return null;
      const raised = Math.round(((plan.annualContribution ?? 0) + 5000) / 500) * 500;
      return toAction('InvestmentAsset', 'C', { referenceId: String(plan.id), target: 'annualContribution', newValue: String(raised) }, p, `Raise ${plan.description} contribution to $${raised.toLocaleString('en-US')}`);
    },
  },
  {
    key: 'ss-70', label: 'Claim Social Security at 70',
    build: (p) => toAction('SocialSecurity', 'C', { owner: 'CL', claimAge: '70' }, p),
  },
  {
    key: 'ltc', label: 'Add long-term care insurance',
    build: (p) => toAction('Insurance', 'A', { type: 'LT', description: 'Long-term care insurance', owner: 'CL', premium: '250', premiumFrequency: '12', coverageAmount: '150000' }, p),
  },
  {
    key: 'sell-house', label: 'Sell the house at 75',
    build: (p) => {
      const home = p.realAssets.find((r) => r.active !== false && r.isPrimaryResidence) ?? p.realAssets.find((r) => r.active !== false && r.category === 'RE');
      if (!home) return null;
      return toAction('RealAsset', 'C', { referenceId: String(home.id), target: 'sellAge', newValue: '75' }, p, 'Sell the house at 75');
    },
  },
];
