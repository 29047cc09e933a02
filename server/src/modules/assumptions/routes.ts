import { dbIdParam } from '@portal/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  assetClassBodySchema, assetClassGroupBodySchema, assumptionCopySchema, assumptionItemDeleteSchema,
  assumptionMappingDeleteSchema, assumptionMappingSchema, assumptionSaveSchema, correlationBodySchema,
  portfolioBodySchema, portfolioGroupBodySchema, riskMappingBodySchema, type AssumptionData, type CodeItem,
} from '@portal/shared/contract';
import type { Tx } from '../../db/client';
import { parse } from '../../lib/errors';
import { withLevelHistory } from '../history/levelChange';
import { effectiveAssumptionAt } from './effective';
import { checkedLevel, fromBodyKey, fromParam, fromQueryKey, fromRecord, levelRule } from '../../levels/levelGuard';
import { LEVEL_BY_NAME, assertLevel, defaultLevelKey, type LevelNumber, type LevelRef } from '../../levels/levels';
import { deleteMapping, loadMapping, mappingsAt, mappingsAvailable, saveMapping } from './mappings';
import {
  copyAssumption, createAssumption, deleteAssumption, deletePortfolio, editableCheck, itemEdits, listVisible,
  loadAssumption, recalculateAssumption, refOf, replaceAssumption, toApi, updateData,
} from './service';

const idParams = z.object({ id: dbIdParam() });
const originalParams = z.object({ originalId: dbIdParam() });
const profileParams = z.object({ id: dbIdParam() });

const assumptionOf = (req: FastifyRequest, id: number) => loadAssumption(req.server.db, id);
const mappingOf = (req: FastifyRequest, id: number) => loadMapping(req.server.db, id);

/**
 * Portfolio assumptions at every level (spec document 2 section 7, "Assumptions"):
 * /api/setting/{global|team|user|profile}/assumption/...
 */
