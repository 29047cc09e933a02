import { listChanges } from '../../lib/diff';
import { recordPlanEvent } from '../plan/touchProfile';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Action, ProfileAggregate } from '@portal/shared/contract';
import type { ProfileNeed } from '../../access/profileAccess';
import { actionProblem, findActionForm, parseActionValue, type RecordCollection } from '@portal/calc';
import { validateActionRecord } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { actions, scenarios } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { Problems } from '../plan/validation';

export type ActionRow = typeof actions.$inferSelect;

export function toAction(row: ActionRow): Action & { id: number } {
  return {
    id: row.id, scenarioId: row.scenarioId, type: row.type as Action['type'], referenceType: row.referenceType as Action['referenceType'],
    formName: row.formName, referenceId: row.referenceId, selectedFields: row.selectedFields, value: row.value,
    active: row.active, expanded: row.expanded, sequence: row.sequence, description: row.description,
  };
}

export async function listActions(db: Db | Tx, scenarioId: number, opts: { includeInactive?: boolean } = {}) {
  const where = opts.includeInactive ? eq(actions.scenarioId, scenarioId) : and(eq(actions.scenarioId, scenarioId), eq(actions.active, true));
  const rows = await db.select().from(actions).where(where).orderBy(asc(actions.sequence), asc(actions.id));
  return rows.map(toAction);
}

/**
 * What saving `inputs` needs (spec document 1 section 6): a new action workshop add, marking a saved one
 * inactive workshop delete, any other change workshop change.
 */
export function needsFor(existing: Map<number, ActionRow>, inputs: Action[]): ProfileNeed[] {
  const needs = new Set<ProfileNeed>();
  for (const a of inputs) {
    const row = a.id != null ? existing.get(a.id) : undefined;
    if (!row) {
      if (a.active !== false) needs.add('workshopAdd');
    } else if (row.active && a.active === false) needs.add('workshopDelete');
    else needs.add('workshopChange');
  }
  return [...needs];
}

const COLLECTION_IDS = (profile: ProfileAggregate, c: RecordCollection) => (profile[c] as Array<{ id: number }>).map((r) => r.id);

/** Checks each action against the plan (form, type, referenced record, value) and normalises it. */
export function validateActions(profile: ProfileAggregate, inputs: Action[]): Action[] {
  const problems = new Problems();
  const out = inputs.map((a, i) => {
    const at = (field: string) => (inputs.length > 1 ? `${i}.${field}` : field);
    const form = findActionForm(a.formName);
    if (!form) {
      problems.add(at('formName'), 'Choose a form from the list');
      return a;
    }
    if (a.active === false) return { ...a, referenceType: form.referenceType };
    if (form.collection && a.type === 'C' && !(form.referenceOptional && a.referenceId == null) && (a.referenceId == null || !COLLECTION_IDS(profile, form.collection).includes(a.referenceId))) {
      problems.add(at('referenceId'), `Choose the ${form.label.toLowerCase()} this action changes`);
      return a;
    }
    const problem = actionProblem(profile, a, validateActionRecord);
    if (problem) {
      problems.add(at(problem.field), problem.message);
      return a;
    }
    return { ...a, referenceType: form.referenceType, value: JSON.stringify(parseActionValue(a.value)) };
  });
  problems.throwIfAny();
  return out;
}

/**
 * Saves actions of one scenario in one transaction: new ones are inserted, saved ones updated (an id of
 * another scenario is a 404). A new action already marked inactive is simply dropped. Actions made inactive
 * leave the scenario's selection. `append` puts new actions after the existing ones.
 */
export async function saveActions(db: Db, scenarioId: number, inputs: Action[], opts: { append?: boolean; userId?: number; profileId?: number } = {}) {
  return db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(actions).where(eq(actions.scenarioId, scenarioId))).map((r) => [r.id, r]));
    let [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${actions.sequence}) + 1, 0)::int` }).from(actions).where(eq(actions.scenarioId, scenarioId));
    const saved: Array<Action & { id: number }> = [];
    const deactivated = new Set<number>();
    for (const a of inputs) {
      const fields = {
        type: a.type ?? 'C', referenceType: a.referenceType ?? '', formName: a.formName, referenceId: a.referenceId ?? null,
        selectedFields: a.selectedFields, value: a.value ?? null, description: a.description ?? null, active: a.active,
        expanded: a.expanded, sequence: a.sequence,
      };
      if (a.id != null) {
        const row = existing.get(a.id);
        if (!row) throw notFound('Action');
        if (row.active && !a.active) deactivated.add(a.id);
        const [r] = await tx.update(actions).set(fields).where(eq(actions.id, a.id)).returning();
        saved.push(toAction(r));
      } else if (a.active !== false) {
        const [r] = await tx.insert(actions).values({ ...fields, scenarioId, sequence: opts.append ? next++ : a.sequence }).returning();
        saved.push(toAction(r));
      }
    }
    if (deactivated.size) {
      const [s] = await tx.select().from(scenarios).where(eq(scenarios.id, scenarioId));
      await tx.update(scenarios).set({
        selectedActions: s.selectedActions.filter((x) => !deactivated.has(x.id)),
        collapsedActions: s.collapsedActions.filter((x) => !deactivated.has(x)),
      }).where(eq(scenarios.id, scenarioId));
    }
    if (opts.profileId) {
      // Folding an action open or shut is working state: history keeps what the action does.
      const plain = (a: Record<string, unknown>) => { const { expanded: _e, sequence: _s, ...rest } = a; return rest; };
      const before = saved.filter((a) => existing.has(a.id)).map((a) => plain(toAction(existing.get(a.id)!)));
      const changes = listChanges(before, saved.map(plain));
      if (changes.length) await recordPlanEvent(tx, opts.profileId, 'PLAN_UPDATED', { userId: opts.userId, description: 'Scenario actions saved', area: 'actions', changes });
    }
    return saved;
  });
}
