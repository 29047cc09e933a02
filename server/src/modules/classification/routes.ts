import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { endpoints, type CodeItem, type TickerClassification } from '@portal/shared/contract';
import { categoryMappings, classifications } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';

/**
 * Ticker classification (spec document 2 section 7): the site administrators' table (GET list, /equity, and
 * POST / DELETE for edits), the category list and mapping, and the per-plan ticker lookup.
 */
export default async function classificationRoutes(app: FastifyInstance) {
  const db = app.db;
  const c = endpoints.classification;

  route(app, c.list, { access: 'siteAdmin' }, async () =>
    db.select().from(classifications).orderBy(asc(classifications.ticker)));
  route(app, c.equity, { access: 'siteAdmin' }, async () =>
    db.select().from(classifications).where(eq(classifications.isEquity, true)).orderBy(asc(classifications.ticker)));
  route(app, c.save, { access: 'siteAdmin' }, async (req) => {
    const row = req.body;
    const values = { ...row, expenseRatio: row.expenseRatio ?? null };
    const [saved] = await db.insert(classifications).values(values)
      .onConflictDoUpdate({ target: classifications.ticker, set: values }).returning();
    return saved;
  });
  route(app, c.remove, { access: 'siteAdmin' }, async (req, reply) => {
    const { ticker } = req.params;
    const [gone] = await db.delete(classifications).where(eq(classifications.ticker, ticker.toUpperCase())).returning();
    if (!gone) throw notFound('Ticker');
    return reply.status(204).send();
  });

  /** Categories (code and description: the category; value: its asset class). */
  route(app, c.categories, { access: 'user' }, async () => {
    const rows = await db.select().from(categoryMappings).orderBy(asc(categoryMappings.category));
    return rows.map<CodeItem>((r) => ({ code: r.category, description: r.category, value: r.assetClass }));
  });
  route(app, c.saveCategoryMapping, { access: 'siteAdmin' }, async (req) => {
    const { body } = req;
    const [saved] = await db.insert(categoryMappings).values(body)
      .onConflictDoUpdate({ target: categoryMappings.category, set: { assetClass: body.assetClass } }).returning();
    return saved;
  });

  /**
   * A ticker's asset class for a plan: the table, else the mapping of `?category=` (e.g. a partner's category
   * for an imported holding), else 404. The answer names the class as the plan's effective set calls it.
   */
  route(app, c.lookup, { access: { profile: 'read', from: 'params.profileId' } }, async (req) => {
    const { profileId, ticker } = req.params;
    const symbol = ticker.toUpperCase();
    const category = req.query.category?.trim();
    const [row] = await db.select().from(classifications).where(eq(classifications.ticker, symbol));
    let found: Omit<TickerClassification, 'assetClassName'> | null = row
      ? { ticker: symbol, name: row.name, category: row.category, assetClass: row.assetClass, source: 'TABLE' }
      : null;
    if (!found && category) {
      const [m] = await db.select().from(categoryMappings).where(eq(categoryMappings.category, category));
      if (m) found = { ticker: symbol, name: null, category, assetClass: m.assetClass, source: 'CATEGORY' };
    }
    if (!found) {
      throw new HttpError(404, 'TICKER_NOT_CLASSIFIED',
        `Ticker ${symbol} is not in the classification table${category ? ` and category "${category}" has no mapping` : ''}. A site administrator can add it under Global Administration.`);
    }
    const { data } = await effectiveAssumptionForProfile(db, profileId);
    const assetClassName = data.assetClasses.find((c) => c.id === found.assetClass)?.name ?? null;
    return { ...found, assetClassName } satisfies TickerClassification;
  });
}
