import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrationContacts, partnerLinks, persons, profiles } from '../../db/schema/index';
import { HttpError, badRequest, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { pastDate } from '@portal/shared/validation';
import { hasAdvisorCreate } from '../../access/advisorAccess';
import type { LevelRef } from '../../levels/levels';
import { recordPlanEvent } from '../plan/touchProfile';
import { ADAPTERS, type ContactsOutput } from './adapters/index';
import { MAX_FILE_CHARS } from './adapters/text';
import { partnerById } from './partners';
import { readUpload } from './readUpload';

type ContactRow = typeof integrationContacts.$inferSelect;

function contactView(c: ContactRow) {
  return {
    id: c.id, level: c.level, levelKey: c.levelKey, partnerId: c.partnerId, firstName: c.firstName, lastName: c.lastName,
    email: c.email, dateOfBirth: c.dateOfBirth, spouseFirstName: c.spouseFirstName, spouseLastName: c.spouseLastName,
    spouseDateOfBirth: c.spouseDateOfBirth, household: c.household, profileId: c.profileId,
  };
}

/**
 * POST /api/integration/{team|user} (add): imports a CRM export (CSV or vCard) into the level's contacts. The
 * partner must be enabled at the level. Contacts are upserted by the CRM's id (else e-mail, else name and birth
 * date), all or none.
 */
export async function importContacts(db: Db, ref: LevelRef, body: unknown) {
  const b = (body ?? {}) as { partnerId?: unknown; fileName?: unknown; content?: unknown };
  const partner = await partnerById(db, b.partnerId);
  const adapter = ADAPTERS[partner.code];
  if (adapter.kind !== 'CONTACTS') throw badRequest('partnerId', 'must name a contacts partner (statements are imported on a plan)');
  if (typeof b.content !== 'string' || !b.content.trim()) throw badRequest('content', 'is required: choose a file');
  if (b.content.length > MAX_FILE_CHARS) throw badRequest('content', `is too large: files up to ${MAX_FILE_CHARS / 1_000_000} MB are read`);
  const [link] = await db.select().from(partnerLinks)
    .where(and(eq(partnerLinks.level, ref.level), eq(partnerLinks.levelKey, ref.levelKey), eq(partnerLinks.partnerId, partner.id)));
  if (!link) throw badRequest('partnerId', `${partner.name} is not enabled at this level`);
  const out = await readUpload<ContactsOutput>(partner.code, { fileName: String(b.fileName ?? '').slice(0, 200), content: b.content }, {});
  const unique = new Map(out.contacts.map((c) => [c.externalKey, c]));
  await db.transaction(async (tx) => {
    for (const c of unique.values()) {
      const values = { level: ref.level, levelKey: ref.levelKey, partnerId: partner.id, ...c };
      const { level: _l, levelKey: _k, externalKey: _e, ...update } = values;
      await tx.insert(integrationContacts).values(values)
        .onConflictDoUpdate({ target: [integrationContacts.level, integrationContacts.levelKey, integrationContacts.externalKey], set: { ...update, importedAt: new Date() } });
    }
    await tx.update(partnerLinks).set({ lastRunAt: new Date() }).where(eq(partnerLinks.id, link.id));
  });
  return { imported: unique.size, partnerId: partner.id, level: ref.level, levelKey: ref.levelKey };
}

/** POST /api/integration/{team|user}/contact/search: the level's contacts whose name, e-mail or household match. */
export async function searchContacts(db: Db, ref: LevelRef, body: unknown) {
  const raw = (body as { query?: unknown } | null)?.query;
  if (raw != null && typeof raw !== 'string') throw badRequest('query', 'must be text');
  const query = (raw ?? '').trim().slice(0, 100);
  if (((body as { query?: string } | null)?.query ?? '').length > 100) throw badRequest('query', 'must be at most 100 characters');
  const pattern = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const match = query ? or(
    ilike(integrationContacts.firstName, pattern), ilike(integrationContacts.lastName, pattern),
    ilike(integrationContacts.email, pattern), ilike(integrationContacts.household, pattern),
  ) : undefined;
  const rows = await db.select().from(integrationContacts)
    .where(and(eq(integrationContacts.level, ref.level), eq(integrationContacts.levelKey, ref.levelKey), match))
    .orderBy(asc(integrationContacts.lastName), asc(integrationContacts.firstName)).limit(100);
  return rows.map(contactView);
}

/**
 * POST /api/integration/{team|user}/contact: creates a client plan from one of the level's contacts, for the caller
 * (or `advisorUserId`, whose plans the caller may create): client and spouse with their dates of birth; the contact's
 * e-mail is kept on the plan's CRM link so the invitation form opens filled in.
 */
export async function createPlanFromContact(db: Db, ref: LevelRef, user: SessionUser, body: unknown) {
  const b = (body ?? {}) as { contactId?: unknown; advisorUserId?: unknown };
  const contactId = Number(b.contactId);
  if (!Number.isInteger(contactId) || contactId <= 0 || contactId > 2_147_483_647) throw badRequest('contactId', 'must name a contact of the search');
  const advisorUserId = b.advisorUserId == null ? user.id : Number(b.advisorUserId);
  if (!Number.isInteger(advisorUserId) || advisorUserId <= 0 || advisorUserId > 2_147_483_647) throw badRequest('advisorUserId', 'must be a whole number');
  const [c] = await db.select().from(integrationContacts)
    .where(and(eq(integrationContacts.id, contactId), eq(integrationContacts.level, ref.level), eq(integrationContacts.levelKey, ref.levelKey)));
  if (!c) throw badRequest('contactId', 'must name a contact of the search');
  if (!(await hasAdvisorCreate(db, user, advisorUserId))) throw forbidden('You cannot create plans for this advisor');
  if (!c.dateOfBirth) throw badRequest('dateOfBirth', `${c.firstName} ${c.lastName} has no date of birth in the CRM export; a plan needs it`);
  // A birth date in the future (a CRM typo) would make a person of negative age: refused like the plan forms do.
  const today = new Date().toISOString().slice(0, 10);
  if (pastDate(c.dateOfBirth, today)) throw badRequest('dateOfBirth', pastDate(c.dateOfBirth, today)!);
  if (c.spouseFirstName && pastDate(c.spouseDateOfBirth, today)) throw badRequest('spouseDateOfBirth', pastDate(c.spouseDateOfBirth, today)!);
  const spouse = c.spouseFirstName && c.spouseDateOfBirth;
  const profileId = await db.transaction(async (tx) => {
    const [p] = await tx.insert(profiles).values({ advisorUserId, spouse: !!spouse, maritalStatus: spouse ? 'M' : null }).returning({ id: profiles.id });
    await tx.insert(persons).values({ profileId: p.id, type: 'C', firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth! });
    if (spouse) {
      await tx.insert(persons).values({ profileId: p.id, type: 'S', firstName: c.spouseFirstName!, lastName: c.spouseLastName ?? c.lastName, dateOfBirth: c.spouseDateOfBirth! });
    }
    const contact = { contactId: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, household: c.household };
    await tx.insert(partnerLinks).values({ level: 6, levelKey: p.id, profileId: p.id, partnerId: c.partnerId, contact });
    await tx.update(integrationContacts).set({ profileId: p.id }).where(eq(integrationContacts.id, c.id));
    await recordPlanEvent(tx, p.id, 'PLAN_UPDATED', { userId: user.id, description: `Plan created from CRM contact ${c.firstName} ${c.lastName}` });
    return p.id;
  });
  if (!profileId) throw new HttpError(500, 'INTERNAL_ERROR', 'Plan not created');
  return { profileId, invite: { profileId, email: c.email, firstName: c.firstName, lastName: c.lastName }, spouseAdded: !!spouse };
}
