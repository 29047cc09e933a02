import type { PlanFieldChange, PlanHistoryEntry } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { incomes, locations, participants } from '../../db/schema/index';
import type { FieldChange } from '../../lib/diff';
import { listEvents } from './events';
import { areaLabel, fieldLabel } from './historyLabels';
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

/** The plan's history in a date range (both days included), oldest first as the spec's call answers. */
export async function listHistory(db: Db, profileId: number, from: Date, to: Date): Promise<PlanHistoryEntry[]> {
  const events = await listEvents(db, profileId, from, to);
  return events.map((e) => {
    const stored = (e.changes ?? []) as unknown as FieldChange[];
    const changes: PlanFieldChange[] = stored.map((c) => ({ ...c, label: fieldLabel(c.field) }));
    return { ...e, area: e.area ?? null, areaLabel: areaLabel(e.area ?? null), version: e.version ?? null, changes, restorable: restorable(e.area ?? null, stored) };
  });
}

