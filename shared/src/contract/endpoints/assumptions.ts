import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import {
  assetClassBodySchema, assetClassGroupBodySchema, assumptionCopySchema, assumptionGroupSchema, assumptionItemDeleteSchema,
  assumptionMappingDeleteSchema, assumptionMappingOutSchema, assumptionMappingSchema, assumptionSaveSchema, assumptionSchema,
  correlationBodySchema, effectiveAssumptionSchema, portfolioBodySchema, portfolioGroupBodySchema, riskMappingBodySchema, riskMappingSchema,
} from '../assumptions';
import { codeItemSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const tag = 'Assumptions';
const levelKey = z.object({ levelKey: dbIdParam() });
const digits = { levelKey: '^\\d+$' };
const idParams = z.object({ id: dbIdParam() });
const none = z.void();

type LevelName = 'global' | 'team' | 'user' | 'profile';
const WHO: Record<LevelName, string> = {
  global: 'site administrators change; every signed-in user reads',
  team: 'the team (managers change, members read); site administrators',
  user: 'the advisor, those who create plans for them, their team managers; site administrators',
  profile: 'callers with rights to the plan (write rights to change)',
};

/** Portfolio assumption sets at one level (spec document 2 section 7, "Assumptions"): /api/setting/{level}/assumption/... */
function levelEndpoints(name: LevelName) {
  const url = `/api/setting/${name}/assumption`;
  const read = `Readers of the ${name} level: ${WHO[name]}.`;
  const write = `Writers of the ${name} level: ${WHO[name]}.`;
  const item = <B extends z.ZodType>(path: string, method: 'POST' | 'DELETE', body: B, summary: string) =>
    defineEndpoint({ changesPlans: true, method, path: `${url}${path}`, body, response: assumptionSchema, tag, summary: `${summary}; answers the updated set`, access: write });
  return {
    list: defineEndpoint({
      method: 'GET', path: url, response: z.array(assumptionSchema), tag,
      summary: `Sets the caller sees at their own ${name} level and above, nearest first, each with editable`, access: 'Any signed-in user.',
    }),
    at: defineEndpoint({
      method: 'GET', path: `${url}/{levelKey}`, params: levelKey, paramPatterns: digits, response: z.array(assumptionSchema), tag,
      summary: 'Sets of the level key and of the levels above it, nearest first', access: read,
    }),
    effective: defineEndpoint({
      method: 'GET', path: `${url}/effective/{levelKey}`, params: levelKey, paramPatterns: digits, response: effectiveAssumptionSchema, tag,
      summary: 'The set in effect at the level key and where it came from', access: read,
    }),
    get: defineEndpoint({
      method: 'GET', path: `${url}/assumptionId/{id}`, params: idParams, response: assumptionSchema, tag, summary: 'One set', access: read,
    }),
    recalculate: defineEndpoint({
      method: 'GET', path: `${url}/assumptionId/{id}/recalculate`, params: idParams, response: assumptionSchema, tag,
      summary: "Recomputes every portfolio's expected return, deviation and yield (stored when the caller may change the set)", access: read,
    }),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `${url}/assumptionId/{id}`, params: idParams, response: none, tag, summary: 'Deletes a set (204)', access: write,
    }),
    save: defineEndpoint({ changesPlans: true,
      method: 'POST', path: url, body: assumptionSaveSchema, response: assumptionSchema, tag,
      summary: 'Creates (no id) or replaces a whole set', access: write,
    }),
    copy: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `${url}/copy/{originalId}`, params: z.object({ originalId: dbIdParam() }), body: assumptionCopySchema,
      response: assumptionSchema, tag, summary: "Copies a set to this level ('<original> - Copy' unless named)", access: `${write} Readers of the original.`,
    }),
    assetClass: item('/asset/class', 'POST', assetClassBodySchema, 'Adds or replaces an asset class'),
    removeAssetClass: item('/asset/class', 'DELETE', assumptionItemDeleteSchema, 'Deletes an asset class'),
    assetClassGroup: item('/asset/class/group', 'POST', assetClassGroupBodySchema, 'Adds or replaces an asset class group'),
    removeAssetClassGroup: item('/asset/class/group', 'DELETE', assumptionItemDeleteSchema, 'Deletes an asset class group'),
    portfolio: item('/portfolio', 'POST', portfolioBodySchema, 'Adds or replaces a portfolio'),
    removePortfolio: item('/portfolio', 'DELETE', assumptionItemDeleteSchema, 'Deletes a portfolio'),
    portfolioGroup: item('/portfolio/group', 'POST', portfolioGroupBodySchema, 'Adds or replaces a portfolio group'),
    removePortfolioGroup: item('/portfolio/group', 'DELETE', assumptionItemDeleteSchema, 'Deletes a portfolio group'),
    riskMapping: item('/risk/mapping', 'POST', riskMappingBodySchema, 'Adds or replaces a risk mapping'),
    removeRiskMapping: item('/risk/mapping', 'DELETE', assumptionItemDeleteSchema, 'Deletes a risk mapping'),
    correlation: item('/correlation', 'POST', correlationBodySchema, 'Sets the correlation matrix or single pairs'),
    mappings: defineEndpoint({
      method: 'GET', path: `${url}/mapping`, query: z.object({ levelKey: dbIdParam().optional() }), response: z.array(assumptionMappingOutSchema), tag,
      summary: 'Mappings stored at the level key (default: the caller\'s own)', access: read,
    }),
    mappingsAvailable: defineEndpoint({
      method: 'GET', path: `${url}/mapping/available/{levelKey}`, params: levelKey, paramPatterns: digits, response: z.array(assumptionMappingOutSchema), tag,
      summary: 'Mappings the level key can use: its own and those of the levels above it', access: read,
    }),
    saveMapping: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `${url}/mapping`, body: assumptionMappingSchema, response: assumptionMappingOutSchema, tag,
      summary: 'Creates or replaces a mapping between two sets (portfolio to portfolio)', access: write,
    }),
    removeMapping: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `${url}/mapping`, body: assumptionMappingDeleteSchema, response: none, tag, summary: 'Deletes a mapping (204)', access: write,
    }),
  };
}

