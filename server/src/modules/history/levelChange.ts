import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assumptions, type profileAccess } from '../../db/schema/index';
import { recordPlanEvent } from '../plan/touchProfile';
import type { LevelRef } from '../../levels/levels';
import { valuesAt } from '../../levels/settingsStore';
import { listChanges, rowChanges } from '../../lib/diff';

type Area = 'settings' | 'assumptions';

async function snapshot(tx: Tx, ref: LevelRef, area: Area): Promise<Array<Record<string, unknown>>> {
  if (area === 'settings') {
    // Settings are one row per key: the plan's whole set is one "record" of the history.
    return [{ id: ref.levelKey, ...(await valuesAt(tx, ref)) }];
  }
  const rows = await tx.select().from(assumptions)
    .where(and(eq(assumptions.level, ref.level), eq(assumptions.levelKey, ref.levelKey))).orderBy(asc(assumptions.id));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, ...r.data }));
}

/**
 * Runs a change of settings or assumption sets and, when it is at a plan's own level, records what it changed
 * in the plan's history in the same transaction. Other levels are not one plan's history.
 */
export async function withLevelHistory<T>(tx: Tx, ref: LevelRef, area: Area, userId: number | undefined, change: () => Promise<T>): Promise<T> {
  if (ref.level !== 6) return change();
  const before = await snapshot(tx, ref, area);
  const out = await change();
  const after = await snapshot(tx, ref, area);
  const changes = listChanges(before, after);
  if (changes.length) {
    const description = area === 'settings' ? 'Plan settings saved' : 'Plan portfolio assumptions saved';
    await recordPlanEvent(tx, ref.levelKey, 'PLAN_UPDATED', { userId, description, area, changes });
  }
  return out;
}

type AccessRow = typeof profileAccess.$inferSelect;
const grantFields = (r: AccessRow) => ({ id: r.id, firstName: r.firstName, lastName: r.lastName, email: r.email, status: r.status, ...r.flags });

/** Records a change of a client's access to a plan (invited, flags changed, revoked). */
export async function recordAccessChange(tx: Tx, before: AccessRow | null, after: AccessRow | null, userId: number | undefined, description: string) {
  const row = after ?? before;
  if (!row) return;
  const changes = rowChanges(before && grantFields(before), after && grantFields(after), row.id);
  if (changes.length) await recordPlanEvent(tx, row.profileId, 'PLAN_UPDATED', { userId, description, area: 'access', changes });
}
