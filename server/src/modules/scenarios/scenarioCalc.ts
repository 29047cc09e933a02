import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_TRIALS, type Assumptions } from '@portal/calc';
import type { ProfileAggregate, ProfilePermissions } from '@portal/shared/contract';
import { orderActions, selectedActionIds, type ScenarioRun } from '@portal/calc';
import { runOffThread } from '../../lib/workPool';
import { ENGINE_TIME_LIMIT_MS } from '../calcs/planResults';
import type { Db } from '../../db/client';
import { actions, scenarios } from '../../db/schema/index';
import { effectiveAssumptionForProfile, effectiveSettings } from '../../levels/effectiveAssumptions';
import { DEFAULT_SUCCESS_THRESHOLD } from '@portal/shared/contract';
import { loadProfileAggregate } from '../plan/aggregate';
import { toAction } from './actions';
import type { ScenarioRow } from './scenarios';

/**
 * Everything the engine reads for a scenario run. The workshop's web worker receives exactly this (GET
 * .../inputs), so the browser and the server compute with the same plan, assumptions, seed, trials and year.
 */
export interface ScenarioInputs {
  /** The plan without its scenarios (the engine does not read them). */
  profile: ProfileAggregate;
  assumptions: Assumptions;
  seed: number;
  startYear: number;
  trials: number;
  /** Changes when any input above changes. */
  fingerprint: string;
  /** The firm's success_threshold for this plan (percent; the plan solver's default target). */
  successThreshold?: number;
}

/** Stored in scenarios.results: workshop results for type WS, suggested-actions results otherwise. */
export interface StoredScenarioResults extends ScenarioRun {
  kind: 'workshop' | 'suggestedActions';
  scenarioId: number;
  profileVersion: number;
  /** Inputs fingerprint plus the applied actions: results are stale once it no longer matches. */
  fingerprint: string;
  selectedActions: Array<{ id: number }>;
  computedAt: string;
}

const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 32);

export async function scenarioInputs(db: Db, profileId: number, permissions: ProfilePermissions, now = new Date()): Promise<ScenarioInputs> {
  const [full, assumption, settings] = await Promise.all([
    loadProfileAggregate(db, profileId, permissions),
    effectiveAssumptionForProfile(db, profileId),
    effectiveSettings(db, 6, profileId),
  ]);
  const threshold = Number(settings.values.success_threshold);
  const profile = { ...full, scenarios: [] } as ProfileAggregate;
  const startYear = now.getUTCFullYear();
  const trials = Math.min(MAX_TRIALS, Math.max(1, Math.floor(assumption.monteCarloTrials || 1000)));
  const seed = profile.seed ?? 1;
  return {
    profile, assumptions: assumption.data as unknown as Assumptions, seed, startYear, trials,
    fingerprint: hash({ version: profile.version, assumptions: assumption.fingerprint, startYear, trials, seed }),
    successThreshold: Number.isFinite(threshold) && threshold > 0 && threshold < 100 ? threshold : DEFAULT_SUCCESS_THRESHOLD,
  };
}

export const resultsKind = (type: string): StoredScenarioResults['kind'] => (type === 'WS' ? 'workshop' : 'suggestedActions');

/** The scenario's active actions among `ids`, in scenario order. */
export async function actionsFor(db: Db, scenarioId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(actions)
    .where(and(eq(actions.scenarioId, scenarioId), eq(actions.active, true), inArray(actions.id, ids)))
    .orderBy(asc(actions.sequence), asc(actions.id));
  return orderActions(rows.map(toAction));
}

function fingerprintOf(inputs: ScenarioInputs, applied: ReturnType<typeof toAction>[]) {
  return hash({ inputs: inputs.fingerprint, actions: applied.map((a) => [a.id, a.sequence, a.formName, a.type, a.referenceId, a.selectedFields, a.value]) });
}

