import { planFromProfile } from '../fromProfile';
import type { ProfileLike } from '../profileInput';
import { rmdStartAge } from '../retirement/requiredMinimumDistribution';
import type { ActionLike } from '../scenario/applyActions';
import { findActionForm, type ReferenceType } from '../scenario/actionForms';
import type { PersonRole, PlanInput, WithdrawalCategory } from '../types';

/** What the solver can change (issue 33). Spending is not a lever of the grid: the spending objective solves for it. */
export const LEVERS = ['claimAge', 'rothConversion', 'withdrawalOrder', 'retirementAge', 'spending'] as const;
export type LeverName = (typeof LEVERS)[number];

/** Withdrawal-order presets (the plan's own order is the baseline of the lever). */
export const WITHDRAWAL_PRESETS = {
  taxableFirst: ['CASH', 'TAXABLE', 'DEFERRED', 'ROTH'],
  deferredFirst: ['CASH', 'DEFERRED', 'TAXABLE', 'ROTH'],
  proRata: ['PRORATA'],
  rothBeforeDeferred: ['CASH', 'TAXABLE', 'ROTH', 'DEFERRED'],
} as const satisfies Record<string, readonly string[]>;
export type WithdrawalPreset = keyof typeof WITHDRAWAL_PRESETS;
export const WITHDRAWAL_PRESET_LABELS: Record<WithdrawalPreset | 'plan', string> = {
  plan: "the plan's own order",
  taxableFirst: 'taxable first, Roth last',
  deferredFirst: 'tax-deferred first',
  proRata: 'pro rata from every account',
  rothBeforeDeferred: 'Roth before tax-deferred',
};

const CATEGORY_CODES: Record<WithdrawalCategory, string> = { cash: 'CASH', taxable: 'TAXABLE', taxDeferred: 'DEFERRED', roth: 'ROTH' };
/** The engine's order when the plan names none (README: cash, taxable, tax-deferred, Roth). */
const DEFAULT_ORDER = ['CASH', 'TAXABLE', 'DEFERRED', 'ROTH'];

/** Federal brackets a conversion may fill to the top of (0: the deductions only, so that no ordinary income is taxed). */
export const CONVERSION_BRACKETS = [0, 10, 12, 22, 24, 32] as const;
/** Brackets whose top can lift income over an IRMAA tier edge: each is also tried kept below the next tier. */
export const IRMAA_BRACKETS = [22, 24, 32] as const;

/**
 * One combination of lever settings. A field left out keeps the plan's own setting. `conversionBracket` 0 means
 * no conversion; `withdrawalOrder` 'plan' the plan's order.
 */
export interface LeverChoice {
  /** Claiming age in years; a fraction counts months (67.5 is 67 and 6 months). */
  clientClaimAge?: number;
  spouseClaimAge?: number;
  /** Roth conversions to the top of this federal bracket (percent; 0 the deductions only), or 'none'. */
  conversionBracket?: number | 'none';
  /** With `conversionBracket`: each year's conversion stops below the next IRMAA tier its income would cross. */
  conversionBelowIrmaaTier?: boolean;
  withdrawalOrder?: WithdrawalPreset | 'plan';
  clientRetirementAge?: number;
  spouseRetirementAge?: number;
  /** Retirement spending a year in start-year dollars (the spending objective's answer). */
  annualSpending?: number;
}

/**
 * A dimension of the grid: the claiming ages, retirement ages and withdrawal order are a choice field each; the
 * conversion dimension ('conversion') sets the bracket and the IRMAA cap together, its values coded 'none', '22',
 * '22+irmaa' (conversionCode).
 */
export type DimensionKey = 'clientClaimAge' | 'spouseClaimAge' | 'conversion' | 'withdrawalOrder' | 'clientRetirementAge' | 'spouseRetirementAge';

/** One dimension of the grid: what it sets and the values the search tries for it. */
export interface LeverDimension {
  key: DimensionKey;
  lever: LeverName;
  /** The plan's own setting. */
  current: number | string;
  values: Array<number | string>;
}

/** The plan's own settings the levers start from. */
export interface PlanSettings {
  plan: PlanInput;
  claimAge: Partial<Record<PersonRole, number>>;
  /** Age at the start year. */
  age: Partial<Record<PersonRole, number>>;
  retirementAge: Partial<Record<PersonRole, number>>;
  retired: Partial<Record<PersonRole, boolean>>;
  conversionBracket: number | 'none';
  conversionBelowIrmaaTier: boolean;
  conversionAges: { start: number; end: number };
  /** Retirement spending a year today (the retirement goal's, else the profile's spending). */
  annualSpending: number;
  /** The spending is the retirement goal's (so a spending action of the same amount leaves the plan as it is). */
  spendingIsGoal: boolean;
  hasDeferred: boolean;
  /** Ids of the plan's active strategies by type (the last of each type is the one the engine uses). */
  strategyIds: Partial<Record<'SS' | 'RC' | 'WO', number>>;
}

