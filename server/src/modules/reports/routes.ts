import { dbIdParam } from '@portal/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportTemplateSaveSchema } from '@portal/shared/contract';
import { parse } from '../../lib/errors';
import { checkedLevel, fromBodyKey, fromParam, fromRecord, levelRule } from '../../levels/levelGuard';
import { LEVEL_BY_NAME, type LevelNumber, type LevelRef } from '../../levels/levels';
import { refOf } from '../assumptions/service';
import { deleteTemplate, listTemplates, loadTemplate, saveTemplate, templateOut } from './service';

const idParams = z.object({ id: dbIdParam() });
const templateOf = (req: FastifyRequest, id: number) => loadTemplate(req.server.db, id);

/** Report templates at every level (spec document 2 section 7, "Report templates"): /api/setting/{level}/report/... */
export default async function reportRoutes(app: FastifyInstance) {
  const db = app.db;
  // A plan's own templates are its Reports section: a client reads them only with reportAccess.
  const reading = { profileRead: 'reportAccess' } as const;
  for (const [name, level] of Object.entries(LEVEL_BY_NAME) as Array<[string, LevelNumber]>) {
    const url = `/api/setting/${name}/report`;
    const saveTarget = async (req: FastifyRequest): Promise<LevelRef> => {
      const id = (req.body as { id?: unknown } | undefined)?.id;
      return id ? refOf(await templateOf(req, Number(id))) : fromBodyKey(level)(req);
    };
    app.get(`${url}/:levelKey(^\\d+$)`, { config: { access: levelRule('read', fromParam(level), reading) } }, async (req) =>
      listTemplates(db, req.user!, checkedLevel(req)));
    app.get(`${url}/reportTemplateId/:id`, { config: { access: levelRule('read', fromRecord(templateOf, 'params', 'id'), reading) } }, async (req) =>
      templateOut(db, req.user!, await loadTemplate(db, parse(idParams, req.params).id)));
    app.delete(`${url}/reportTemplateId/:id`, { config: { access: levelRule('write', fromRecord(templateOf, 'params', 'id')) } }, async (req, reply) => {
      const { id } = parse(idParams, req.params);
      await db.transaction(async (tx) => deleteTemplate(tx, await loadTemplate(tx, id)));
      return reply.status(204).send();
    });
    app.post(url, { config: { access: levelRule('write', saveTarget) } }, async (req) => {
      const body = parse(reportTemplateSaveSchema, req.body);
      return db.transaction((tx) => saveTemplate(tx, req.user!, checkedLevel(req), body));
    });
  }
}
