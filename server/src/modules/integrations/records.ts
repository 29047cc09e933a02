import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { integrationRecords, partners, planRecords } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { recordPlanEvent, touchProfile } from '../plan/touchProfile';
import { intParam } from '../plan/validation';
import type { ImportRecord } from '@portal/shared/contract';
import { investmentFields } from './imports';

type RecordRow = typeof integrationRecords.$inferSelect;

/** Record types of GET .../record/info/profile/{profileId}/type/{type}: INV, imported investment accounts. */
export const RECORD_TYPES = ['INV'] as const;

/** Access resolver for /api/integration/record/{id} (and {recordId}): the record's plan; unknown ids are a 404. */
export const recordProfile = (param: string) => async (req: FastifyRequest) => {
  const id = intParam(req, param);
  const [row] = await req.server.db.select({ profileId: integrationRecords.profileId }).from(integrationRecords).where(eq(integrationRecords.id, id));
  if (!row) throw notFound('Integration record');
  return row.profileId;
};

async function views(db: Db | Tx, rows: RecordRow[]): Promise<ImportRecord[]> {
  const partnerNames = new Map((await db.select({ id: partners.id, name: partners.name }).from(partners)).map((p) => [p.id, p.name]));
  const invIds = rows.map((r) => r.investmentId).filter((x): x is number => x != null);
  const investments = invIds.length
    ? new Map((await db.select().from(planRecords).where(inArray(planRecords.id, invIds))).map((r) => [r.id, r]))
    : new Map();
  return rows.map((r) => {
    const inv = r.investmentId != null ? investments.get(r.investmentId) : undefined;
    return {
      id: r.id, profileId: r.profileId, partnerId: r.partnerId, partnerName: partnerNames.get(r.partnerId) ?? null, type: r.type,
      state: r.state, investmentId: r.investmentId, investmentDescription: inv ? String(inv.data.description ?? '') : null,
      statementDate: r.statementDate, importedAt: r.importedAt.toISOString(), ...r.data,
    } as ImportRecord;
  });
}

/** Staged (STAGED and LINKED: the imported accounts under review) or ignored records of a plan. */
export async function listRecords(db: Db, profileId: number, which: 'staged' | 'ignored') {
  const states = which === 'staged' ? ['STAGED', 'LINKED'] : ['IGNORED'];
  const rows = await db.select().from(integrationRecords)
    .where(and(eq(integrationRecords.profileId, profileId), inArray(integrationRecords.state, states))).orderBy(asc(integrationRecords.id));
  return views(db, rows);
}

export async function getRecord(db: Db, id: number) {
  const [row] = await db.select().from(integrationRecords).where(eq(integrationRecords.id, id));
  if (!row) throw notFound('Integration record');
  return (await views(db, [row]))[0];
}

/** Counts by state and the last import of a plan's records of one type. */
export async function recordInfo(db: Db, profileId: number, rawType: string) {
  const type = rawType.toUpperCase();
  if (!(RECORD_TYPES as readonly string[]).includes(type)) throw badRequest('type', `must be one of ${RECORD_TYPES.join(', ')}`);
  const rows = await db.select().from(integrationRecords)
    .where(and(eq(integrationRecords.profileId, profileId), eq(integrationRecords.type, type))).orderBy(desc(integrationRecords.importedAt));
  const count = (s: string) => rows.filter((r) => r.state === s).length;
  return {
    profileId, type, staged: count('STAGED'), linked: count('LINKED'), ignored: count('IGNORED'), total: rows.length,
    lastImportedAt: rows[0]?.importedAt.toISOString() ?? null,
    lastStatementDate: rows.map((r) => r.statementDate ?? '').sort().pop() || null,
  };
}

/** Clears a linked investment's pointer to the record (its values stay; they no longer follow imports). */
async function unlinkInvestment(tx: Tx, row: RecordRow) {
  if (row.investmentId == null) return;
  const [inv] = await tx.select().from(planRecords).where(eq(planRecords.id, row.investmentId));
  if (inv && inv.data.integrationRecordId === row.id) {
    const { integrationRecordId: _drop, ...data } = inv.data;
    await tx.update(planRecords).set({ data }).where(eq(planRecords.id, inv.id));
  }
}

async function loadForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(integrationRecords).where(eq(integrationRecords.id, id));
  if (!row) throw notFound('Integration record');
  return row;
}

/** Ignoring a linked record unlinks it first: its investment keeps today's values and stops following imports. */
export async function ignoreRecord(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, id);
    await unlinkInvestment(tx, row);
    await tx.update(integrationRecords).set({ state: 'IGNORED', investmentId: null }).where(eq(integrationRecords.id, id));
  });
  return getRecord(db, id);
}

export async function stopIgnoring(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, id);
    if (row.state === 'IGNORED') await tx.update(integrationRecords).set({ state: 'STAGED' }).where(eq(integrationRecords.id, id));
  });
  return getRecord(db, id);
}

/** Deletes a record (a later import stages the account again); a linked investment keeps its values. */
export async function deleteRecord(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, id);
    await unlinkInvestment(tx, row);
    await tx.delete(integrationRecords).where(eq(integrationRecords.id, id));
  });
}

/**
 * POST /api/integration/record/{recordId}/link/investmentasset/{assetId}: the investment takes the record's balance,
 * holdings and cost basis and follows later imports. An investment just saved from this record (it already carries
 * the record's id and balance) is linked without a change to the plan, so without recalculation (spec document 1
 * section 4). Another record linked to the same investment goes back to staged.
 */
export async function linkRecord(db: Db, recordId: number, assetId: number, userId: number) {
  await db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, recordId);
    const [inv] = await tx.select().from(planRecords).where(and(eq(planRecords.id, assetId), eq(planRecords.kind, 'investment')));
    if (!inv || inv.profileId !== row.profileId) throw notFound('Investment');
    if (row.state === 'IGNORED') throw new HttpError(409, 'RECORD_IGNORED', 'Stop ignoring this record before linking it');
    const others = await tx.select().from(integrationRecords)
      .where(and(eq(integrationRecords.investmentId, assetId), eq(integrationRecords.state, 'LINKED')));
    for (const o of others.filter((o) => o.id !== recordId)) {
      await tx.update(integrationRecords).set({ state: 'STAGED', investmentId: null }).where(eq(integrationRecords.id, o.id));
    }
    if (row.investmentId != null && row.investmentId !== assetId) await unlinkInvestment(tx, row);
    await tx.update(integrationRecords).set({ state: 'LINKED', investmentId: assetId }).where(eq(integrationRecords.id, recordId));
    const fields = investmentFields(row.data);
    const alreadyFromRecord = inv.data.integrationRecordId === recordId && Number(inv.data.balance) === fields.balance;
    if (alreadyFromRecord) return;
    await tx.update(planRecords).set({ data: { ...inv.data, ...fields, integrationRecordId: recordId }, updatedAt: new Date() }).where(eq(planRecords.id, assetId));
    await touchProfile(tx, row.profileId);
    await recordPlanEvent(tx, row.profileId, 'INTEGRATION_IMPORT', {
      userId,
      description: `${String(inv.data.description ?? 'Investment')} linked to imported ${String(row.data.description ?? 'account')}: balance ${Number(inv.data.balance ?? 0).toFixed(2)} → ${fields.balance.toFixed(2)}`,
    });
  });
  return getRecord(db, recordId);
}
