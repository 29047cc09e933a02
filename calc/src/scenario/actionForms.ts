/** A lookup item (the portal's ActionFormItem shape). */
export interface ActionFormItem {
  code: string;
  description: string;
  value?: number | string | null;
}

/** Reference types of an action (spec document 2 section 4; the contract's REFERENCE_TYPES). */
export type ReferenceType =
  | 'Client Demographics' | 'Expenses' | 'Goals' | 'Insurance' | 'Investment Assets' | 'Other Income' | 'Real Assets' | 'Strategies';
export type ActionType = 'A' | 'C';

/** Plan collections an action can add to or change (keys of ProfileAggregate). */
export type RecordCollection =
  | 'expenses' | 'goals' | 'educationGoals' | 'insurances' | 'investments' | 'otherIncomes'
  | 'socialSecurityIncome' | 'realAssets' | 'strategies';

export interface ActionForm {
  /** Stored in action.formName. */
  name: string;
  label: string;
  referenceType: ReferenceType;
  /** A add (value is the new record), C change (value holds the changed fields). */
  actionTypes: readonly ActionType[];
  /** Record forms: the plan collection the record lives in. */
  collection?: RecordCollection;
  /** Change actions may leave referenceId empty and name the record by owner instead. */
  referenceOptional?: boolean;
  /** What `value` holds, in words (shown as help in the action editor and in the API lookup). */
  valueHelp: string;
}

/**
 * Every action form (GET /api/setting/lookup/action/form/{type}). `value` is JSON text; its shape per form is
 * given in valueHelp. Change forms on records take referenceId (the record's id) and the changed fields;
 * `selectedFields`, when not empty, limits which of the value's fields apply.
 */
export const ACTION_FORMS: readonly ActionForm[] = [
  {
    name: 'RetirementAge', label: 'Retirement Age', referenceType: 'Client Demographics', actionTypes: ['C'],
    valueHelp: '{"owner":"CL"|"SP","retirementAge":67} or {"owner":"CL","yearsChange":2}',
  },
  {
    name: 'LifeExpectancy', label: 'Life Expectancy', referenceType: 'Client Demographics', actionTypes: ['C'],
    valueHelp: '{"owner":"CL"|"SP","lifeExpectancy":95}',
  },
  {
    name: 'BaseLivingExpense', label: 'Base Annual Living Expense', referenceType: 'Expenses', actionTypes: ['C'],
    valueHelp: '{"spending":65000} or {"percentChange":-10}',
  },
  {
    name: 'RetirementSpending', label: 'Retirement Spending', referenceType: 'Expenses', actionTypes: ['C'],
    valueHelp: '{"annualSpending":90000} or {"percentChange":-10}',
  },
  {
    name: 'Expense', label: 'Expense', referenceType: 'Expenses', actionTypes: ['A', 'C'], collection: 'expenses',
    valueHelp: 'A: an expense record; C: its changed fields; {"active":false} removes it',
  },
  {
    name: 'Goal', label: 'Goal', referenceType: 'Goals', actionTypes: ['A', 'C'], collection: 'goals',
    valueHelp: 'A: {"goalType":"HM","description":"Home repair","amount":50000,"age":70,"years":1}; C: changed fields',
  },
  {
    name: 'EducationGoal', label: 'Education Goal', referenceType: 'Goals', actionTypes: ['C'], collection: 'educationGoals',
    valueHelp: '{"annualCost":30000,"fundedPercent":50}',
  },
  {
    name: 'Insurance', label: 'Insurance Policy', referenceType: 'Insurance', actionTypes: ['A', 'C'], collection: 'insurances',
    valueHelp: 'A: {"type":"LT","description":"Long-term care","owner":"CL","premium":250,"premiumFrequency":12,"coverageAmount":150000}',
  },
  {
    name: 'InvestmentAsset', label: 'Investment Asset', referenceType: 'Investment Assets', actionTypes: ['A', 'C'], collection: 'investments',
    valueHelp: 'C: the target fields (lookup target INV), e.g. {"annualContribution":30500}',
  },
  {
    name: 'OtherIncome', label: 'Other Income', referenceType: 'Other Income', actionTypes: ['A', 'C'], collection: 'otherIncomes',
    valueHelp: 'A: an other-income record; C: its changed fields',
  },
  {
    name: 'SocialSecurity', label: 'Social Security Claiming Age', referenceType: 'Other Income', actionTypes: ['C'], collection: 'socialSecurityIncome', referenceOptional: true,
    valueHelp: '{"owner":"CL"|"SP","claimAge":70} (or referenceId of the Social Security record)',
  },
  {
    name: 'RealAsset', label: 'Real Asset', referenceType: 'Real Assets', actionTypes: ['A', 'C'], collection: 'realAssets',
    valueHelp: 'A: a real asset record; C: changed fields, e.g. {"sellAge":75,"sellingCostPercent":6}',
  },
  {
    name: 'Strategy', label: 'Strategy', referenceType: 'Strategies', actionTypes: ['A', 'C'], collection: 'strategies',
    valueHelp: 'A: {"type":"SS","clientClaimAge":70} | {"type":"RC","conversionBracket":22} | {"type":"WO","withdrawalOrder":[...]}',
  },
];

export function findActionForm(name: string): ActionForm | undefined {
  return ACTION_FORMS.find((f) => f.name === name);
}

/**
 * Forms for a lookup key: an action type (A, C) or a reference type (its name, or its two-letter code).
 * Each item: code = form name, description = label, value = reference type.
 */
export function actionFormItems(type: string): ActionFormItem[] {
  const key = decodeURIComponent(type).trim();
  const upper = key.toUpperCase();
  const forms = ACTION_FORMS.filter((f) =>
    upper === 'ALL'
    || f.actionTypes.includes(upper as ActionType)
    || f.referenceType.toUpperCase() === upper
    || REFERENCE_TYPE_CODES[f.referenceType] === upper);
  return forms.map((f) => ({ code: f.name, description: f.label, value: f.referenceType }));
}

/** Two-letter codes of the reference types (for URLs). */
export const REFERENCE_TYPE_CODES: Record<ReferenceType, string> = {
  'Client Demographics': 'CD', Expenses: 'EX', Goals: 'GO', Insurance: 'IN', 'Investment Assets': 'IA',
  'Other Income': 'OI', 'Real Assets': 'RA', Strategies: 'ST',
};

/** Fields a change action may target (GET /api/setting/lookup/action/target/{code}); INV = investment assets. */
export const ACTION_TARGETS: Record<string, ActionFormItem[]> = {
  INV: [
    { code: 'annualContribution', description: 'Annual Contribution' },
    { code: 'employerMatch', description: 'Employer Match' },
    { code: 'contributionEndAge', description: 'Contribution End Age' },
    { code: 'balance', description: 'Balance' },
    { code: 'portfolioId', description: 'Portfolio' },
    { code: 'taxTreatment', description: 'Tax Treatment' },
  ],
  EXP: [
    { code: 'amount', description: 'Amount' },
    { code: 'frequency', description: 'Frequency' },
    { code: 'endAge', description: 'End Age' },
  ],
  GOL: [
    { code: 'amount', description: 'Amount' },
    { code: 'age', description: 'Age' },
    { code: 'years', description: 'Years' },
  ],
  REA: [
    { code: 'sellAge', description: 'Sell Age' },
    { code: 'purchaseAge', description: 'Purchase Age' },
    { code: 'value', description: 'Value' },
  ],
};
