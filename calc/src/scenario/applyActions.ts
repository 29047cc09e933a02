import type { ProfileLike } from '../profileInput';
import { findActionForm, type ActionType, type RecordCollection } from './actionForms';

/** Default retirement age when neither the person nor the retirement goal gives one (spec document 1 section 4). */
const DEFAULT_RETIREMENT_AGE = 65;

/** An action whose value cannot be applied; `field` names the bad part for a 400 answer. */
export class ActionValueError extends Error {
  constructor(public field: string, message: string) {
    super(message);
  }
}

/** An action as the engine applies it (the portal's Action, or a draft of one). */
export interface ActionLike {
  type?: string | null;
  formName: string;
  referenceId?: number | null;
  selectedFields?: readonly string[] | null;
  value?: unknown;
  id?: number | null;
  active?: boolean;
  sequence?: number;
}
type Value = Record<string, unknown>;
type AnyRecord = { id: number; profileId: number; active?: boolean } & Record<string, unknown>;

/**
 * Checks and completes a record an action adds or changes (the portal passes its contract's record schemas,
 * which fill defaults): returns the record, or throws ActionValueError naming the bad field.
 */
export type RecordValidator = (collection: RecordCollection, data: Value) => Value;

/** The action's value as an object (the API stores it as JSON text). */
export function parseActionValue(value: unknown): Value {
  if (value == null || value === '') return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Value;
  if (typeof value !== 'string') throw new ActionValueError('value', 'Value must be a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ActionValueError('value', 'Value is not valid JSON');
  }
  if (parsed == null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ActionValueError('value', 'Value must be a JSON object');
  return parsed as Value;
}

const num = (v: Value, key: string): number | undefined => {
  const x = v[key];
  if (x == null || x === '') return undefined;
  const n = Number(x);
  if (!Number.isFinite(n)) throw new ActionValueError(`value.${key}`, `${key} must be a number`);
  return n;
};

const ownerOf = (v: Value): 'CL' | 'SP' => {
  const owner = v.owner ?? 'CL';
  if (owner !== 'CL' && owner !== 'SP') throw new ActionValueError('value.owner', 'Owner must be CL or SP');
  return owner;
};


/** Keeps only the fields named in selectedFields (all of the value's fields when none are named). */
function pickFields(value: Value, selectedFields: readonly string[] | null | undefined): Value {
  const { id: _id, profileId: _p, ...rest } = value;
  if (!selectedFields || selectedFields.length === 0) return rest;
  return Object.fromEntries(Object.entries(rest).filter(([k]) => selectedFields.includes(k) || k === 'active'));
}

function personOf(plan: ProfileLike, owner: 'CL' | 'SP', referenceId?: number | null) {
  const people = plan.clients.filter((c) => c.active !== false);
  return (referenceId != null ? people.find((c) => c.id === referenceId) : undefined)
    ?? people.find((c) => c.type === (owner === 'CL' ? 'C' : 'S'));
}

function ensureRetirementGoal(plan: ProfileLike, nextId: () => number) {
  if (!plan.retirementGoal) {
    plan.retirementGoal = { id: nextId(), profileId: plan.id, active: true, clientRetirementAge: null, spouseRetirementAge: null, annualSpending: null };
  }
  return plan.retirementGoal;
}

function applyOne(plan: ProfileLike, action: ActionLike, nextId: () => number, validate: RecordValidator): void {
  const form = findActionForm(action.formName);
  if (!form) throw new ActionValueError('formName', `Unknown action form ${action.formName}`);
  if (!action.type || !form.actionTypes.includes(action.type as ActionType)) {
    throw new ActionValueError('type', `${form.label} cannot be used with action type ${action.type}`);
  }
  const v = parseActionValue(action.value);

  switch (form.name) {
    case 'RetirementAge': {
      const owner = ownerOf(v);
      const person = personOf(plan, owner, action.referenceId);
      if (!person) return;
      const goal = plan.retirementGoal;
      const current = person.retirementAge
        ?? (owner === 'CL' ? goal?.clientRetirementAge : goal?.spouseRetirementAge) ?? DEFAULT_RETIREMENT_AGE;
      const age = num(v, 'retirementAge') ?? current + (num(v, 'yearsChange') ?? 0);
      if (!Number.isInteger(age) || age < 0 || age > 100) throw new ActionValueError('value.retirementAge', 'Retirement age must be a whole number from 0 to 100');
      person.retirementAge = age;
      if (person.employmentStatus === 'RT' && age > current) person.employmentStatus = 'EM';
      const g = ensureRetirementGoal(plan, nextId);
      if (owner === 'CL') g.clientRetirementAge = age;
      else g.spouseRetirementAge = age;
      return;
    }
    case 'LifeExpectancy': {
      const person = personOf(plan, ownerOf(v), action.referenceId);
      const le = num(v, 'lifeExpectancy');
      if (le == null || !Number.isInteger(le) || le < 1 || le > 120) throw new ActionValueError('value.lifeExpectancy', 'Life expectancy must be a whole number from 1 to 120');
      if (person) person.lifeExpectancy = le;
      return;
    }
    case 'BaseLivingExpense': {
      const base = plan.spending ?? 0;
      const pct = num(v, 'percentChange');
      const spending = num(v, 'spending') ?? (pct != null ? base * (1 + pct / 100) : base);
      if (spending < 0) throw new ActionValueError('value.spending', 'Spending cannot be negative');
      // An itemized plan's living costs are its LE / BE lines (the engine ignores the lump sum then): scale
      // those lines by the same factor, so the action means the same thing in both kinds of plan.
      if (plan.itemizeExpenses && base > 0) {
        const factor = spending / base;
        for (const x of plan.expenses) {
          if (x.active !== false && (x.type === 'LE' || x.type === 'BE') && x.amount != null) x.amount = Math.round(x.amount * factor * 100) / 100;
        }
      }
      plan.spending = Math.round(spending * 100) / 100;
      return;
    }
    case 'RetirementSpending': {
      const g = ensureRetirementGoal(plan, nextId);
      const base = g.annualSpending ?? plan.spending ?? 0;
      const pct = num(v, 'percentChange');
      const amount = num(v, 'annualSpending') ?? (pct != null ? base * (1 + pct / 100) : base);
      if (amount < 0) throw new ActionValueError('value.annualSpending', 'Spending cannot be negative');
      g.annualSpending = Math.round(amount * 100) / 100;
      return;
    }
    case 'SocialSecurity': {
      const claimAge = num(v, 'claimAge');
      if (claimAge == null || claimAge < 62 || claimAge > 70) throw new ActionValueError('value.claimAge', 'Claiming age must be from 62 to 70');
      const list = plan.socialSecurityIncome;
      const owner = ownerOf(v);
      const entry = (action.referenceId != null ? list.find((s) => s.id === action.referenceId) : undefined)
        ?? list.find((s) => s.ownerValue === owner && s.active !== false);
      if (entry) entry.claimAge = claimAge;
      return;
    }
    default:
      applyRecordAction(plan, form.collection!, action, v, nextId, validate);
  }
}

function applyRecordAction(
  plan: ProfileLike, collection: RecordCollection, action: ActionLike, v: Value, nextId: () => number, validate: RecordValidator,
) {
  const list = plan[collection] as unknown as AnyRecord[];
  if (action.type === 'A') {
    const { id: _id, ...fields } = v;
    list.push({ ...validate(collection, { ...fields, profileId: plan.id }), id: nextId(), profileId: plan.id });
    return;
  }
  if (action.referenceId == null) throw new ActionValueError('referenceId', 'Choose the record this action changes');
  const index = list.findIndex((r) => r.id === action.referenceId);
  // The record was removed from the base plan after the action was written: the action has nothing to change.
  if (index < 0) return;
  const changes = pickFields(v, action.selectedFields);
  if (changes.active === false) {
    list.splice(index, 1);
    return;
  }
  const current = list[index];
  list[index] = { ...validate(collection, { ...current, ...changes }), id: current.id, profileId: current.profileId };
}

/** Orders actions as the scenario shows them: by sequence, then by id. */
export function orderActions<A extends { sequence?: number; id?: number | null }>(actions: readonly A[]): A[] {
  return [...actions].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0) || (a.id ?? 0) - (b.id ?? 0));
}

/**
 * The plan as the scenario sees it: a deep copy of `profile` with each active action applied in sequence.
 * The profile passed in is never changed. Records an action adds get negative ids (-1, -2, ... in order), so
 * the same actions give the same plan on the server and in the browser.
 */
export function applyActions<P extends ProfileLike>(profile: P, actions: readonly ActionLike[], validate: RecordValidator): P {
  // Plan data is plain JSON (the API shape); a JSON copy works the same in node, browsers, workers and jsdom.
  const plan = JSON.parse(JSON.stringify(profile)) as P;
  let added = 0;
  const nextId = () => -(++added);
  for (const action of orderActions(actions)) {
    if (action.active === false) continue;
    applyOne(plan, action, nextId, validate);
  }
  return plan;
}

/** Checks that an action can be applied to `profile`; returns the problem, or null. Used before saving. */
export function actionProblem(profile: ProfileLike, action: ActionLike, validate: RecordValidator): ActionValueError | null {
  try {
    applyActions(profile, [{ ...action, active: true }], validate);
    return null;
  } catch (e) {
    if (e instanceof ActionValueError) return e;
    throw e;
  }
}
