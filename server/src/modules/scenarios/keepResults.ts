import { and, asc, eq, inArray } from 'drizzle-orm';
import { ADVISOR_ACCESS, advisorPermissions } from '@portal/shared/access';
import type { Db } from '../../db/client';
import { scenarios } from '../../db/schema/index';
import { scenarioInputs, storedResults, type StoredScenarioResults } from './scenarioCalc';

/** The plan as its advisor sees it: scenario results are computed from the whole plan, whoever reads them later. */
const AS_ADVISOR = advisorPermissions(ADVISOR_ACCESS.read);

/**
 * Brings the stored results of one plan's active scenarios (workshop and suggested actions) up to date, the way the
 * figures worker keeps the plan's own figures: the workshop opened by its address, Comparison, Suggested Actions
 * and the reports then read an answer already computed instead of waiting for the engine. A scenario is computed
 * only when its stored results are missing or stale, by the same rule (`storedResults`) a reader applies, with the
 * scenario's saved selection; results that are current are left as they are. Returns how many were computed.
 */
export async function refreshScenarioResults(db: Db, profileId: number, before: () => Promise<void> = async () => undefined): Promise<number> {
  const rows = await db.select().from(scenarios)
    .where(and(eq(scenarios.profileId, profileId), eq(scenarios.active, true), inArray(scenarios.type, ['WS', 'SA'])))
    .orderBy(asc(scenarios.sequence), asc(scenarios.id));
  if (rows.length === 0) return 0;
  const inputs = await scenarioInputs(db, profileId, AS_ADVISOR);
  let computed = 0;
  for (const row of rows) {
    await before();
    const was = (row.results as StoredScenarioResults | null)?.computedAt;
    const now = await storedResults(db, row, AS_ADVISOR, true, inputs);
    if (now && now.computedAt !== was) computed += 1;
  }
  return computed;
}
