import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type AssumptionData, type CodeItem } from '@portal/shared/contract';
import type { Tx } from '../../db/client';
import { route } from '../../lib/route';
import { withLevelHistory } from '../history/levelChange';
import { effectiveAssumptionAt } from '../../levels/effectiveAssumptions';
import { checkedLevel, fromBodyKey, fromParam, fromQueryKey, fromRecord, levelRule } from '../../levels/levelGuard';
import { LEVEL_BY_NAME, assertLevel, defaultLevelKey, type LevelNumber, type LevelRef } from '../../levels/levels';
import { deleteMapping, loadMapping, mappingsAt, mappingsAvailable, saveMapping } from './mappings';
import {
  copyAssumption, createAssumption, deleteAssumption, deletePortfolio, editableCheck, itemEdits, listVisible,
  loadAssumption, recalculateAssumption, refOf, replaceAssumption, toApi, updateData,
} from './service';

const assumptionOf = (req: FastifyRequest, id: number) => loadAssumption(req.server.db, id);
const mappingOf = (req: FastifyRequest, id: number) => loadMapping(req.server.db, id);

/**
 * Portfolio assumptions at every level (spec document 2 section 7, "Assumptions"):
 * /api/setting/{global|team|user|profile}/assumption/... (contract: `endpoints.assumptions`).
 */
