import { and, eq, or } from 'drizzle-orm';
import {
  assumptionDataSchema, type Assumption, type AssumptionData, type AssumptionSave,
} from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { assumptions } from '../../db/schema/index';
import { HttpError, notFound, parse } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { AssumptionRow } from '../../levels/effectiveAssumptions';
import { assertLevel, levelAccess, levelChain, type LevelRef } from '../../levels/levels';
import { assumptionProblems, recalculate, type FieldProblem } from './math';
import { assertAssetClassesUnused, assertAssumptionUnreferenced, assertPortfoliosUnused } from './references';

type Reader = Db | Tx;

export function validationError(problems: FieldProblem[]): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', problems[0].message, { errors: problems });
}

/** Validates a whole set (schema, then references, weights and correlations) and fills in portfolio statistics. */
export function validatedData(data: unknown, prefix = 'data'): AssumptionData {
  const parsed = parse(assumptionDataSchema, data, prefix);
  const problems = assumptionProblems(parsed, prefix);
  if (problems.length) throw validationError(problems);
  return recalculate(parsed);
}

export const refOf = (row: { level: number; levelKey: number }): LevelRef => ({ level: row.level as LevelRef['level'], levelKey: row.levelKey });

export function toApi(row: AssumptionRow, editable: boolean): Assumption {
  return {
    id: row.id, level: row.level, levelKey: row.levelKey, name: row.name, description: row.description,
    data: row.data as AssumptionData, copiedFromId: row.copiedFromId, updatedAt: row.updatedAt.toISOString(), editable,
  };
}

/** Memoised write access per level key for one answer. */
export function editableCheck(db: Reader, user: SessionUser) {
  const cache = new Map<string, Promise<boolean>>();
  return (ref: LevelRef) => {
    const k = `${ref.level}:${ref.levelKey}`;
    if (!cache.has(k)) cache.set(k, levelAccess(db, user, ref).then((a) => a.write, () => false));
    return cache.get(k)!;
  };
}

export async function loadAssumption(db: Reader, id: number): Promise<AssumptionRow> {
  const [row] = await db.select().from(assumptions).where(eq(assumptions.id, id));
  if (!row) throw notFound('Assumption');
  return row;
}

/** Sets stored at `ref` and at the levels above it (the ones `ref` may use or copy), nearest level first. */
export async function listVisible(db: Reader, user: SessionUser, ref: LevelRef): Promise<Assumption[]> {
  const chain = await levelChain(db, ref);
  const rows = await db.select().from(assumptions)
    .where(or(...chain.map((r) => (r.level === 1 ? eq(assumptions.level, 1) : and(eq(assumptions.level, r.level), eq(assumptions.levelKey, r.levelKey))))));
  rows.sort((a, b) => b.level - a.level || a.id - b.id);
  const editable = editableCheck(db, user);
  return Promise.all(rows.map(async (r) => toApi(r, await editable(refOf(r)))));
}

/** ' - Copy', then ' - Copy 2', ... one above the highest copy number in use (as for scenarios, document 2 section 4). */
export function copyName(original: string, existing: string[]): string {
  const base = original.replace(/ - Copy( \d+)?$/, '');
  let highest = 0;
  for (const name of existing) {
    const m = name === `${base} - Copy` ? ['', ''] : name.startsWith(`${base} - Copy `) ? /^ (\d+)$/.exec(name.slice(`${base} - Copy`.length)) : null;
    if (m) highest = Math.max(highest, m[1] ? Number(m[1]) : 1);
  }
  return highest === 0 ? `${base} - Copy` : `${base} - Copy ${highest + 1}`;
}

export async function createAssumption(tx: Tx, user: SessionUser, ref: LevelRef, body: AssumptionSave): Promise<Assumption> {
  const data = validatedData(body.data);
  const [row] = await tx.insert(assumptions).values({
    level: ref.level, levelKey: ref.levelKey, name: body.name, description: body.description ?? null, data,
  }).returning();
  return toApi(row, true);
}

