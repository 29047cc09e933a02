import type { ProfilePermissions } from '../contract/account';
import type { ProfileAggregate } from '../contract/aggregate';
import { allows } from './permissions';

/**
 * What of a plan a caller receives: one rule for every response that carries scenarios or plan sections (the plan
 * calls, the combined result, the scenario list and the engine inputs). Advisors (no basicAccess) see everything
 * their access level lets them read; invited clients see only what their flags open (spec document 1 sections 4, 6).
 */

/** True when the caller may open a view that shows scenarios: scenarios, workshop, suggested actions or comparison. */
export function seesScenarioViews(p: ProfilePermissions): boolean {
  return !p.basicAccess || p.scenariosAccess || p.workshopAccess || p.suggestedAccess || p.plansAccess;
}

/** One scenario's visibility: a client sees only scenarios the advisor shares and keeps active, and only from a scenario view. */
export function scenarioVisible(p: ProfilePermissions, scenario: { sharing: boolean; active: boolean }): boolean {
  if (!p.basicAccess) return true;
  return seesScenarioViews(p) && scenario.sharing && scenario.active;
}

export function visibleScenarios<T extends { sharing: boolean; active: boolean }>(p: ProfilePermissions, rows: readonly T[]): T[] {
  return rows.filter((s) => scenarioVisible(p, s));
}

/**
 * True when the caller receives the plan's data sections (people's finances, incomes, accounts, goals, debts...).
 * A client needs profile access, or a what-if view: the workshop, suggested actions, scenarios and comparison run
 * the engine over the whole plan in the browser and show its figures in their action forms.
 */
export function seesPlanData(p: ProfilePermissions): boolean {
  return !p.basicAccess || allows(p, 'planData');
}

/** Sections emptied for a caller who may not see plan data (the header still names the clients). */
const DATA_LISTS = [
  'participants', 'incomes', 'elections', 'locations', 'investments', 'realAssets', 'otherIncomes', 'socialSecurityIncome',
  'goals', 'educationGoals', 'debts', 'expenses', 'insurances', 'taxAssumptions', 'strategies', 'targetMethods',
] as const satisfies ReadonlyArray<keyof ProfileAggregate>;

/**
 * The plan as this caller may receive it: scenarios (and their actions) by `scenarioVisible`, plan sections by
 * `seesPlanData`, and the caller's own permissions. `full` is the unfiltered plan; it is not changed.
 */
export function planForCaller(full: ProfileAggregate, p: ProfilePermissions): ProfileAggregate {
  const out: ProfileAggregate = { ...full, permissions: p, scenarios: visibleScenarios(p, full.scenarios) };
  if (seesPlanData(p)) return out;
  for (const key of DATA_LISTS) (out as unknown as Record<string, unknown[]>)[key] = [];
  out.retirementGoal = null;
  out.spending = null;
  out.goalOrder = [];
  out.adoptedActions = [];
  out.clients = full.clients.map((c) => ({
    id: c.id, profileId: c.profileId, active: c.active, type: c.type, firstName: c.firstName, lastName: c.lastName,
    dateOfBirth: c.dateOfBirth, employmentStatus: c.employmentStatus, lifeExpectancy: c.lifeExpectancy,
    retirementAge: c.retirementAge, gender: c.gender, annualPreTax: null, monthlyTakeHome: null,
  }));
  return out;
}
