import { dbIdParam } from '@portal/shared/validation';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { categoryMappingSchema, classificationSchema, type CodeItem, type TickerClassification } from '@portal/shared/contract';
import { categoryMappings, classifications } from '../../db/schema/index';
import { HttpError, notFound, parse } from '../../lib/errors';
import { effectiveAssumptionForProfile } from '../assumptions/effective';

const lookupParams = z.object({ profileId: dbIdParam(), ticker: z.string().trim().min(1).max(12) });

/**
 * Ticker classification (spec document 2 section 7): the site administrators' table (GET list, /equity, and
 * POST / DELETE for edits), the category list and mapping, and the per-plan ticker lookup.
 */
export default async function classificationRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get('/api/setting/admin/site/classification', { config: { access: 'siteAdmin' } }, async () =>
    db.select().from(classifications).orderBy(asc(classifications.ticker)));
  app.get('/api/setting/admin/site/equity', { config: { access: 'siteAdmin' } }, async () =>
    db.select().from(classifications).where(eq(classifications.isEquity, true)).orderBy(asc(classifications.ticker)));
  app.post('/api/setting/admin/site/classification', { config: { access: 'siteAdmin' } }, async (req) => {
    const row = parse(classificationSchema, req.body);
    const values = { ...row, expenseRatio: row.expenseRatio ?? null };
    const [saved] = await db.insert(classifications).values(values)
      .onConflictDoUpdate({ target: classifications.ticker, set: values }).returning();
    return saved;
  });
  app.delete('/api/setting/admin/site/classification/:ticker', { config: { access: 'siteAdmin' } }, async (req, reply) => {
    const { ticker } = parse(z.object({ ticker: z.string().min(1).max(12) }), req.params);
    const [gone] = await db.delete(classifications).where(eq(classifications.ticker, ticker.toUpperCase())).returning();
    if (!gone) throw notFound('Ticker');
    return reply.status(204).send();
  });

  /** Categories (code and description: the category; value: its asset class). */
  app.get('/api/setting/lookup/classification/category', { config: { access: 'user' } }, async () => {
    const rows = await db.select().from(categoryMappings).orderBy(asc(categoryMappings.category));
    return rows.map<CodeItem>((r) => ({ code: r.category, description: r.category, value: r.assetClass }));
  });
  app.post('/api/setting/classification/category/mapping', { config: { access: 'siteAdmin' } }, async (req) => {
    const body = parse(categoryMappingSchema, req.body);
    const [saved] = await db.insert(categoryMappings).values(body)
      .onConflictDoUpdate({ target: categoryMappings.category, set: { assetClass: body.assetClass } }).returning();
    return saved;
  });

  /**
   * A ticker's asset class for a plan: the table, else the mapping of `?category=` (e.g. a partner's category
   * for an imported holding), else 404. The answer names the class as the plan's effective set calls it.
   */
  app.get('/api/setting/classification/lookup/profile/:profileId/ticker/:ticker', { config: { access: { profile: 'read', from: 'params.profileId' } } }, async (req) => {
    const { profileId, ticker } = parse(lookupParams, req.params);
    const symbol = ticker.toUpperCase();
    const category = (req.query as { category?: string }).category?.trim();
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
