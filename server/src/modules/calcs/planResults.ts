import { createHash } from 'node:crypto';
import type { ProfileAggregate } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { loadFullAggregate } from '../plan/aggregate';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import type { CachedResults, ResultCache } from './resultCache';
import { runOffThread } from '../../lib/workPool';
import { trialsFrom } from './runPlan';

/** Longest one plan's engine run may take on a pool thread (a plan of the largest size takes well under a second). */
export const ENGINE_TIME_LIMIT_MS = 60_000;

/** Bump when the stored result's shape or the engine's meaning changes: every cached row is then stale. */
const RESULT_FORMAT = 8; // 8: state tax checked against PolicyEngine-US (AR, VT, HI, WI, WV, ME, DE, ID, GA, MA, SC, MD, AZ, KS, NM rules), federal alternative minimum tax (taxAlbum.alternativeMinimumTax), Medicare premiums with IRMAA from 65 (expenseAlbum.medicarePremiums), local taxes by locality (wage and state-tax bases); 7: metrics carry inflation and priceIndex (today's dollars); 2: net investment income tax; 3: real-asset sale gains taxed (basis, main-home exclusion); 4: full-fidelity Monte Carlo / state rules of every state, dependents and child tax credit, spouse local rate (two branches); 5: both together; 6: every payroll election counts (unlinked ones spent from pay), election-fed accounts take no own contribution, calc.missing

/**
 * Everything besides the plan itself that the engine reads, as one fingerprint stored with the results. The
 * assumption fingerprint already covers the effective set, the inflation and monte_carlo_trials settings.
 */
export function resultFingerprint(parts: { assumptions: string; startYear: number; trials: number }): string {
  return createHash('sha256').update(JSON.stringify({ format: RESULT_FORMAT, ...parts })).digest('hex').slice(0, 32);
}

/**
 * The unfiltered plan with its results (the engine always reads the whole plan, so results never depend on who
 * asks; callers filter the plan with planForCaller before sending it): served from the cache when the plan version and the fingerprint of its effective
 * assumptions, trials and start year are those the results were computed for; else the engine runs once.
 * The start year is the current calendar year (the engine has no clock).
 */
export async function planWithResults(
  db: Db, cache: ResultCache, profileId: number, now = new Date(),
): Promise<{ profile: ProfileAggregate; cached: CachedResults }> {
  const [profile, assumption] = await Promise.all([
    loadFullAggregate(db, profileId),
    effectiveAssumptionForProfile(db, profileId),
  ]);
  const startYear = now.getUTCFullYear();
  const trials = trialsFrom(assumption.monteCarloTrials);
  const fingerprint = resultFingerprint({ assumptions: assumption.fingerprint, startYear, trials });
  const cached = await cache.get(profileId, profile.version, fingerprint,
    // The engine runs on a work-pool thread: the request thread only waits for it.
    () => runOffThread('runPlan', { profile, assumptions: assumption.data, options: { startYear, trials, now } }, ENGINE_TIME_LIMIT_MS));
  return { profile, cached };
}
