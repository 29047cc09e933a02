import type { PlanFieldChange, PlanHistoryEntry, ProfilePermissions } from '@portal/shared/contract';
import { allows, seesPlanData } from '@portal/shared/access';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { incomes, locations, participants, persons } from '../../db/schema/index';
import type { FieldChange } from '../../lib/diff';
import { listEvents } from './events';
import { areaLabel, fieldLabel } from './historyLabels';
import { valueText } from './historyValues';
import { saveIncomes } from './incomes';
import { saveLocations } from './locations';
import { saveParticipants } from './participants';
import { RECORD_KINDS } from './recordKinds';

// The plan's history as listed (GET /api/client/event/...): in the plan module, so the plan's routes need not
// import the history module (which restores entries through the plan's saves).
export const KIND_BY_AREA = new Map<string, (typeof RECORD_KINDS)[keyof typeof RECORD_KINDS]>(Object.values(RECORD_KINDS).map((k) => [k.kind, k]));
export const LIST_AREAS = {
  incomes: { table: incomes, save: saveIncomes, label: 'Income' },
  locations: { table: locations, save: saveLocations, label: 'Location' },
  participants: { table: participants, save: saveParticipants, label: 'Family member' },
} as const;

const restorableArea = (area: string | null) => !!area && (KIND_BY_AREA.has(area) || area in LIST_AREAS);

/** An entry can be undone when it changed or deleted rows of an area whose rows can be saved again. */
export function restorable(area: string | null, changes: FieldChange[]) {
  return restorableArea(area) && changes.some((c) => c.recordId != null && c.before !== null);
}

/**
 * What an invited client's history holds: changes to their own plan's data (people, incomes, locations, family,
 * every record kind, the profile's own fields), imported balances, and scenarios shared with them (their results).
 * Never the firm's internal trail: plan moves between advisors, access grants, settings and assumption edits,
 * scenario and action drafts, the planning stage.
 */
const CLIENT_DATA_AREAS = new Set<string>(['people', 'incomes', 'locations', 'participants', 'profile', ...Object.values(RECORD_KINDS).map((k) => k.kind)]);
const INTERNAL_FIELDS = new Set(['planningStage', 'gatheringStep', 'advisorUserId', 'seed', 'notes', 'internalNotes']);

function forClient(e: { eventType: string; area?: string | null; changes?: unknown }, p: ProfilePermissions): boolean {
  if (e.eventType === 'SCENARIO_SHARED') return allows(p, 'scenariosAccess');
  if (!seesPlanData(p)) return false;
  if (e.eventType === 'INTEGRATION_IMPORT') return true;
  if (e.eventType !== 'PLAN_UPDATED' || !e.area || !CLIENT_DATA_AREAS.has(e.area)) return false;
  const changes = (e.changes ?? []) as FieldChange[];
  return changes.length > 0 && changes.some((c) => !INTERNAL_FIELDS.has(c.field));
}

/**
 * The plan's history in a date range (both days included), oldest first as the spec's call answers. An invited
 * client (basicAccess) gets only the entries `forClient` lets through, without the internal fields' changes.
 */
export async function listHistory(db: Db, profileId: number, from: Date, to: Date, permissions?: ProfilePermissions): Promise<PlanHistoryEntry[]> {
  const [events, people] = await Promise.all([
    listEvents(db, profileId, from, to),
    db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.profileId, profileId)),
  ]);
  const names = new Map(people.map((p) => [p.id, `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()]));
  const client = permissions?.basicAccess === true;
  return events.filter((e) => !client || forClient(e, permissions!)).map((e) => {
    const all = (e.changes ?? []) as unknown as FieldChange[];
    const stored = client ? all.filter((c) => !INTERNAL_FIELDS.has(c.field)) : all;
    const area = e.area ?? null;
    // Codes and people's ids also as a person reads them ("Retired" for RT, a person's name for a clientId).
    const changes: PlanFieldChange[] = stored.map((c) => ({
      ...c, label: fieldLabel(c.field), beforeText: valueText(area, c.field, c.before, names), afterText: valueText(area, c.field, c.after, names),
    }));
    return { ...e, area: e.area ?? null, areaLabel: areaLabel(e.area ?? null), version: e.version ?? null, changes, restorable: !client && restorable(e.area ?? null, stored) };
  });
}

