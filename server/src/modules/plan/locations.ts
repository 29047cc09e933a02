import { eq } from 'drizzle-orm';
import { locationSchema, type Location } from '@portal/shared/contract';
import { duplicateEvents, duplicateYears, messages } from '@portal/shared/validation';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { sortLocations } from './aggregate';
import { deleteRows, writeListRows } from './listRows';
import { touchProfile } from './touchProfile';
import { listChanges } from '../../lib/diff';
import { Problems, sameProfile } from './validation';

type LocationRow = typeof locations.$inferSelect;

/** GET /api/client/locations/all/inactive/{profileId}: every location, inactive too, CA first by age. */
export async function listLocations(db: Db, profileId: number) {
  return sortLocations(await db.select().from(locations).where(eq(locations.profileId, profileId)));
}

/**
 * POST /api/client/locations: a list of locations of one plan in one transaction (spec document 1 sections
 * 4 and 5). A trigger other than CA clears the age; CA needs an age; active CA moves may not share an age
 * and other active triggers may not repeat. Answers the saved rows, CA first by age.
 */
export async function saveLocations(db: Db, body: unknown[], profileId: number, userId: number, description = 'Locations saved') {
  const problems = new Problems();
  const rows = body.map((raw, i) => {
    const row = problems.parse(locationSchema, raw, i);
    if (!row) return null;
    if (row.eventTrigger !== 'CA') return { ...row, age: null };
    if (row.age == null) problems.add(`${i}.age`, messages.requiredIf('Age', 'Event Trigger'));
    return row;
  });
  sameProfile(problems, rows, profileId);
  const existing = await db.select().from(locations).where(eq(locations.profileId, profileId));
  if (rows.every(Boolean)) checkMoves(rows as Location[], existing, problems);
  problems.throwIfAny();

  return db.transaction(async (tx) => {
    for (const row of rows as Location[]) if (row.id != null && !existing.some((e) => e.id === row.id)) throw notFound(`Location ${row.id}`);
    const saved: LocationRow[] = await writeListRows(tx, 'locations', profileId, rows as Location[], 'Location');
    const before = existing.filter((e) => saved.some((s) => s.id === e.id));
    const version = await touchProfile(tx, profileId, { userId, description, area: 'locations', changes: listChanges(before, saved) });
    return { rows: saved, version };
  });
}

/** Duplicate years and events over the plan as it will be after the save; rows sent are the ones flagged. */
function checkMoves(rows: Location[], existing: LocationRow[], problems: Problems) {
  const kept = existing.filter((e) => !rows.some((r) => r.id === e.id));
  const all = [...kept, ...rows];
  const sentIndex = (k: number) => (k >= kept.length ? k - kept.length : -1);
  const moves = all.map((l, k) => ({ l, k })).filter(({ l }) => l.eventTrigger === 'CA');
  for (const bad of duplicateYears(moves.map(({ l }) => l))) {
    const i = sentIndex(moves[bad].k);
    if (i >= 0) problems.add(`${i}.age`, messages.duplicateYears());
  }
  for (const bad of duplicateEvents(all)) {
    const i = sentIndex(bad);
    if (i >= 0) problems.add(`${i}.eventTrigger`, messages.duplicateEvents());
  }
}

/** DELETE /api/client/locations: the listed locations (ids or rows), one transaction. */
export async function deleteLocations(db: Db, ids: number[], userId: number) {
  await db.transaction(async (tx) => {
    for (const [profileId, rows] of await deleteRows(tx, 'locations', ids)) {
      await touchProfile(tx, profileId, { userId, description: 'Location deleted', area: 'locations', changes: listChanges(rows, []) });
    }
  });
}
