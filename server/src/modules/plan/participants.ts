import { eq } from 'drizzle-orm';
import { participantSchema, type Participant } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { participants } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { deleteRows, profilesOfRows, writeListRows } from './listRows';
import { assertNotReferenced } from './references';
import { touchProfile } from './touchProfile';
import { listChanges } from '../../lib/diff';
import { Problems, sameProfile } from './validation';

type ParticipantRow = typeof participants.$inferSelect;

/**
 * POST /api/client/participants: kids (type K) and other participants (type O, relationship BO for a
 * beneficiary) of one plan, in one transaction. Answers the saved rows in the order sent.
 */
export async function saveParticipants(db: Db, body: unknown[], profileId: number, userId: number, description = 'Participants saved') {
  const problems = new Problems();
  const rows = body.map((raw, i) => problems.parse(participantSchema, raw, i));
  sameProfile(problems, rows, profileId);
  problems.throwIfAny();
  const existing = await db.select().from(participants).where(eq(participants.profileId, profileId));

  return db.transaction(async (tx) => {
    for (const row of rows as Participant[]) if (row.id != null && !existing.some((e) => e.id === row.id)) throw notFound(`Participant ${row.id}`);
    const saved: ParticipantRow[] = await writeListRows(tx, 'participants', profileId, rows as Participant[], 'Participant');
    const before = existing.filter((e) => saved.some((s) => s.id === e.id));
    const version = await touchProfile(tx, profileId, { userId, description, area: 'participants', changes: listChanges(before, saved) });
    return { rows: saved, version };
  });
}

/**
 * DELETE /api/client/participants: the listed participants, unless one is the student of an education goal,
 * or the beneficiary of a college savings account (409, nothing deleted).
 */
export async function deleteParticipants(db: Db, ids: number[], userId: number) {
  await db.transaction(async (tx) => {
    const owners = await profilesOfRows(tx, 'participants', ids);
    for (const profileId of new Set(owners.values())) {
      const mine = ids.filter((id) => owners.get(id) === profileId);
      await assertNotReferenced(tx, profileId, 'participant', mine);
    }
    for (const [profileId, rows] of await deleteRows(tx, 'participants', ids)) {
      await touchProfile(tx, profileId, { userId, description: 'Participant deleted', area: 'participants', changes: listChanges(rows, []) });
    }
  });
}
