import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProfilePermissions, Scenario } from '@portal/shared/contract';
import { visibleScenarios } from '@portal/shared/access';
import { duplicateDescription } from '@portal/calc';
import type { Db, Tx } from '../../db/client';
import { actions, scenarios } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { recordPlanEvent } from '../plan/touchProfile';
import { rowChanges } from '../../lib/diff';
import { toAction } from './actions';

export type ScenarioRow = typeof scenarios.$inferSelect;

/** A scenario as the API returns it: the record, and which kind of stored results it has (never the results). */
export function toScenario(row: ScenarioRow) {
  const { results, resultsVersion: _v, ...fields } = row;
  const kind = (results as { kind?: string } | null)?.kind ?? null;
  return { ...fields, resultsKind: kind as 'workshop' | 'suggestedActions' | null };
}
export type ScenarioDto = ReturnType<typeof toScenario>;

/**
 * Serialises, per plan, the transactions that pick a new scenario's name and sequence (duplicates, new scenarios):
 * concurrent copies then see each other's rows and get "… - Copy", "… - Copy 2", … and distinct sequences. A
 * transaction-scoped advisory lock, released at commit or rollback; PGlite runs one transaction at a time anyway.
 */
async function lockScenarioOrder(tx: Tx, profileId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCENARIO_ORDER_LOCK}, ${profileId})`);
}
const SCENARIO_ORDER_LOCK = 0x5c3e; // the lock space of scenario order (first key of the two-key advisory lock)

/** The plan's scenarios in their order, those the caller may see (shared/src/access/visibility). */
export async function listScenarios(db: Db, profileId: number, permissions: ProfilePermissions) {
  const rows = await db.select().from(scenarios).where(eq(scenarios.profileId, profileId)).orderBy(asc(scenarios.sequence), asc(scenarios.id));
  return visibleScenarios(permissions, rows).map(toScenario);
}

/** Selected and collapsed ids kept only when they name actions of the scenario. */
async function ownActionIds(tx: Db | Tx, scenarioId: number | null): Promise<Set<number>> {
  if (scenarioId == null) return new Set();
  const rows = await tx.select({ id: actions.id }).from(actions).where(eq(actions.scenarioId, scenarioId));
  return new Set(rows.map((r) => r.id));
}

/** Fields a save changes, compared with the stored row (all of them for a new scenario). */
export function changedFields(row: ScenarioRow | undefined, input: Scenario): Set<keyof Scenario> {
  const keys: Array<keyof Scenario> = ['description', 'type', 'sharing', 'active', 'comparing', 'sequence', 'selectedActions', 'collapsedActions'];
  if (!row) return new Set(keys);
  return new Set(keys.filter((k) => JSON.stringify(row[k as keyof ScenarioRow]) !== JSON.stringify(input[k])));
}

/** Changes a workshop user may make without scenario change rights: what is selected, collapsed, compared. */
export const WORKSHOP_FIELDS = new Set<keyof Scenario>(['selectedActions', 'collapsedActions', 'comparing']);

/**
 * Creates or updates a scenario. A new one goes to the end of the plan's order. With `sharingChanged` and a
 * change of sharing, the plan history records that the scenario was shared (or no longer is).
 */
export async function saveScenario(db: Db, input: Scenario, row: ScenarioRow | undefined, opts: { sharingChanged: boolean; userId: number }) {
  return db.transaction(async (tx) => {
    const own = await ownActionIds(tx, row?.id ?? null);
    const selectedActions = input.selectedActions.filter((s) => own.has(s.id));
    const collapsedActions = input.collapsedActions.filter((id) => own.has(id));
    const fields = {
      description: input.description, type: input.type ?? 'WS', sharing: input.sharing, active: input.active, comparing: input.comparing,
      selectedActions, collapsedActions,
    };
    let saved: ScenarioRow | undefined;
    if (row) {
      [saved] = await tx.update(scenarios).set({ ...fields, sequence: input.sequence }).where(eq(scenarios.id, row.id)).returning();
      // Deleted by a concurrent call since it was read: the save did not happen.
      if (!saved) throw notFound('Scenario');
    } else {
      await lockScenarioOrder(tx, input.profileId);
      const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${scenarios.sequence}) + 1, 0)::int` })
        .from(scenarios).where(eq(scenarios.profileId, input.profileId));
      [saved] = await tx.insert(scenarios).values({ ...fields, profileId: input.profileId, sequence: next, createdByUserId: opts.userId }).returning();
    }
    // The workshop's selection, folding and comparing are working state, not plan changes: history leaves them out.
    const changes = rowChanges(row ? historyFields(row) : null, historyFields(saved!), saved!.id);
    if (opts.sharingChanged && row && row.sharing !== saved!.sharing) {
      await recordPlanEvent(tx, saved!.profileId, saved!.sharing ? 'SCENARIO_SHARED' : 'SCENARIO_UNSHARED', {
        userId: opts.userId, description: `Scenario "${saved!.description}" ${saved!.sharing ? 'shared with the client' : 'no longer shared'}`,
        area: 'scenarios', changes,
      });
    } else if (changes.length) {
      await recordPlanEvent(tx, saved!.profileId, 'PLAN_UPDATED', {
        userId: opts.userId, description: row ? `Scenario "${saved!.description}" saved` : `Scenario "${saved!.description}" created`, area: 'scenarios', changes,
      });
    }
    return saved!;
  });
}