const active = <T extends { active?: boolean | null }>(rows: readonly T[]) => rows.filter((r) => r.active !== false);

export function planSettings(profile: ProfileLike, startYear: number): PlanSettings {
  const plan = planFromProfile(profile, { startYear });
  const roles: PersonRole[] = plan.spouse ? ['client', 'spouse'] : ['client'];
  const person = (r: PersonRole) => (r === 'client' ? plan.client : plan.spouse!);
  const birthYear = (r: PersonRole) => Number(person(r).birthDate.slice(0, 4));
  const settings: PlanSettings = {
    plan, claimAge: {}, age: {}, retirementAge: {}, retired: {},
    conversionBracket: plan.strategies?.rothConversion ? Math.round(plan.strategies.rothConversion.upToBracketRate * 100) : 'none',
    conversionBelowIrmaaTier: plan.strategies?.rothConversion?.belowIrmaaTier === true,
    conversionAges: { start: 0, end: 0 },
    annualSpending: profile.retirementGoal?.annualSpending ?? profile.spending ?? 0,
    spendingIsGoal: profile.retirementGoal?.annualSpending != null,
    hasDeferred: plan.accounts.some((a) => (a.taxType === 'taxDeferred' || a.taxType === 'inheritedIra') && a.balance > 0),
    strategyIds: {},
  };
  for (const r of roles) {
    settings.age[r] = startYear - birthYear(r);
    settings.retirementAge[r] = person(r).retirementAge;
    settings.retired[r] = person(r).retired === true;
    const ss = plan.socialSecurity.find((s) => s.person === r && s.pia > 0);
    if (ss) settings.claimAge[r] = plan.strategies?.socialSecurityClaimAges?.[r] ?? ss.claimAge;
  }
  for (const s of active(profile.strategies)) {
    if (s.type === 'SS' || s.type === 'RC' || s.type === 'WO') settings.strategyIds[s.type] = s.id as number;
  }
  const clientAge = settings.age.client!;
  const start = Math.max(clientAge, settings.retired.client ? clientAge : settings.retirementAge.client!);
  settings.conversionAges = { start, end: Math.max(start, rmdStartAge(birthYear('client')) - 1) };
  return settings;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);

/**
 * The grid the search may try for the chosen levers (all of them by default), with values that make sense for
 * the plan: claiming ages from 62 (or today's age) to 70 for each person who has not claimed yet; conversions to
 * the top of the 10-32% brackets from retirement to the year before RMDs when the plan holds tax-deferred money;
 * the withdrawal presets; retirement ages within 3 years of the plan's for each person still working.
 */
export function leverDimensions(s: PlanSettings, levers: readonly LeverName[] = LEVERS): LeverDimension[] {
  const out: LeverDimension[] = [];
  const roles: PersonRole[] = s.plan.spouse ? ['client', 'spouse'] : ['client'];
  if (levers.includes('claimAge')) {
    for (const r of roles) {
      const current = s.claimAge[r];
      const age = s.age[r]!;
      if (current == null || age >= current || age >= 70) continue;
      const values = range(Math.max(62, Math.ceil(age)), 70);
      if (!values.includes(current)) values.push(current);
      out.push({ key: r === 'client' ? 'clientClaimAge' : 'spouseClaimAge', lever: 'claimAge', current, values: values.sort((a, b) => a - b) });
    }
  }
  if (levers.includes('rothConversion') && s.hasDeferred && s.conversionAges.end > s.age.client!) {
    const values: string[] = ['none', ...CONVERSION_BRACKETS.map(String)];
    // Medicare from 65 reads the income of two years earlier: a conversion up to 63 (either person's age) or later can cross a tier.
    const reachesMedicare = Object.values(s.age).some((a) => a !== undefined && a + (s.conversionAges.end - s.age.client!) >= 63);
    if (reachesMedicare) values.push(...IRMAA_BRACKETS.map((b) => conversionCode(b, true)));
    const current = conversionCode(s.conversionBracket, s.conversionBelowIrmaaTier);
    if (!values.includes(current)) values.push(current);
    out.push({ key: 'conversion', lever: 'rothConversion', current, values });
  }
  if (levers.includes('withdrawalOrder')) {
    // A preset that is the plan's own order already (the default order when the plan names none) is not tried twice.
    const own = (s.plan.strategies?.withdrawalOrder ?? []).map((c) => CATEGORY_CODES[c]);
    const effective = [...own, ...DEFAULT_ORDER.filter((c) => !own.includes(c))].join();
    const presets = (Object.keys(WITHDRAWAL_PRESETS) as WithdrawalPreset[]).filter((p) => WITHDRAWAL_PRESETS[p].join() !== effective);
    out.push({ key: 'withdrawalOrder', lever: 'withdrawalOrder', current: 'plan', values: ['plan', ...presets] });
  }
  if (levers.includes('retirementAge')) {
    for (const r of roles) {
      if (s.retired[r]) continue;
      const current = s.retirementAge[r]!;
      const lowest = Math.max(Math.ceil(s.age[r]!) + 1, current - 3);
      const values = range(lowest, Math.min(current + 3, 80));
      if (!values.includes(current)) continue;
      out.push({ key: r === 'client' ? 'clientRetirementAge' : 'spouseRetirementAge', lever: 'retirementAge', current, values });
    }
  }
  return out;
}