/** Replaces a set; portfolios and asset classes it drops must be unused. */
export async function replaceAssumption(tx: Tx, row: AssumptionRow, body: AssumptionSave): Promise<Assumption> {
  const data = validatedData(body.data);
  const old = row.data as AssumptionData;
  const keptPortfolios = new Set(data.portfolios.map((p) => p.id));
  await assertPortfoliosUnused(tx, row, old.portfolios.map((p) => p.id).filter((id) => !keptPortfolios.has(id)), { withinSet: false });
  const [updated] = await tx.update(assumptions)
    .set({ name: body.name, description: body.description ?? null, data, updatedAt: new Date() })
    .where(eq(assumptions.id, row.id)).returning();
  return toApi(updated, true);
}

export async function copyAssumption(tx: Tx, user: SessionUser, original: AssumptionRow, target: LevelRef, name?: string | null): Promise<Assumption> {
  const chain = await levelChain(tx, target);
  const inChain = chain.some((r) => r.level === original.level && (r.level === 1 || r.levelKey === original.levelKey));
  if (!inChain) await assertLevel(tx, user, refOf(original), 'read');
  const siblings = await tx.select({ name: assumptions.name }).from(assumptions)
    .where(and(eq(assumptions.level, target.level), eq(assumptions.levelKey, target.levelKey)));
  const [row] = await tx.insert(assumptions).values({
    level: target.level, levelKey: target.levelKey,
    name: name?.trim() || copyName(original.name, [original.name, ...siblings.map((s) => s.name)]),
    description: original.description, data: recalculate(original.data as AssumptionData), copiedFromId: original.id,
  }).returning();
  return toApi(row, true);
}

export async function deleteAssumption(tx: Tx, row: AssumptionRow) {
  await assertAssumptionUnreferenced(tx, row);
  await tx.delete(assumptions).where(eq(assumptions.id, row.id));
}

/**
 * Applies `change` to a set's data, validates the result and stores it with fresh portfolio statistics.
 * `change` throws 409 itself when it removes something still referenced.
 */
export async function updateData(tx: Tx, row: AssumptionRow, change: (data: AssumptionData) => AssumptionData | Promise<AssumptionData>, fieldPrefix = ''): Promise<Assumption> {
  const next = await change(structuredClone(row.data as AssumptionData));
  const data = validatedData(next, fieldPrefix);
  const [updated] = await tx.update(assumptions).set({ data, updatedAt: new Date() }).where(eq(assumptions.id, row.id)).returning();
  return toApi(updated, true);
}

function upsert<T extends { id: string }>(list: T[], item: T): T[] {
  const i = list.findIndex((x) => x.id === item.id);
  return i < 0 ? [...list, item] : list.map((x, k) => (k === i ? item : x));
}

function without<T extends { id: string }>(list: T[], id: string): T[] {
  if (!list.some((x) => x.id === id)) throw notFound('Item');
  return list.filter((x) => x.id !== id);
}

