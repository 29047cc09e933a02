import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { integrationRecords, partnerLinks, partners, planRecords } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { recordPlanEvent, touchProfile } from '../plan/touchProfile';
import { ADAPTERS, type StatementAccount, type StatementOutput } from './adapters/index';
import { MAX_FILE_CHARS } from './adapters/text';
import { enabledForPlan, inputProblem, partnerById } from './partners';
import { readUpload } from './readUpload';

/** What one import did to one account: the contract's `accountResultSchema`. */
import type { AccountResult } from '@portal/shared/contract';

export type { AccountResult };

/** The partner's account id is only needed as a key: it is kept as a hash. */
const keyOf = (accountKey: string) => createHash('sha256').update(accountKey).digest('hex').slice(0, 40);

/** Record data kept for an account: what the review screen and a linked investment need, nothing else of the file. */
function recordData(a: StatementAccount) {
  return {
    description: a.description, institution: a.institution, accountMask: a.accountMask, investmentType: a.investmentType,
    balance: a.balance, cash: a.cash, costBasis: a.costBasis, holdings: a.holdings,
  };
}

/** An investment's fields that follow its linked record. */
export function investmentFields(data: Record<string, unknown>) {
  const holdings = ((data.holdings ?? []) as Array<{ ticker: string; name: string | null; amount: number }>)
    .map((h) => ({ ticker: h.ticker, ...(h.name ? { name: h.name.slice(0, 100) } : {}), amount: h.amount }));
  return { balance: data.balance as number, holdings, ...(data.costBasis != null ? { costBasis: data.costBasis as number } : {}) };
}

const fmt = (n: number | null) => (n == null ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Applies a statement's accounts to the plan in one transaction: new accounts become STAGED records; an account
 * whose statement is newer than the record's (or any, with `force`) updates the record and, when LINKED, the
 * investment's balance, holdings and cost basis. The same statement again changes nothing (idempotent by account
 * and statement date). Anything that changed is one plan-history entry with the balances before and after.
 */
async function applyStatement(tx: Tx, profileId: number, partnerId: number, partnerName: string, out: StatementOutput, force: boolean, userId: number) {
  const results: AccountResult[] = [];
  let investmentsChanged = false;
  for (const a of out.accounts) {
    const accountKey = keyOf(a.accountKey);
    const [existing] = await tx.select().from(integrationRecords)
      .where(and(eq(integrationRecords.profileId, profileId), eq(integrationRecords.partnerId, partnerId), eq(integrationRecords.accountKey, accountKey)));
    const data = recordData(a);
    if (!existing) {
      const [row] = await tx.insert(integrationRecords).values({ profileId, partnerId, type: 'INV', state: 'STAGED', accountKey, statementDate: a.statementDate, data }).returning();
      results.push({ recordId: row.id, description: a.description, statementDate: a.statementDate, status: 'NEW', state: row.state, balanceBefore: null, balanceAfter: a.balance, investmentId: null });
      continue;
    }
    const before = Number((existing.data as { balance?: number }).balance ?? 0);
    const stored = existing.statementDate ?? '';
    if (!force && stored >= a.statementDate) {
      results.push({
        recordId: existing.id, description: a.description, statementDate: stored, status: stored > a.statementDate ? 'OLDER' : 'UNCHANGED',
        state: existing.state, balanceBefore: before, balanceAfter: before, investmentId: existing.investmentId,
      });
      continue;
    }
    await tx.update(integrationRecords).set({ data, statementDate: a.statementDate, importedAt: new Date() }).where(eq(integrationRecords.id, existing.id));
    let investmentBefore: number | null = before;
    if (existing.state === 'LINKED' && existing.investmentId) {
      const [inv] = await tx.select().from(planRecords).where(and(eq(planRecords.id, existing.investmentId), eq(planRecords.kind, 'investment')));
      if (inv) {
        investmentBefore = Number(inv.data.balance ?? 0);
        await tx.update(planRecords).set({ data: { ...inv.data, ...investmentFields(data), integrationRecordId: existing.id }, updatedAt: new Date() }).where(eq(planRecords.id, inv.id));
        investmentsChanged = true;
      }
    }
    results.push({
      recordId: existing.id, description: a.description, statementDate: a.statementDate, status: 'UPDATED', state: existing.state,
      balanceBefore: investmentBefore, balanceAfter: a.balance, investmentId: existing.investmentId,
    });
  }
  const changed = results.filter((r) => r.status === 'NEW' || r.status === 'UPDATED');
  if (changed.length) {
    const lines = changed.map((r) => `${r.description} ${r.status === 'NEW' ? `staged at ${fmt(r.balanceAfter)}` : `${fmt(r.balanceBefore)} → ${fmt(r.balanceAfter)}${r.investmentId ? ' (linked investment updated)' : ''}`}`);
    const description = `${partnerName} import: ${lines.join('; ')}`.slice(0, 2000);
    if (investmentsChanged) await touchProfile(tx, profileId);
    await recordPlanEvent(tx, profileId, 'INTEGRATION_IMPORT', { userId, description });
  }
  return results;
}

