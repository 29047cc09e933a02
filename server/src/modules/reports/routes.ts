import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { checkedLevel, fromBodyKey, fromParam, fromRecord, levelRule } from '../../levels/levelGuard';
import { LEVEL_BY_NAME, type LevelNumber, type LevelRef } from '../../levels/levels';
import { refOf } from '../assumptions/service';
import { deleteTemplate, listTemplates, loadTemplate, saveTemplate, templateOut } from './service';

const templateOf = (req: FastifyRequest, id: number) => loadTemplate(req.server.db, id);

/** Report templates at every level (spec document 2 section 7, "Report templates"): /api/setting/{level}/report/... */
export default async function reportRoutes(app: FastifyInstance) {
  const db = app.db;
  // A plan's own templates are its Reports section: a client reads them only with reportAccess.
  const reading = { profileRead: 'reportAccess' } as const;
  for (const [name, level] of Object.entries(LEVEL_BY_NAME) as Array<[keyof typeof LEVEL_BY_NAME, LevelNumber]>) {
    const e = endpoints.reports[name];
    const saveTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await templateOf(req, Number(id))) : fromBodyKey(level)(req);
    };
    route(app, e.at, { access: levelRule('read', fromParam(level), reading) }, async (req) => listTemplates(db, req.user!, checkedLevel(req)));
    route(app, e.get, { access: levelRule('read', fromRecord(templateOf, 'params', 'id'), reading) }, async (req) =>
      templateOut(db, req.user!, await loadTemplate(db, req.params.id)));
    route(app, e.remove, { access: levelRule('write', fromRecord(templateOf, 'params', 'id')) }, async (req, reply) => {
      await db.transaction(async (tx) => deleteTemplate(tx, await loadTemplate(tx, req.params.id)));
      return reply.status(204).send();
    });
    route(app, e.save, { access: levelRule('write', saveTarget) }, async (req) =>
      db.transaction((tx) => saveTemplate(tx, req.user!, checkedLevel(req), req.body)));
  }
}
