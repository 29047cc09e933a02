import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { validDate } from '@portal/shared/validation';
import type { PlanEvent } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { planEvents, users } from '../../db/schema/index';
import { Problems } from './validation';

const DAY = 86_400_000;

/** A plan event as the API returns it: the contract's `planEventSchema` (@portal/shared/contract history.ts). */
export type PlanEventItem = PlanEvent;

/** Start and end dates of the history range (yyyy-mm-dd, both days included, UTC), else a 400. */
export function dateRange(startDate: string, endDate: string) {
  const problems = new Problems();
  const bad = (v: string) => validDate(v) ?? (v.length > 10 && Number.isNaN(new Date(v).getTime()) ? 'must be a valid date of 1900-01-01 or later.' : null);
  const s = bad(startDate);
  const e = bad(endDate);
  if (s) problems.add('startDate', s);
  if (e) problems.add('endDate', e);
  problems.throwIfAny();
  const from = new Date(`${startDate.slice(0, 10)}T00:00:00Z`);
  const to = new Date(new Date(`${endDate.slice(0, 10)}T00:00:00Z`).getTime() + DAY);
  if (to <= from) {
    problems.add('endDate', 'must be on or after the start date');
    problems.throwIfAny();
  }
  return { from, to };
}

/** GET /api/client/event/{profileId}/{startDate}/{endDate}: the plan's events in the range, oldest first. */
export async function listEvents(db: Db, profileId: number, from: Date, to: Date): Promise<PlanEventItem[]> {
  const rows = await db.select({ event: planEvents, firstName: users.firstName, lastName: users.lastName })
    .from(planEvents).leftJoin(users, eq(users.id, planEvents.userId))
    .where(and(eq(planEvents.profileId, profileId), gte(planEvents.occurredAt, from), lt(planEvents.occurredAt, to)))
    .orderBy(asc(planEvents.occurredAt), asc(planEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    ...event,
    userName: firstName != null ? `${firstName} ${lastName ?? ''}`.trim() : null,
    occurredAt: event.occurredAt.toISOString(),
    changes: event.changes as PlanEvent['changes'],
  }));
}

/** Event types are codes such as WELCOME or REVIEW (the /api/setting/code/event/type list, or the caller's own). */
export function eventTypeParam(raw: string) {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z][A-Z0-9_]{0,39}$/.test(code)) {
    const problems = new Problems();
    problems.add('eventType', 'is not a valid value');
    problems.throwIfAny();
  }
  return code;
}

/**
 * POST /api/client/event/{profileId}/{eventType}/once: records an event of that type for the plan only the
 * first time; later calls answer the event already recorded (`created` false).
 */
export async function recordOnce(db: Db, profileId: number, eventType: string, userId: number, description = eventType) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(planEvents)
      .where(and(eq(planEvents.profileId, profileId), eq(planEvents.eventType, eventType)))
      .orderBy(asc(planEvents.id)).limit(1);
    if (existing) return { created: false, event: { ...existing, occurredAt: existing.occurredAt.toISOString() } };
    const [event] = await tx.insert(planEvents).values({ profileId, eventType, userId, description }).returning();
    return { created: true, event: { ...event, occurredAt: event.occurredAt.toISOString() } };
  });
}