/**
 * Duplicates a scenario (spec document 2 section 4): sharing off, active on, comparing off, the next copy
 * description; its active actions are copied without ids, and the selection and collapsed lists follow the copies.
 */
export async function duplicateScenario(db: Db, source: ScenarioRow, userId?: number, selection?: Array<{ id: number }>) {
  return db.transaction(async (tx) => {
    await lockScenarioOrder(tx, source.profileId);
    const [still] = await tx.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.id, source.id));
    if (!still) throw notFound('Scenario');
    const siblings = await tx.select({ description: scenarios.description, sequence: scenarios.sequence })
      .from(scenarios).where(eq(scenarios.profileId, source.profileId));
    const description = duplicateDescription(source.description, siblings.map((s) => s.description));
    const sequence = Math.max(-1, ...siblings.map((s) => s.sequence)) + 1;
    const [copy] = await tx.insert(scenarios).values({
      profileId: source.profileId, description, type: source.type, sharing: false, active: true, comparing: false, sequence,
      selectedActions: [], collapsedActions: [], createdByUserId: userId ?? null,
    }).returning();

    const originals = await tx.select().from(actions)
      .where(and(eq(actions.scenarioId, source.id), eq(actions.active, true))).orderBy(asc(actions.sequence), asc(actions.id));
    const newId = new Map<number, number>();
    if (originals.length) {
      const inserted = await tx.insert(actions).values(originals.map(({ id: _id, ...a }) => ({ ...a, scenarioId: copy.id }))).returning();
      originals.forEach((a, i) => newId.set(a.id, inserted[i].id));
    }
    // "Save as new scenario" in the workshop copies with the working selection (`selection`) instead of the saved one.
    const selectedActions = (selection ?? source.selectedActions).filter((s) => newId.has(s.id)).map((s) => ({ id: newId.get(s.id)! }));
    const collapsedActions = source.collapsedActions.filter((id) => newId.has(id)).map((id) => newId.get(id)!);
    const [saved] = await tx.update(scenarios).set({ selectedActions, collapsedActions }).where(eq(scenarios.id, copy.id)).returning();
    await recordPlanEvent(tx, saved.profileId, 'PLAN_UPDATED', {
      userId, description: `Scenario "${saved.description}" created as a copy of "${source.description}"`, area: 'scenarios',
      changes: rowChanges(null, { id: saved.id, ...historyFields(saved) }),
    });
    return saved;
  });
}

const historyFields = (r: ScenarioRow) => ({ description: r.description, type: r.type, sharing: r.sharing, active: r.active });

export async function deleteScenario(db: Db, id: number, userId?: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(scenarios).where(eq(scenarios.id, id)).returning();
    if (gone) {
      await recordPlanEvent(tx, gone.profileId, 'PLAN_UPDATED', {
        userId, description: `Scenario "${gone.description}" deleted`, area: 'scenarios', changes: rowChanges({ id: gone.id, ...historyFields(gone) }, null),
      });
    }
  });
}

/** Sets the plan's scenario order to `ids` (sequence 0, 1, ...); ids of other plans are a 404. */
export async function orderScenarios(db: Db, profileId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = ids.length ? await tx.select({ id: scenarios.id, profileId: scenarios.profileId }).from(scenarios).where(inArray(scenarios.id, ids)) : [];
    if (rows.length !== new Set(ids).size || rows.some((r) => r.profileId !== profileId)) throw notFound('Scenario');
    for (const [sequence, id] of ids.entries()) await tx.update(scenarios).set({ sequence }).where(eq(scenarios.id, id));
    const all = await tx.select().from(scenarios).where(eq(scenarios.profileId, profileId)).orderBy(asc(scenarios.sequence), asc(scenarios.id));
    return all.map(toScenario);
  });
}

/** The scenario with its active actions (workshop and suggested-actions pages load both at once). */
export async function scenarioWithActions(db: Db, row: ScenarioRow) {
  const list = await db.select().from(actions).where(and(eq(actions.scenarioId, row.id), eq(actions.active, true)))
    .orderBy(asc(actions.sequence), asc(actions.id));
  return { ...toScenario(row), actions: list.map(toAction) };
}
