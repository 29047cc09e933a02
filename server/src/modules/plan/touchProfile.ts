import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planEvents, profiles } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { expectedVersion, noteWritten } from './planVersion';
import { MAX_CHANGES, type FieldChange } from '../../lib/diff';

/** One PLAN_UPDATED history entry for a save call: who changed what (the area, e.g. `incomes`, and its fields). */
export interface PlanChange {
  userId?: number | null;
  description: string;
  area?: string;
  changes?: FieldChange[];
  version?: number;
}

/**
 * Sets the plan's changed flag (spec document 1 section 4, "Profile changes set a changed flag"): bumps
 * `profiles.version` (calculation results are cached per version) and `updatedAt`. Every write to plan
 * data calls this inside its transaction. With `change`, also records one PLAN_UPDATED event, so a save
 * call leaves exactly one history entry however many rows it wrote. Returns the new version.
 */
export async function touchProfile(tx: Db | Tx, profileId: number, change?: PlanChange): Promise<number> {
  // With If-Match (planVersion.ts) the bump happens only from the version the caller read: a concurrent save that
  // got there first makes this one a 409, and its transaction writes nothing.
  const expected = expectedVersion(profileId);
  const [row] = await tx.update(profiles)
    .set({ version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(expected == null ? eq(profiles.id, profileId) : and(eq(profiles.id, profileId), eq(profiles.version, expected)))
    .returning({ version: profiles.version });
  if (!row && expected != null) {
    throw new HttpError(409, 'PLAN_CHANGED', 'Someone else changed this plan after you opened it. Reload to see their changes, then make yours again.');
  }
  if (row) noteWritten(profileId, row.version);
  if (change) await recordPlanEvent(tx, profileId, 'PLAN_UPDATED', { ...change, version: row?.version });
  return row?.version ?? 0;
}

/**
 * Appends one dated event to the plan's history (GET /api/client/event/...), in the caller's transaction, so a
 * change and its history entry are written together or not at all.
 */
export async function recordPlanEvent(tx: Db | Tx, profileId: number, eventType: string, change: PlanChange) {
  const [event] = await tx.insert(planEvents)
    .values({
      profileId, eventType, userId: change.userId ?? null, description: change.description,
      area: change.area ?? null, version: change.version ?? null, changes: (change.changes ?? []).slice(0, MAX_CHANGES) as unknown as Array<Record<string, unknown>>,
    })
    .returning();
  return event;
}
