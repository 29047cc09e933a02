import { z } from 'zod';
import { MAX_ID, dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import {
  MAX_IMPORT_FILE_CHARS, accountResultSchema, contactSchema, importRecordSchema, partnerLinkSchema, partnerSchema, planLinksSchema,
} from '../integrations';

const tag = 'Integrations';
const int = z.number().int();
const partnerMessage = 'must name a partner of GET /api/integration/partner';
const partnerId = z.coerce.number({ error: partnerMessage }).int({ error: partnerMessage }).min(1, { error: partnerMessage }).max(MAX_ID, { error: partnerMessage });
const fileMessage = 'is required: choose a file';
const content = z.string({ error: fileMessage }).refine((s) => s.trim().length > 0, { error: fileMessage })
  .refine((s) => s.length <= MAX_IMPORT_FILE_CHARS, { error: `is too large: files up to ${MAX_IMPORT_FILE_CHARS / 1_000_000} MB are read` });
const fileName = z.string().max(2000).nullish();
/** The level key a team or advisor call addresses (default: the caller's own). */
const levelKey = z.coerce.number().int().min(1).max(MAX_ID).nullish();
const planParam = z.object({ profileId: dbIdParam() });
const idParam = z.object({ id: dbIdParam() });
const planRead = 'Callers with read rights to the plan.';
const planWrite = 'Callers with write rights to the plan.';

/** Partners at a level: team (4) or advisor (5). */
function levelEndpoints(name: 'team' | 'user') {
  const read = `Readers of the ${name === 'team' ? 'team' : 'advisor'} level.`;
  const write = `Writers of the ${name === 'team' ? 'team' : 'advisor'} level.`;
  return {
    list: defineEndpoint({
      method: 'GET', path: `/api/integration/${name}/{levelKey}`, params: z.object({ levelKey: dbIdParam() }), response: z.array(partnerLinkSchema), tag,
      summary: 'Partners enabled at the level, with their settings and contact counts', access: read,
    }),
    link: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `/api/integration/link/${name}`, body: z.object({ levelKey, partnerId, settings: z.record(z.string(), z.unknown()).optional() }),
      response: partnerLinkSchema, tag, summary: 'Enables a partner at the level or saves its settings (a CSV mapping)', access: write,
    }),
    importContacts: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `/api/integration/${name}`, body: z.object({ levelKey, partnerId, fileName, content }),
      response: z.object({ imported: int, partnerId: int, level: int, levelKey: int }), tag,
      summary: "Imports a CRM export (CSV or vCard) into the level's contacts, all or none", access: write,
    }),
    searchContacts: defineEndpoint({
      method: 'POST', path: `/api/integration/${name}/contact/search`,
      body: z.object({ levelKey, query: z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).nullish() }),
      response: z.array(contactSchema), tag, summary: "The level's contacts whose name, e-mail or household match (at most 100)", access: read,
    }),
    createPlan: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `/api/integration/${name}/contact`,
      body: z.object({
        levelKey,
        contactId: z.coerce.number({ error: 'must name a contact of the search' }).int({ error: 'must name a contact of the search' })
          .min(1, { error: 'must name a contact of the search' }).max(MAX_ID, { error: 'must name a contact of the search' }),
        advisorUserId: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1).max(MAX_ID).nullish(),
      }),
      response: z.object({
        profileId: int, spouseAdded: z.boolean(),
        invite: z.object({ profileId: int, email: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
      }),
      tag, summary: "Creates a client plan from one of the level's contacts (for the caller or advisorUserId)", access: `${write} Rights to create plans for the advisor.`,
    }),
  };
}