export default async function assumptionRoutes(app: FastifyInstance) {
  const db = app.db;
  // A change at a plan's own level is part of that plan's history.
  const hist = <T>(tx: Tx, req: FastifyRequest, change: () => Promise<T>) => withLevelHistory(tx, checkedLevel(req), 'assumptions', req.user!.id, change);

  for (const [name, level] of Object.entries(LEVEL_BY_NAME) as Array<[string, LevelNumber]>) {
    const url = `/api/setting/${name}/assumption`;
    const byBodyRecord = fromRecord(assumptionOf, 'body', 'assumptionId');
    const saveTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await assumptionOf(req, Number(id))) : fromBodyKey(level)(req);
    };

    // Lists: sets of the level key and of the levels above it (nearest first), each with `editable`.
    app.get(url, { config: { access: 'user' } }, async (req) => {
      const user = req.user!;
      let ref: LevelRef = { level: 1, levelKey: 1 };
      if (level === 6 || level === 5) ref = user.roleId != null ? { level: 5, levelKey: user.id } : ref;
      else if (level === 4) ref = await defaultLevelKey(db, user, 4).then((k) => ({ level: 4 as const, levelKey: k }), () => ref);
      return listVisible(db, user, ref);
    });
    app.get(`${url}/:levelKey(^\\d+$)`, { config: { access: levelRule('read', fromParam(level)) } }, async (req) =>
      listVisible(db, req.user!, checkedLevel(req)));
    app.get(`${url}/effective/:levelKey(^\\d+$)`, { config: { access: levelRule('read', fromParam(level)) } }, async (req) => {
      const eff = await effectiveAssumptionAt(db, checkedLevel(req));
      return { assumptionId: eff.assumptionId, name: eff.name, level: eff.level, levelKey: eff.levelKey, source: eff.source, fingerprint: eff.fingerprint };
    });

    app.get(`${url}/assumptionId/:id`, { config: { access: levelRule('read', fromRecord(assumptionOf, 'params', 'id')) } }, async (req) => {
      const row = await loadAssumption(db, parse(idParams, req.params).id);
      return toApi(row, await editableCheck(db, req.user!)(refOf(row)));
    });
    // Recomputes every portfolio's expected return, standard deviation and income yield; stored when the caller may change the set.
    app.get(`${url}/assumptionId/:id/recalculate`, { config: { access: levelRule('read', fromRecord(assumptionOf, 'params', 'id')) } }, async (req) => {
      const row = await loadAssumption(db, parse(idParams, req.params).id);
      const editable = await editableCheck(db, req.user!)(refOf(row));
      return toApi(await recalculateAssumption(db, row, editable), editable);
    });
    app.delete(`${url}/assumptionId/:id`, { config: { access: levelRule('write', fromRecord(assumptionOf, 'params', 'id')) } }, async (req, reply) => {
      const { id } = parse(idParams, req.params);
      await db.transaction(async (tx) => hist(tx, req, () => loadAssumption(tx, id).then((row) => deleteAssumption(tx, row))));
      return reply.status(204).send();
    });

    app.post(url, { config: { access: levelRule('write', saveTarget) } }, async (req) => {
      const body = parse(assumptionSaveSchema, req.body);
      return db.transaction(async (tx) => hist(tx, req, async () =>
        body.id ? replaceAssumption(tx, await loadAssumption(tx, body.id), body) : createAssumption(tx, req.user!, checkedLevel(req), body)));
    });
    app.post(`${url}/copy/:originalId`, { config: { access: levelRule('write', fromBodyKey(level)) } }, async (req) => {
      const { originalId } = parse(originalParams, req.params);
      const body = parse(assumptionCopySchema, req.body ?? {});
      return db.transaction(async (tx) => hist(tx, req, async () => copyAssumption(tx, req.user!, await loadAssumption(tx, originalId), checkedLevel(req), body.name)));
    });

    // Item edits: each answers the whole updated set.
    const edit = <S extends z.ZodType>(path: string, method: 'post' | 'delete', schema: S,
      apply: (data: AssumptionData, body: z.output<S>) => AssumptionData) => {
      app[method](`${url}${path}`, { config: { access: levelRule('write', byBodyRecord) } }, async (req) => {
        const body = parse(schema, req.body) as z.output<S> & { assumptionId: number };
        return db.transaction(async (tx) => hist(tx, req, async () => updateData(tx, await loadAssumption(tx, body.assumptionId), (data) => apply(data, body))));
      });
    };
    edit('/asset/class', 'post', assetClassBodySchema, (d, b) => itemEdits.upsertAssetClass(d, b.assetClass));
    edit('/asset/class', 'delete', assumptionItemDeleteSchema, (d, b) => itemEdits.deleteAssetClass(d, b.id));
    edit('/asset/class/group', 'post', assetClassGroupBodySchema, (d, b) => itemEdits.upsertAssetClassGroup(d, b.group));
    edit('/asset/class/group', 'delete', assumptionItemDeleteSchema, (d, b) => itemEdits.deleteAssetClassGroup(d, b.id));
    edit('/portfolio', 'post', portfolioBodySchema, (d, b) => itemEdits.upsertPortfolio(d, b.portfolio));
    edit('/portfolio/group', 'post', portfolioGroupBodySchema, (d, b) => itemEdits.upsertPortfolioGroup(d, b.group));
    edit('/portfolio/group', 'delete', assumptionItemDeleteSchema, (d, b) => itemEdits.deletePortfolioGroup(d, b.id));
    edit('/risk/mapping', 'post', riskMappingBodySchema, (d, b) => itemEdits.upsertRiskMapping(d, b.riskMapping));
    edit('/risk/mapping', 'delete', assumptionItemDeleteSchema, (d, b) => itemEdits.deleteRiskMapping(d, b.id));
    edit('/correlation', 'post', correlationBodySchema, (d, b) => itemEdits.setCorrelations(d, b.matrix, b.pairs));
    app.delete(`${url}/portfolio`, { config: { access: levelRule('write', byBodyRecord) } }, async (req) => {
      const body = parse(assumptionItemDeleteSchema, req.body);
      return db.transaction(async (tx) => hist(tx, req, async () => deletePortfolio(tx, await loadAssumption(tx, body.assumptionId), body.id)));
    });

    // Mappings between sets.
    const mappingTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await mappingOf(req, Number(id))) : fromBodyKey(level)(req);
    };
    app.get(`${url}/mapping`, { config: { access: levelRule('read', fromQueryKey(level)) } }, async (req) => mappingsAt(db, req.user!, checkedLevel(req)));
    app.get(`${url}/mapping/available/:levelKey(^\\d+$)`, { config: { access: levelRule('read', fromParam(level)) } }, async (req) =>
      mappingsAvailable(db, req.user!, checkedLevel(req)));
    app.post(`${url}/mapping`, { config: { access: levelRule('write', mappingTarget) } }, async (req) => {
      const body = parse(assumptionMappingSchema, req.body);
      return db.transaction(async (tx) => saveMapping(tx, req.user!, checkedLevel(req), body));
    });
    app.delete(`${url}/mapping`, { config: { access: levelRule('write', fromRecord(mappingOf, 'body', 'id')) } }, async (req, reply) => {
      const { id } = parse(assumptionMappingDeleteSchema, req.body);
      await db.transaction(async (tx) => deleteMapping(tx, id));
      return reply.status(204).send();
    });
  }

  // The effective set's parts for one plan.
  const effectiveOf = async (req: FastifyRequest) => (await effectiveAssumptionAt(db, { level: 6, levelKey: parse(profileParams, req.params).id })).data;
  const planRule = { profile: 'read', from: 'params.id' } as const;
  app.get('/api/setting/profile/assumption/asset/class/group/profile/:id', { config: { access: planRule } }, async (req) => (await effectiveOf(req)).assetClassGroups);
  app.get('/api/setting/profile/assumption/portfolio/group/profile/:id', { config: { access: planRule } }, async (req) => (await effectiveOf(req)).portfolioGroups);
  app.get('/api/setting/profile/assumption/risk/mapping/profile/:id', { config: { access: planRule } }, async (req) => (await effectiveOf(req)).riskMappings);

  /**
   * Portfolios of the caller's effective set as code items (value: expected return): of the plan named by
   * `?profileId=` (read access needed), else of the caller's own level (advisor: user -> team -> global).
   */
  app.get('/api/setting/lookup/portfolio', {
    config: {
      access: {
        check: async (req) => {
          const pid = (req.query as { profileId?: string }).profileId;
          if (pid) await assertLevel(db, req.user!, { level: 6, levelKey: Number(pid) || 0 }, 'read');
        },
      },
    },
  }, async (req) => {
    const pid = Number((req.query as { profileId?: string }).profileId);
    const user = req.user!;
    const ref: LevelRef = pid > 0 ? { level: 6, levelKey: pid } : user.roleId != null ? { level: 5, levelKey: user.id } : { level: 1, levelKey: 1 };
    const eff = await effectiveAssumptionAt(db, ref);
    return eff.data.portfolios.map<CodeItem>((p) => ({ code: p.id, description: p.name, value: p.expectedReturn ?? null }));
  });
}
