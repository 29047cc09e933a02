import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { integrationContacts, partnerLinks, partners } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { levelChain, type LevelRef } from '../../levels/levels';
import { ADAPTERS, CSV_FIELDS, CSV_PRESETS, InputError } from './adapters/index';

type PartnerRow = typeof partners.$inferSelect;
type LinkRow = typeof partnerLinks.$inferSelect;

/** An adapter's refusal as the API's 400, naming the field. */
export function inputProblem(e: unknown): never {
  if (e instanceof InputError) throw new HttpError(400, 'INTEGRATION_ERROR', `${e.field} ${e.message}`, { errors: [{ field: e.field, message: e.message }] });
  throw e;
}

export function partnerView(p: PartnerRow) {
  return {
    id: p.id, code: p.code, name: p.name, kind: p.kind, description: p.description,
    ...(p.code === 'CUSTODIAN_CSV' ? {
      fields: CSV_FIELDS,
      presets: Object.entries(CSV_PRESETS).map(([code, v]) => ({ code, label: v.label, columns: v.columns })),
    } : {}),
  };
}

/** GET /api/integration/partner: the catalogue (partners the server has an adapter for). */
export async function listPartners(db: Db) {
  const rows = await db.select().from(partners).where(eq(partners.active, true)).orderBy(asc(partners.id));
  return rows.filter((p) => ADAPTERS[p.code]).map(partnerView);
}

export async function partnerById(db: Db | Tx, partnerId: unknown): Promise<PartnerRow> {
  const id = Number(partnerId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest('partnerId', 'must name a partner of GET /api/integration/partner');
  const [row] = await db.select().from(partners).where(and(eq(partners.id, id), eq(partners.active, true)));
  if (!row || !ADAPTERS[row.code]) throw badRequest('partnerId', 'must name a partner of GET /api/integration/partner');
  return row;
}

function linkView(l: LinkRow, p: PartnerRow | undefined, contactCount?: number) {
  return {
    id: l.id, level: l.level, levelKey: l.levelKey, partnerId: l.partnerId, partner: p ? partnerView(p) : null,
    settings: l.settings, profileId: l.profileId, lastRunAt: l.lastRunAt?.toISOString() ?? null,
    ...(contactCount != null ? { contactCount } : {}),
    ...(l.level === 6 ? { contact: Object.keys(l.contact).length ? l.contact : null, statementDates: statementDates(l) } : {}),
  };
}

function statementDates(l: LinkRow): string[] {
  const accounts = (l.statement?.accounts ?? []) as Array<{ statementDate: string }>;
  return [...new Set(accounts.map((a) => a.statementDate))].sort();
}

async function partnerMap(db: Db | Tx) {
  return new Map((await db.select().from(partners)).map((p) => [p.id, p]));
}

/** GET /api/integration/{team|user}/{levelKey}: partners enabled at the level, with their settings and contact counts. */
export async function levelIntegrations(db: Db, ref: LevelRef) {
  const links = await db.select().from(partnerLinks).where(and(eq(partnerLinks.level, ref.level), eq(partnerLinks.levelKey, ref.levelKey))).orderBy(asc(partnerLinks.id));
  const counts = await db.select({ partnerId: integrationContacts.partnerId, n: sql<number>`count(*)::int` }).from(integrationContacts)
    .where(and(eq(integrationContacts.level, ref.level), eq(integrationContacts.levelKey, ref.levelKey))).groupBy(integrationContacts.partnerId);
  const byPartner = await partnerMap(db);
  return links.map((l) => linkView(l, byPartner.get(l.partnerId), counts.find((c) => c.partnerId === l.partnerId)?.n ?? 0));
}

/** POST /api/integration/link/{team|user}: enables a partner at the level (or saves its settings, e.g. a CSV mapping). */
export async function saveLevelLink(db: Db, ref: LevelRef, body: unknown) {
  const b = (body ?? {}) as { partnerId?: unknown; settings?: unknown };
  const partner = await partnerById(db, b.partnerId);
  let settings: Record<string, unknown>;
  try {
    settings = ADAPTERS[partner.code].link(b.settings ?? {}) as Record<string, unknown>;
  } catch (e) {
    inputProblem(e);
  }
  const [row] = await db.insert(partnerLinks).values({ level: ref.level, levelKey: ref.levelKey, partnerId: partner.id, settings })
    .onConflictDoUpdate({ target: [partnerLinks.level, partnerLinks.levelKey, partnerLinks.partnerId], set: { settings } }).returning();
  return linkView(row, partner);
}

export async function linkById(db: Db, id: number): Promise<LinkRow> {
  const [row] = await db.select().from(partnerLinks).where(eq(partnerLinks.id, id));
  if (!row) throw notFound('Partner link');
  return row;
}

/** DELETE /api/integration/link/user/{id}: a level's partner is disabled (its contacts go too); a plan's link is removed. */
export async function deleteLink(db: Db, link: LinkRow) {
  await db.transaction(async (tx) => {
    if (link.level === 4 || link.level === 5) {
      await tx.delete(integrationContacts).where(and(eq(integrationContacts.level, link.level), eq(integrationContacts.levelKey, link.levelKey), eq(integrationContacts.partnerId, link.partnerId)));
    }
    await tx.delete(partnerLinks).where(eq(partnerLinks.id, link.id));
  });
}

/**
 * The level links that make a partner usable for a plan: the plan's advisor's, then the advisor's team's (nearest
 * first, as settings inherit). The nearest one's settings apply (a saved CSV mapping).
 */
export async function enabledForPlan(db: Db | Tx, profileId: number): Promise<LinkRow[]> {
  const chain = (await levelChain(db, { level: 6, levelKey: profileId })).filter((r) => r.level === 4 || r.level === 5);
  if (!chain.length) return [];
  const rows = await db.select().from(partnerLinks).where(inArray(partnerLinks.level, [4, 5]));
  const out: LinkRow[] = [];
  for (const ref of chain) out.push(...rows.filter((r) => r.level === ref.level && r.levelKey === ref.levelKey));
  return out;
}

/** GET /api/integration/link/user/profile/{profileId}: partners available to the plan and the plan's own links. */
export async function planLinks(db: Db, profileId: number) {
  const byPartner = await partnerMap(db);
  const enabled = await enabledForPlan(db, profileId);
  const seen = new Set<number>();
  const available = [];
  for (const l of enabled) {
    if (seen.has(l.partnerId)) continue;
    seen.add(l.partnerId);
    const p = byPartner.get(l.partnerId);
    if (p && ADAPTERS[p.code] && p.active) available.push({ ...partnerView(p), enabledAt: l.level, settings: l.settings });
  }
  const own = await db.select().from(partnerLinks).where(and(eq(partnerLinks.level, 6), eq(partnerLinks.levelKey, profileId))).orderBy(asc(partnerLinks.id));
  return { profileId, available, links: own.map((l) => linkView(l, byPartner.get(l.partnerId))) };
}