/** Partner integrations (spec document 2 sections 2, 3 and 7; README "Integrations"). */
export const integrations = {
  partners: defineEndpoint({
    method: 'GET', path: '/api/integration/partner', response: z.array(partnerSchema), tag,
    summary: 'The partner catalogue (partners the server has an adapter for)', access: 'Any signed-in user.',
  }),
  team: levelEndpoints('team'),
  user: levelEndpoints('user'),
  planLinks: defineEndpoint({
    method: 'GET', path: '/api/integration/link/user/profile/{profileId}', params: planParam, response: planLinksSchema, tag,
    summary: "Partners available to the plan and the plan's own links", access: planRead,
  }),
  removeLink: defineEndpoint({ changesPlans: true,
    method: 'DELETE', path: '/api/integration/link/user/{id}', params: idParam, response: z.void(), tag,
    summary: "Disables a level's partner (its contacts go too) or removes a plan's link (204)", access: 'Writers of the link\'s level or plan.',
  }),
  record: defineEndpoint({
    method: 'GET', path: '/api/integration/record/{id}', params: idParam, response: importRecordSchema, tag, summary: 'One imported record', access: planRead,
  }),
  removeRecord: defineEndpoint({ changesPlans: true,
    method: 'DELETE', path: '/api/integration/record/{id}', params: idParam, response: z.void(), tag,
    summary: 'Deletes a record (a later import stages it again; a linked investment keeps its values) (204)', access: planWrite,
  }),
  recordInfo: defineEndpoint({
    method: 'GET', path: '/api/integration/record/info/profile/{profileId}/type/{type}',
    params: z.object({ profileId: dbIdParam(), type: z.string().min(1).max(10) }), tag, summary: "Counts of a plan's records of a type (INV)", access: planRead,
    response: z.object({
      profileId: int, type: z.string(), staged: int, linked: int, ignored: int, total: int,
      lastImportedAt: z.string().nullable(), lastStatementDate: z.string().nullable(),
    }),
  }),
  ignore: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/integration/record/ignore/{id}', params: idParam, response: importRecordSchema, tag,
    summary: 'Ignores a record (a linked one is unlinked first)', access: planWrite,
  }),
  stopIgnoring: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/integration/record/ignore/stop/{id}', params: idParam, response: importRecordSchema, tag,
    summary: 'An ignored record is staged again', access: planWrite,
  }),
  linkRecord: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/integration/record/{recordId}/link/investmentasset/{assetId}',
    params: z.object({ recordId: dbIdParam(), assetId: dbIdParam() }), response: importRecordSchema, tag,
    summary: "Links a record to an investment: it takes the record's balance, holdings and cost basis and follows later imports", access: planWrite,
  }),
  staged: defineEndpoint({
    method: 'GET', path: '/api/integration/account/investmentasset/staged/profile/{profileId}', params: planParam,
    response: z.array(importRecordSchema), tag, summary: 'Imported accounts under review (staged and linked)', access: planRead,
  }),
  ignored: defineEndpoint({
    method: 'GET', path: '/api/integration/account/investmentasset/ignored/profile/{profileId}', params: planParam,
    response: z.array(importRecordSchema), tag, summary: 'Ignored imported accounts', access: planRead,
  }),
  run: defineEndpoint({ changesPlans: true,
    method: 'GET', path: '/api/integration/run/profile/{profileId}', params: planParam, response: runSchema(), tag,
    summary: "Runs the plan's links again on the statements they last read (unchanged ones change nothing)", access: planWrite,
  }),
  runForce: defineEndpoint({ changesPlans: true,
    method: 'GET', path: '/api/integration/run/profile/{profileId}/force', params: planParam, response: runSchema(), tag,
    summary: "Runs the plan's links again and re-applies them to the linked investments", access: planWrite,
  }),
  upload: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/integration/upload/profile/{profileId}', params: planParam,
    body: z.object({ partnerId, fileName, content, asOf: z.string().max(40).nullish() }),
    response: z.object({ profileId: int, partnerId: int, fileName: z.string(), accounts: z.array(accountResultSchema) }), tag,
    summary: 'Reads an uploaded statement (text in JSON) with the partner\'s adapter and imports it; the file is not kept', access: planWrite,
  }),
};

function runSchema() {
  return z.object({
    profileId: int, force: z.boolean(),
    runs: z.array(z.object({ partnerId: int, fileName: z.string(), accounts: z.array(accountResultSchema) })),
  });
}