const planRead = 'Callers with read rights to the plan.';
const profileId = z.object({ id: dbIdParam() });

export const assumptions = {
  global: levelEndpoints('global'),
  team: levelEndpoints('team'),
  user: levelEndpoints('user'),
  profile: levelEndpoints('profile'),
  /** Parts of a plan's effective set. */
  planAssetClassGroups: defineEndpoint({
    method: 'GET', path: '/api/setting/profile/assumption/asset/class/group/profile/{id}', params: profileId,
    response: z.array(assumptionGroupSchema), tag, summary: "Asset class groups of the plan's effective set", access: planRead,
  }),
  planPortfolioGroups: defineEndpoint({
    method: 'GET', path: '/api/setting/profile/assumption/portfolio/group/profile/{id}', params: profileId,
    response: z.array(assumptionGroupSchema), tag, summary: "Portfolio groups of the plan's effective set", access: planRead,
  }),
  planRiskMappings: defineEndpoint({
    method: 'GET', path: '/api/setting/profile/assumption/risk/mapping/profile/{id}', params: profileId,
    response: z.array(riskMappingSchema), tag, summary: "Risk mappings of the plan's effective set", access: planRead,
  }),
  portfolioLookup: defineEndpoint({
    method: 'GET', path: '/api/setting/lookup/portfolio', query: z.object({ profileId: dbIdParam().optional() }),
    response: z.array(codeItemSchema), tag,
    summary: "Portfolios of the effective set as code items (value: expected return): of the plan named by profileId, else of the caller's own level",
    access: 'Any signed-in user; with profileId, read rights to that plan.',
  }),
  assetClassLookup: defineEndpoint({
    method: 'GET', path: '/api/setting/lookup/assetclass', query: z.object({ profileId: dbIdParam().optional() }),
    response: z.array(codeItemSchema), tag,
    summary: "Asset classes of the effective set as code items (value: expected return), named by the set's own description: of the plan named by profileId, else of the caller's own level",
    access: 'Any signed-in user; with profileId, read rights to that plan.',
  }),
};