/** The conversion dimension's code of a bracket and cap: 'none', '22', '22+irmaa'. */
export function conversionCode(bracket: number | 'none', belowIrmaaTier = false): string {
  return bracket === 'none' ? 'none' : `${bracket}${belowIrmaaTier ? '+irmaa' : ''}`;
}

/** The choice fields a dimension's value sets. */
export function dimensionChoice(key: DimensionKey, value: number | string): LeverChoice {
  if (key !== 'conversion') return { [key]: value } as LeverChoice;
  const code = String(value);
  if (code === 'none') return { conversionBracket: 'none' };
  return { conversionBracket: Number(code.replace('+irmaa', '')), ...(code.endsWith('+irmaa') ? { conversionBelowIrmaaTier: true } : {}) };
}

/** A dimension's value in a choice (undefined: the choice keeps the plan's setting). */
export function dimensionValue(key: DimensionKey, choice: LeverChoice): number | string | undefined {
  if (key !== 'conversion') return choice[key];
  return choice.conversionBracket === undefined ? undefined : conversionCode(choice.conversionBracket, choice.conversionBelowIrmaaTier);
}

/** Each lever a choice changes, as a choice of that lever alone (the conversion's bracket and cap together). */
export function leverParts(choice: LeverChoice): LeverChoice[] {
  const out: LeverChoice[] = [];
  for (const [k, v] of Object.entries(choice)) {
    if (k === 'annualSpending' || k === 'conversionBelowIrmaaTier' || v === undefined) continue;
    if (k === 'conversionBracket') out.push(dimensionChoice('conversion', conversionCode(v as number | 'none', choice.conversionBelowIrmaaTier)));
    else out.push({ [k]: v } as LeverChoice);
  }
  return out;
}

/** Drops the fields equal to the plan's own setting, so that equal combinations have one form. */
export function normalizeChoice(choice: LeverChoice, dims: readonly LeverDimension[]): LeverChoice {
  const out: LeverChoice = {};
  for (const d of dims) {
    const v = dimensionValue(d.key, choice);
    if (v !== undefined && v !== d.current) Object.assign(out, dimensionChoice(d.key, v));
  }
  if (choice.annualSpending !== undefined) out.annualSpending = choice.annualSpending;
  return out;
}

export function choiceKey(choice: LeverChoice): string {
  return JSON.stringify(Object.keys(choice).sort().map((k) => [k, choice[k as keyof LeverChoice]]));
}

/**
 * The scenario actions (ordinary actions of the portal's forms) that give the plan this combination: applying
 * them (applyActions) is what the solver evaluates, so saving them as a scenario reproduces its figures.
 */