/**
 * Runs a scenario with the selected actions applied to a copy of the plan (the base plan is never changed)
 * and stores the results on the scenario.
 */
export async function calculateScenario(
  db: Db, scenario: ScenarioRow, selectedIds: number[], permissions: ProfilePermissions, given?: ScenarioInputs, opts: { store?: boolean } = {},
) {
  const inputs = given ?? await scenarioInputs(db, scenario.profileId, permissions);
  const applied = await actionsFor(db, scenario.id, selectedIds);
  // The engine runs on a work-pool thread (it validates action records with the contract's rules there).
  const run = await runOffThread('runScenario', {
    profile: inputs.profile, assumptions: inputs.assumptions, actions: applied, seed: inputs.seed, startYear: inputs.startYear, trials: inputs.trials,
  }, ENGINE_TIME_LIMIT_MS);
  const results: StoredScenarioResults = {
    kind: resultsKind(scenario.type),
    scenarioId: scenario.id,
    profileVersion: inputs.profile.version,
    fingerprint: fingerprintOf(inputs, applied),
    selectedActions: applied.map((a) => ({ id: a.id })),
    computedAt: new Date().toISOString(),
    ...run,
  };
  // A workshop's working selection (not the saved one) is computed, not stored: Comparison, Suggested Actions and
  // reports read the stored results, which follow the saved scenario only.
  if (opts.store !== false) {
    await db.update(scenarios).set({ results: results as unknown as Record<string, unknown>, resultsVersion: inputs.profile.version })
      .where(eq(scenarios.id, scenario.id));
  }
  return results;
}

/** The actions a scenario computes with by default: its selection in the workshop, all not adopted for SA. */
export function defaultSelection(scenario: ScenarioRow, scenarioActions: Array<{ id: number; active: boolean }>, profile: { adoptedActions: number[] }) {
  return selectedActionIds(scenario as ScenarioRow & { type: 'WS' | 'SA' }, scenarioActions, { page: scenario.type === 'SA' ? 'SA' : 'WS', adoptedActions: profile.adoptedActions });
}

/**
 * Stored results with `stale` (the plan, assumptions or actions changed since). With `recalculate`, missing or
 * stale results are computed first with the scenario's default selection. A caller reading several scenarios
 * of one plan passes the plan's `scenarioInputs` once (`given`) instead of loading them for each.
 */
export async function storedResults(db: Db, scenario: ScenarioRow, permissions: ProfilePermissions, recalculate: boolean, given?: ScenarioInputs) {
  const stored = scenario.results as StoredScenarioResults | null;
  const inputs = given ?? await scenarioInputs(db, scenario.profileId, permissions);
  const ids = stored?.selectedActions.map((s) => s.id) ?? [];
  const list = await db.select({ id: actions.id, active: actions.active }).from(actions).where(eq(actions.scenarioId, scenario.id));
  const selection = defaultSelection(scenario, list, inputs.profile);
  // Stale too when stored for another selection than the saved one (results stored before the workshop was a sandbox).
  const stale = !stored || !sameIds(ids, selection) || stored.fingerprint !== fingerprintOf(inputs, await actionsFor(db, scenario.id, ids));
  if (!stale) return { ...stored!, stale: false };
  if (!recalculate) return stored ? { ...stored, stale: true } : null;
  const fresh = await calculateScenario(db, scenario, selection, permissions, inputs);
  return { ...fresh, stale: false };
}

/** The same action ids, in any order. */
export function sameIds(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** True when `selectedIds` is the scenario's saved selection (what its stored results must follow). */
export async function isSavedSelection(db: Db, scenario: ScenarioRow, selectedIds: number[], inputs: ScenarioInputs): Promise<boolean> {
  const list = await db.select({ id: actions.id, active: actions.active }).from(actions).where(eq(actions.scenarioId, scenario.id));
  return sameIds(defaultSelection(scenario, list, inputs.profile), selectedIds);
}
