import { and, eq, inArray, or } from 'drizzle-orm';
import type { AssumptionData, AssumptionMapping, AssumptionMappingSave } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { assumptionMappings, assumptions } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { isVisibleAt } from '../../levels/effectiveAssumptions';
import { levelChain, type LevelRef } from '../../levels/levels';
import { editableCheck, refOf, validationError } from './service';
import type { FieldProblem } from './math';

type Reader = Db | Tx;
type MappingRow = typeof assumptionMappings.$inferSelect;

export async function loadMapping(db: Reader, id: number): Promise<MappingRow> {
  const [row] = await db.select().from(assumptionMappings).where(eq(assumptionMappings.id, id));
  if (!row) throw notFound('Assumption mapping');
  return row;
}

async function toApi(db: Reader, user: SessionUser, rows: MappingRow[]): Promise<AssumptionMapping[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.fromAssumptionId, r.toAssumptionId]))];
  const names = new Map(ids.length
    ? (await db.select({ id: assumptions.id, name: assumptions.name }).from(assumptions).where(inArray(assumptions.id, ids))).map((a) => [a.id, a.name])
    : []);
  const editable = editableCheck(db, user);
  return Promise.all(rows.map(async (r) => ({
    id: r.id, level: r.level, levelKey: r.levelKey, fromAssumptionId: r.fromAssumptionId, toAssumptionId: r.toAssumptionId,
    fromName: names.get(r.fromAssumptionId) ?? `#${r.fromAssumptionId}`, toName: names.get(r.toAssumptionId) ?? `#${r.toAssumptionId}`,
    portfolioMap: r.portfolioMap, editable: await editable(refOf(r)),
  })));
}

/** Mappings stored at exactly `ref`. */
export async function mappingsAt(db: Reader, user: SessionUser, ref: LevelRef) {
  const rows = await db.select().from(assumptionMappings)
    .where(and(eq(assumptionMappings.level, ref.level), eq(assumptionMappings.levelKey, ref.levelKey)));
  return toApi(db, user, rows.sort((a, b) => a.id - b.id));
}

/** Mappings a plan or level at `ref` can use: its own and those of the levels above it. */
export async function mappingsAvailable(db: Reader, user: SessionUser, ref: LevelRef) {
  const chain = await levelChain(db, ref);
  const rows = await db.select().from(assumptionMappings)
    .where(or(...chain.map((r) => and(eq(assumptionMappings.level, r.level), eq(assumptionMappings.levelKey, r.levelKey)))));
  return toApi(db, user, rows.sort((a, b) => b.level - a.level || a.id - b.id));
}

/** Both sets must be usable at the mapping's level; every key a portfolio of the source, every value one of the target. */
export async function saveMapping(tx: Tx, user: SessionUser, ref: LevelRef, body: AssumptionMappingSave): Promise<AssumptionMapping> {
  const chain = await levelChain(tx, ref);
  const problems: FieldProblem[] = [];
  const sets = new Map<number, AssumptionData>();
  for (const [field, id] of [['fromAssumptionId', body.fromAssumptionId], ['toAssumptionId', body.toAssumptionId]] as const) {
    if (!(await isVisibleAt(tx, chain, id))) problems.push({ field, message: `Assumption ${id} is not available at this level.` });
    else sets.set(id, (await tx.select({ data: assumptions.data }).from(assumptions).where(eq(assumptions.id, id)))[0].data as AssumptionData);
  }
  if (body.fromAssumptionId === body.toAssumptionId) problems.push({ field: 'toAssumptionId', message: 'A mapping needs two different assumption sets.' });
  const from = sets.get(body.fromAssumptionId);
  const to = sets.get(body.toAssumptionId);
  if (from && to) {
    const fromIds = new Set(from.portfolios.map((p) => p.id));
    const toIds = new Set(to.portfolios.map((p) => p.id));
    for (const [a, b] of Object.entries(body.portfolioMap)) {
      if (!fromIds.has(a)) problems.push({ field: `portfolioMap.${a}`, message: `Portfolio ${a} is not in the source assumption set.` });
      if (!toIds.has(b)) problems.push({ field: `portfolioMap.${a}`, message: `Portfolio ${b} is not in the target assumption set.` });
    }
  }
  if (problems.length) throw validationError(problems);
  const values = { level: ref.level, levelKey: ref.levelKey, fromAssumptionId: body.fromAssumptionId, toAssumptionId: body.toAssumptionId, portfolioMap: body.portfolioMap };
  const [row] = body.id
    ? await tx.update(assumptionMappings).set(values).where(eq(assumptionMappings.id, body.id)).returning()
    : await tx.insert(assumptionMappings).values(values).returning();
  return (await toApi(tx, user, [row]))[0];
}

export async function deleteMapping(tx: Tx, id: number) {
  await tx.delete(assumptionMappings).where(eq(assumptionMappings.id, id));
}