/** The item edits of spec document 2 section 7 (asset classes, groups, portfolios, risk mappings, correlations). */
export const itemEdits = {
  upsertAssetClass: (data: AssumptionData, assetClass: AssumptionData['assetClasses'][number]): AssumptionData => {
    const exists = data.assetClasses.some((c) => c.id === assetClass.id);
    if (exists) return { ...data, assetClasses: upsert(data.assetClasses, assetClass) };
    // A new class starts uncorrelated with the others (keeps the matrix positive semi-definite).
    const n = data.assetClasses.length;
    return {
      ...data,
      assetClasses: [...data.assetClasses, assetClass],
      correlations: [...data.correlations.map((row) => [...row, 0]), [...Array<number>(n).fill(0), 1]],
    };
  },
  deleteAssetClass: (data: AssumptionData, id: string): AssumptionData => {
    const index = data.assetClasses.findIndex((c) => c.id === id);
    if (index < 0) throw notFound('Asset class');
    assertAssetClassesUnused(data, [id]);
    return {
      ...data,
      assetClasses: data.assetClasses.filter((c) => c.id !== id),
      correlations: data.correlations.filter((_, i) => i !== index).map((row) => row.filter((_, j) => j !== index)),
      portfolios: data.portfolios.map((p) => ({ ...p, weights: Object.fromEntries(Object.entries(p.weights).filter(([k]) => k !== id)) })),
    };
  },
  upsertAssetClassGroup: (data: AssumptionData, group: AssumptionData['assetClassGroups'][number]) => ({ ...data, assetClassGroups: upsert(data.assetClassGroups, group) }),
  deleteAssetClassGroup: (data: AssumptionData, id: string): AssumptionData => {
    const assetClassGroups = without(data.assetClassGroups, id);
    if (data.assetClasses.some((c) => c.groupId === id)) throw referenced();
    return { ...data, assetClassGroups };
  },
  upsertPortfolio: (data: AssumptionData, portfolio: AssumptionData['portfolios'][number]) => ({ ...data, portfolios: upsert(data.portfolios, portfolio) }),
  upsertPortfolioGroup: (data: AssumptionData, group: AssumptionData['portfolioGroups'][number]) => ({ ...data, portfolioGroups: upsert(data.portfolioGroups, group) }),
  deletePortfolioGroup: (data: AssumptionData, id: string): AssumptionData => {
    const portfolioGroups = without(data.portfolioGroups, id);
    if (data.portfolios.some((p) => p.groupId === id)) throw referenced();
    return { ...data, portfolioGroups };
  },
  upsertRiskMapping: (data: AssumptionData, riskMapping: AssumptionData['riskMappings'][number]) => ({ ...data, riskMappings: upsert(data.riskMappings, riskMapping) }),
  deleteRiskMapping: (data: AssumptionData, id: string) => ({ ...data, riskMappings: without(data.riskMappings, id) }),
  /** A whole matrix in the order of the asset classes, or pairs (each sets both halves). */
  setCorrelations: (data: AssumptionData, matrix?: number[][] | null, pairs?: Array<{ a: string; b: string; value: number }> | null): AssumptionData => {
    const correlations = matrix ? matrix.map((row) => [...row]) : data.correlations.map((row) => [...row]);
    const index = new Map(data.assetClasses.map((c, i) => [c.id, i]));
    for (const p of pairs ?? []) {
      const i = index.get(p.a);
      const j = index.get(p.b);
      if (i === undefined || j === undefined) {
        throw validationError([{ field: 'correlations', message: `Asset class ${i === undefined ? p.a : p.b} does not exist.` }]);
      }
      correlations[i][j] = p.value;
      correlations[j][i] = p.value;
    }
    return { ...data, correlations };
  },
};

function referenced() {
  return new HttpError(409, 'DELETE_CONFLICT', 'The item that you have attempted to delete is referenced by another resource. Please review before attempting to delete.');
}

/** Deleting a portfolio: 409 while a risk mapping, the default, a mapping or a plan's investment uses it. */
export async function deletePortfolio(tx: Tx, row: AssumptionRow, id: string): Promise<Assumption> {
  const data = row.data as AssumptionData;
  if (!data.portfolios.some((p) => p.id === id)) throw notFound('Portfolio');
  await assertPortfoliosUnused(tx, row, [id], { withinSet: true });
  return updateData(tx, row, (d) => ({ ...d, portfolios: d.portfolios.filter((p) => p.id !== id) }));
}

export async function recalculateAssumption(db: Reader, row: AssumptionRow, persist: boolean): Promise<AssumptionRow> {
  const data = recalculate(row.data as AssumptionData);
  if (!persist || JSON.stringify(data) === JSON.stringify(row.data)) return { ...row, data };
  const [updated] = await db.update(assumptions).set({ data, updatedAt: new Date() }).where(eq(assumptions.id, row.id)).returning();
  return updated;
}