export function actionsForChoice(choice: LeverChoice, s: PlanSettings): SolverAction[] {
  const actions: SolverAction[] = [];
  const add = (a: { type: 'A' | 'C'; formName: string; referenceId?: number; value: string; description?: string }) => {
    const form = findActionForm(a.formName)!;
    const fields = JSON.parse(a.value) as Record<string, unknown>;
    actions.push({
      ...a, referenceId: a.referenceId ?? null, referenceType: form.referenceType, active: true, sequence: actions.length,
      description: a.description ?? (typeof fields.description === 'string' ? fields.description : `${form.label} (plan solver)`),
    });
  };
  if (choice.clientRetirementAge !== undefined) {
    add({ type: 'C', formName: 'RetirementAge', value: JSON.stringify({ owner: 'CL', retirementAge: choice.clientRetirementAge }), description: `Client retires at ${choice.clientRetirementAge} (plan solver)` });
  }
  if (choice.spouseRetirementAge !== undefined) {
    add({ type: 'C', formName: 'RetirementAge', value: JSON.stringify({ owner: 'SP', retirementAge: choice.spouseRetirementAge }), description: `Spouse retires at ${choice.spouseRetirementAge} (plan solver)` });
  }
  if (choice.clientClaimAge !== undefined || choice.spouseClaimAge !== undefined) {
    // A new SS strategy names both claiming ages (the engine takes the last SS strategy whole).
    const value: Record<string, unknown> = { type: 'SS', description: 'Claiming ages (plan solver)' };
    const client = choice.clientClaimAge ?? s.claimAge.client;
    const spouse = choice.spouseClaimAge ?? s.claimAge.spouse;
    if (client != null) value.clientClaimAge = client;
    if (spouse != null) value.spouseClaimAge = spouse;
    add({ type: 'A', formName: 'Strategy', value: JSON.stringify(value) });
  }
  if (choice.conversionBracket !== undefined) {
    if (choice.conversionBracket === 'none') {
      if (s.strategyIds.RC != null) add({ type: 'C', formName: 'Strategy', referenceId: s.strategyIds.RC, value: JSON.stringify({ active: false }), description: 'No Roth conversion (plan solver)' });
    } else {
      const irmaa = choice.conversionBelowIrmaaTier === true;
      add({
        type: 'A', formName: 'Strategy', value: JSON.stringify({
          type: 'RC', description: `Roth conversion ${conversionWords(choice.conversionBracket, irmaa)} (plan solver)`,
          conversionBracket: choice.conversionBracket, conversionStartAge: s.conversionAges.start, conversionEndAge: s.conversionAges.end,
          ...(irmaa ? { conversionBelowIrmaaTier: true } : {}),
        }),
      });
    }
  }
  if (choice.withdrawalOrder !== undefined && choice.withdrawalOrder !== 'plan') {
    add({
      type: 'A', formName: 'Strategy', value: JSON.stringify({
        type: 'WO', description: `Withdrawals ${WITHDRAWAL_PRESET_LABELS[choice.withdrawalOrder]} (plan solver)`,
        withdrawalOrder: WITHDRAWAL_PRESETS[choice.withdrawalOrder],
      }),
    });
  }
  if (choice.annualSpending !== undefined) {
    add({ type: 'C', formName: 'RetirementSpending', value: JSON.stringify({ annualSpending: choice.annualSpending }), description: `Retirement spending $${Math.round(choice.annualSpending).toLocaleString('en-US')} a year (plan solver)` });
  }
  return actions;
}

/** An action the solver writes: an ordinary scenario action (Apply saves it as it is). */
export interface SolverAction extends ActionLike {
  type: 'A' | 'C';
  formName: string;
  referenceType: ReferenceType;
  referenceId: number | null;
  value: string;
  sequence: number;
  description: string;
}

/** Short words for a combination (progress bar, headings). */
export function describeChoice(choice: LeverChoice, s: PlanSettings): string {
  const parts: string[] = [];
  const spouse = s.plan.spouse ? ' (client)' : '';
  if (choice.clientClaimAge !== undefined) parts.push(`claim at ${fmtAge(choice.clientClaimAge)}${spouse}`);
  if (choice.spouseClaimAge !== undefined) parts.push(`claim at ${fmtAge(choice.spouseClaimAge)} (spouse)`);
  if (choice.conversionBracket !== undefined) parts.push(choice.conversionBracket === 'none' ? 'no Roth conversion' : `convert ${conversionWords(choice.conversionBracket, choice.conversionBelowIrmaaTier === true, true)}`);
  if (choice.withdrawalOrder !== undefined) parts.push(`withdraw ${WITHDRAWAL_PRESET_LABELS[choice.withdrawalOrder]}`);
  if (choice.clientRetirementAge !== undefined) parts.push(`retire at ${choice.clientRetirementAge}${spouse}`);
  if (choice.spouseRetirementAge !== undefined) parts.push(`retire at ${choice.spouseRetirementAge} (spouse)`);
  return parts.length ? parts.join(', ') : 'the plan as it is';
}

/** "to the top of the 22% bracket, below the next IRMAA tier"; 0%: "up to the deductions (the 0% bracket)". */
export function conversionWords(bracket: number, belowIrmaaTier: boolean, short = false): string {
  const fill = bracket === 0 ? 'up to the deductions (the 0% bracket)' : short ? `to the top of ${bracket}%` : `to the top of the ${bracket}% bracket`;
  return `${fill}${belowIrmaaTier ? ', below the next IRMAA tier' : ''}`;
}

export function fmtAge(age: number): string {
  const years = Math.floor(age);
  const months = Math.round((age - years) * 12);
  return months ? `${years} and ${months} months` : String(years);
}

export type { WithdrawalCategory };
