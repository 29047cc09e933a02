import { eq } from 'drizzle-orm';
import { applyActions, planFromProfile, type LifeTableSex, type StressOptions } from '@portal/calc';
import { validateActionRecord, type ProfileAggregate, type ProfilePermissions, type StressTestResult } from '@portal/shared/contract';
import { actions, scenarios } from '../../db/schema/index';
import { assertVisible } from '../scenarios/access';
import { actionsFor, defaultSelection } from '../scenarios/scenarioCalc';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { loadFullAggregate } from '../plan/aggregate';
import { trialsFrom } from '../calcs/runPlan';
import { StressPool } from './stressPool';

export interface StressQuery {
  scenarioId?: number;
  badTimingStart?: number;
  badTimingFirst?: number;
  badTimingSecond?: number;
  crisisProbability?: number;
  crisisVolatility?: number;
}

const sexOf = (gender: string | null | undefined): LifeTableSex => (gender === 'M' || gender === 'F' ? gender : null);

/** The engine's options from the plan (seed, sexes) and the query (bad-timing size, fat tails). */
export function stressOptions(profile: ProfileAggregate, query: StressQuery, startYear: number, trials: number): StressOptions {
  const people = profile.clients ?? [];
  const client = people.find((p) => p.type === 'C');
  const spouse = profile.spouse ? people.find((p) => p.type === 'S') : undefined;
  const options: StressOptions = {
    startYear, seed: profile.seed ?? 1, trials,
    sexes: { client: sexOf(client?.gender), spouse: sexOf(spouse?.gender) },
  };
  if (query.badTimingStart !== undefined) options.badTiming = { historicalStart: query.badTimingStart };
  else if (query.badTimingFirst !== undefined && query.badTimingSecond !== undefined) {
    options.badTiming = { realReturns: [query.badTimingFirst / 100, query.badTimingSecond / 100] };
  }
  if (query.crisisProbability !== undefined || query.crisisVolatility !== undefined) {
    options.fatTails = { crisisProbability: (query.crisisProbability ?? 10) / 100, crisisVolatility: query.crisisVolatility ?? 2.5 };
  }
  return options;
}

const MEMO_LIMIT = 20;

const perDatabase = new WeakMap<Db, StressResults>();

/** The stress results of this database's plans, one worker for every route that shows them (the panel, the report). */
export function stressResultsFor(db: Db): StressResults {
  let r = perDatabase.get(db);
  if (!r) {
    r = new StressResults(db, new StressPool());
    perDatabase.set(db, r);
  }
  return r;
}

/**
 * The plan's stress tests for its current version and effective assumptions, computed in the stress worker and
 * kept in memory per (plan version, assumptions, start year, query) for the next caller.
 */
export class StressResults {
  private memo = new Map<string, Promise<StressTestResult>>();

  constructor(private db: Db, readonly pool: StressPool) {}

  async get(profileId: number, query: StressQuery, now = new Date(), permissions?: ProfilePermissions): Promise<StressTestResult> {
    const [base, assumption] = await Promise.all([loadFullAggregate(this.db, profileId), effectiveAssumptionForProfile(this.db, profileId)]);
    const startYear = now.getUTCFullYear();
    const trials = trialsFrom(assumption.monteCarloTrials);
    const { profile, applied } = query.scenarioId === undefined ? { profile: base, applied: [] } : await this.withScenario(base, query.scenarioId, permissions);
    const key = JSON.stringify([profileId, profile.version, assumption.fingerprint, startYear, trials, query, applied]);
    const held = this.memo.get(key);
    if (held) {
      this.memo.delete(key);
      this.memo.set(key, held);
      return held;
    }
    let plan;
    try {
      plan = planFromProfile(profile, { startYear });
    } catch (err) {
      if (err instanceof RangeError) throw new HttpError(409, 'PLAN_INCOMPLETE', err.message);
      throw err;
    }
    const job = this.pool.run(plan, assumption.data, stressOptions(profile, query, startYear, trials))
      .then((r) => ({ ...r, version: profile.version }))
      .catch((err: unknown) => {
        this.memo.delete(key);
        if (err instanceof RangeError) throw badRequest('query', err.message);
        throw err;
      });
    this.memo.set(key, job);
    if (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value as string);
    return job;
  }

  /** The plan with a scenario's selected actions applied (as the workshop computes it); the scenario must be the plan's and visible. */
  private async withScenario(base: ProfileAggregate, scenarioId: number, permissions?: ProfilePermissions) {
    const [row] = await this.db.select().from(scenarios).where(eq(scenarios.id, scenarioId));
    if (!row || row.profileId !== base.id) throw notFound('Scenario');
    if (permissions) assertVisible(permissions, row);
    const list = await this.db.select({ id: actions.id, active: actions.active }).from(actions).where(eq(actions.scenarioId, row.id));
    const applied = await actionsFor(this.db, row.id, defaultSelection(row, list, base));
    const profile = applyActions({ ...base, scenarios: [] } as ProfileAggregate, applied, validateActionRecord) as ProfileAggregate;
    return { profile, applied };
  }
}