export interface UploadBody { partnerId?: unknown; fileName?: unknown; content?: unknown; asOf?: unknown }

/**
 * POST /api/integration/upload/profile/{profileId}: reads an uploaded statement with the partner's adapter and
 * imports it. The file itself is not kept: the plan's link keeps the parsed accounts (for re-runs) and the
 * records what the review needs. A file the adapter cannot read is a 400 and leaves everything as it was.
 */
export async function uploadStatement(db: Db, profileId: number, userId: number, body: UploadBody) {
  const partner = await partnerById(db, body?.partnerId);
  const adapter = ADAPTERS[partner.code];
  if (adapter.kind !== 'STATEMENT') throw badRequest('partnerId', 'must name a statement partner (contacts are imported at team or advisor level)');
  if (typeof body.content !== 'string' || !body.content.trim()) throw badRequest('content', 'is required: choose a file');
  if (body.content.length > MAX_FILE_CHARS) throw badRequest('content', `is too large: files up to ${MAX_FILE_CHARS / 1_000_000} MB are read`);
  const fileName = typeof body.fileName === 'string' ? body.fileName.slice(0, 200) : '';
  const asOf = typeof body.asOf === 'string' && body.asOf ? body.asOf.slice(0, 10) : undefined;
  const enabled = (await enabledForPlan(db, profileId)).find((l) => l.partnerId === partner.id);
  if (!enabled) throw badRequest('partnerId', `${partner.name} is not enabled for this plan's advisor or team (Advisor or Team Integration)`);
  let settings: unknown;
  try {
    settings = adapter.link(enabled.settings);
  } catch (e) {
    inputProblem(e);
  }
  const out = await readUpload<StatementOutput>(partner.code, { fileName, content: body.content, asOf }, settings);
  return db.transaction(async (tx) => {
    const statement = { accounts: out.accounts, fileName };
    await tx.insert(partnerLinks).values({ level: 6, levelKey: profileId, profileId, partnerId: partner.id, statement, lastRunAt: new Date() })
      .onConflictDoUpdate({ target: [partnerLinks.level, partnerLinks.levelKey, partnerLinks.partnerId], set: { statement, lastRunAt: new Date() } });
    const accounts = await applyStatement(tx, profileId, partner.id, partner.name, out, false, userId);
    return { profileId, partnerId: partner.id, fileName, accounts };
  });
}

/**
 * GET /api/integration/run/profile/{profileId}[/force]: runs the plan's partner links again on the statements they
 * last read. Unchanged statements change nothing unless forced (force re-applies them to the linked investments).
 */
export async function runProfile(db: Db, profileId: number, userId: number, force: boolean) {
  const links = await db.select().from(partnerLinks).where(and(eq(partnerLinks.level, 6), eq(partnerLinks.levelKey, profileId))).orderBy(asc(partnerLinks.id));
  const runnable = links.filter((l) => l.statement && Array.isArray((l.statement as { accounts?: unknown }).accounts));
  if (!runnable.length) throw badRequest('profileId', 'has no imported statement to run again: upload a file first');
  const partnerRows = await partnersOf(db, runnable.map((l) => l.partnerId));
  return db.transaction(async (tx) => {
    const runs = [];
    for (const l of runnable) {
      const p = partnerRows.get(l.partnerId);
      const out = { kind: 'STATEMENT' as const, accounts: (l.statement as { accounts: StatementAccount[] }).accounts };
      const accounts = await applyStatement(tx, profileId, l.partnerId, p?.name ?? 'Partner', out, force, userId);
      await tx.update(partnerLinks).set({ lastRunAt: new Date() }).where(eq(partnerLinks.id, l.id));
      runs.push({ partnerId: l.partnerId, fileName: (l.statement as { fileName?: string }).fileName ?? '', accounts });
    }
    return { profileId, force, runs };
  });
}

async function partnersOf(db: Db, ids: number[]) {
  const rows = await db.select().from(partners).where(inArray(partners.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