export default async function assumptionRoutes(app: FastifyInstance) {
  const db = app.db;
  // A change at a plan's own level is part of that plan's history.
  const hist = <T>(tx: Tx, req: FastifyRequest, change: () => Promise<T>) => withLevelHistory(tx, checkedLevel(req), 'assumptions', req.user!.id, change);

  for (const [name, level] of Object.entries(LEVEL_BY_NAME) as Array<[keyof typeof LEVEL_BY_NAME, LevelNumber]>) {
    const e = endpoints.assumptions[name];
    const byBodyRecord = levelRule('write', fromRecord(assumptionOf, 'body', 'assumptionId'));
    const byParamRecord = (need: 'read' | 'write') => levelRule(need, fromRecord(assumptionOf, 'params', 'id'));
    const saveTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await assumptionOf(req, Number(id))) : fromBodyKey(level)(req);
    };

    // Lists: sets of the level key and of the levels above it (nearest first), each with `editable`.
    route(app, e.list, { access: 'user' }, async (req) => {
      const user = req.user!;
      let ref: LevelRef = { level: 1, levelKey: 1 };
      if (level === 6 || level === 5) ref = user.roleId != null ? { level: 5, levelKey: user.id } : ref;
      else if (level === 4) ref = await defaultLevelKey(db, user, 4).then((k) => ({ level: 4 as const, levelKey: k }), () => ref);
      return listVisible(db, user, ref);
    });
    route(app, e.at, { access: levelRule('read', fromParam(level)) }, async (req) => listVisible(db, req.user!, checkedLevel(req)));
    route(app, e.effective, { access: levelRule('read', fromParam(level)) }, async (req) => effectiveAssumptionAt(db, checkedLevel(req)));

    route(app, e.get, { access: byParamRecord('read') }, async (req) => {
      const row = await loadAssumption(db, req.params.id);
      return toApi(row, await editableCheck(db, req.user!)(refOf(row)));
    });
    // Recomputes every portfolio's expected return, standard deviation and income yield; stored when the caller may change the set.
    route(app, e.recalculate, { access: byParamRecord('read') }, async (req) => {
      const row = await loadAssumption(db, req.params.id);
      const editable = await editableCheck(db, req.user!)(refOf(row));
      return toApi(await recalculateAssumption(db, row, editable), editable);
    });
    route(app, e.remove, { access: byParamRecord('write') }, async (req, reply) => {
      await db.transaction(async (tx) => hist(tx, req, () => loadAssumption(tx, req.params.id).then((row) => deleteAssumption(tx, row))));
      return reply.status(204).send();
    });

    route(app, e.save, { access: levelRule('write', saveTarget) }, async (req) => {
      const { body } = req;
      return db.transaction(async (tx) => hist(tx, req, async () =>
        body.id ? replaceAssumption(tx, await loadAssumption(tx, body.id), body) : createAssumption(tx, req.user!, checkedLevel(req), body)));
    });
    route(app, e.copy, { access: levelRule('write', fromBodyKey(level)) }, async (req) =>
      db.transaction(async (tx) => hist(tx, req, async () =>
        copyAssumption(tx, req.user!, await loadAssumption(tx, req.params.originalId), checkedLevel(req), req.body?.name))));

    // Item edits: each answers the whole updated set.
    const edit = (req: FastifyRequest & { body: { assumptionId: number } }, apply: (data: AssumptionData) => AssumptionData) =>
      db.transaction(async (tx) => hist(tx, req, async () => updateData(tx, await loadAssumption(tx, req.body.assumptionId), apply)));
    const access = { access: byBodyRecord };
    route(app, e.assetClass, access, (req) => edit(req, (d) => itemEdits.upsertAssetClass(d, req.body.assetClass)));
    route(app, e.removeAssetClass, access, (req) => edit(req, (d) => itemEdits.deleteAssetClass(d, req.body.id)));
    route(app, e.assetClassGroup, access, (req) => edit(req, (d) => itemEdits.upsertAssetClassGroup(d, req.body.group)));
    route(app, e.removeAssetClassGroup, access, (req) => edit(req, (d) => itemEdits.deleteAssetClassGroup(d, req.body.id)));
    route(app, e.portfolio, access, (req) => edit(req, (d) => itemEdits.upsertPortfolio(d, req.body.portfolio)));
    route(app, e.portfolioGroup, access, (req) => edit(req, (d) => itemEdits.upsertPortfolioGroup(d, req.body.group)));
    route(app, e.removePortfolioGroup, access, (req) => edit(req, (d) => itemEdits.deletePortfolioGroup(d, req.body.id)));
    route(app, e.riskMapping, access, (req) => edit(req, (d) => itemEdits.upsertRiskMapping(d, req.body.riskMapping)));
    route(app, e.removeRiskMapping, access, (req) => edit(req, (d) => itemEdits.deleteRiskMapping(d, req.body.id)));
    route(app, e.correlation, access, (req) => edit(req, (d) => itemEdits.setCorrelations(d, req.body.matrix, req.body.pairs)));
    route(app, e.removePortfolio, access, async (req) =>
      db.transaction(async (tx) => hist(tx, req, async () => deletePortfolio(tx, await loadAssumption(tx, req.body.assumptionId), req.body.id))));

    // Mappings between sets.
    const mappingTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await mappingOf(req, Number(id))) : fromBodyKey(level)(req);
    };
    route(app, e.mappings, { access: levelRule('read', fromQueryKey(level)) }, async (req) => mappingsAt(db, req.user!, checkedLevel(req)));
    route(app, e.mappingsAvailable, { access: levelRule('read', fromParam(level)) }, async (req) => mappingsAvailable(db, req.user!, checkedLevel(req)));
    route(app, e.saveMapping, { access: levelRule('write', mappingTarget) }, async (req) =>
      db.transaction(async (tx) => saveMapping(tx, req.user!, checkedLevel(req), req.body)));
    route(app, e.removeMapping, { access: levelRule('write', fromRecord(mappingOf, 'body', 'id')) }, async (req, reply) => {
      await db.transaction(async (tx) => deleteMapping(tx, req.body.id));
      return reply.status(204).send();
    });
  }

  // The effective set's parts for one plan.
  const a = endpoints.assumptions;
  const effectiveOf = async (id: number) => (await effectiveAssumptionAt(db, { level: 6, levelKey: id })).data;
  const planRule = { access: { profile: 'read', from: 'params.id' } } as const;
  route(app, a.planAssetClassGroups, planRule, async (req) => (await effectiveOf(req.params.id)).assetClassGroups);
  route(app, a.planPortfolioGroups, planRule, async (req) => (await effectiveOf(req.params.id)).portfolioGroups);
  route(app, a.planRiskMappings, planRule, async (req) => (await effectiveOf(req.params.id)).riskMappings);

  /**
   * Portfolios (GET /api/setting/lookup/portfolio) and asset classes (GET /api/setting/lookup/assetclass) of the
   * caller's effective set as code items (value: expected return): of the plan named by `?profileId=` (read access
   * needed), else of the caller's own level (advisor: user -> team -> global). The asset classes name a holding's
   * class by the set's own description, the same after every reload.
   */
  const lookupAccess = {
    check: async (req: FastifyRequest) => {
      const pid = (req.query as { profileId?: string }).profileId;
      if (pid) await assertLevel(db, req.user!, { level: 6, levelKey: Number(pid) || 0 }, 'read');
    },
  };
  const lookupSet = async (pid: number, user: NonNullable<FastifyRequest['user']>) => {
    const ref: LevelRef = pid > 0 ? { level: 6, levelKey: pid } : user.roleId != null ? { level: 5, levelKey: user.id } : { level: 1, levelKey: 1 };
    return (await effectiveAssumptionAt(db, ref)).data;
  };
  route(app, a.portfolioLookup, { access: lookupAccess }, async (req) =>
    (await lookupSet(req.query.profileId ?? 0, req.user!)).portfolios.map<CodeItem>((p) => ({ code: p.id, description: p.name, value: p.expectedReturn ?? null })));
  route(app, a.assetClassLookup, { access: lookupAccess }, async (req) =>
    (await lookupSet(req.query.profileId ?? 0, req.user!)).assetClasses.map<CodeItem>((c) => ({ code: c.id, description: c.name, value: c.expectedReturn })));
}
