import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { reportTemplateSchema, reportTemplateSaveSchema } from '../reports';

const tag = 'Report templates';
const idParams = z.object({ id: dbIdParam() });
type LevelName = 'global' | 'team' | 'user' | 'profile';

/** Report templates at one level (spec document 2 section 7, "Report templates"): /api/setting/{level}/report/... */
function levelEndpoints(name: LevelName) {
  const url = `/api/setting/${name}/report`;
  const read = name === 'profile' ? "Readers of the plan's reports (a client needs reportAccess)." : `Readers of the ${name} level.`;
  const write = `Writers of the ${name} level.`;
  return {
    at: defineEndpoint({
      method: 'GET', path: `${url}/{levelKey}`, params: z.object({ levelKey: dbIdParam() }), paramPatterns: { levelKey: '^\\d+$' },
      response: z.array(reportTemplateSchema), tag, summary: 'Templates of the level key and of the levels above it', access: read,
    }),
    get: defineEndpoint({
      method: 'GET', path: `${url}/reportTemplateId/{id}`, params: idParams, response: reportTemplateSchema, tag, summary: 'One template', access: read,
    }),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `${url}/reportTemplateId/{id}`, params: idParams, response: z.void(), tag, summary: 'Deletes a template (204)', access: write,
    }),
    save: defineEndpoint({ changesPlans: true,
      method: 'POST', path: url, body: reportTemplateSaveSchema, response: reportTemplateSchema, tag,
      summary: 'Creates (no id) or replaces a template', access: write,
    }),
  };
}

export const reports = {
  global: levelEndpoints('global'),
  team: levelEndpoints('team'),
  user: levelEndpoints('user'),
  profile: levelEndpoints('profile'),
  /** The plan's client report as a PDF, laid out by a template in effect for the plan. */
  clientReport: defineEndpoint({
    method: 'GET', path: '/api/client/report/profile/{profileId}/template/{templateId}',
    params: z.object({ profileId: dbIdParam(), templateId: dbIdParam() }),
    response: z.string().meta({ format: 'binary' }), file: true, tag: 'Client report',
    summary: "The plan's client report (PDF); a template not in effect for the plan is a 404",
    access: "Callers with the plan's reportAccess (advisors with read access have it).",
  }),
};
