import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { logoUploadSchema, settingsDeleteSchema, settingsSaveSchema } from '../settings';

/** Effective named settings (spec document 2 section 7): nearest level first, built-in defaults as level 1. */
export const settingsResponseSchema = z.object({
  level: z.number().int(),
  levelKey: z.number().int(),
  values: z.record(z.string(), z.string()),
  sources: z.record(z.string(), z.number().int()),
  /** Keys no level sets whose value comes from elsewhere (inflation from the assumption set), with where from. */
  inherited: z.record(z.string(), z.object({ value: z.string(), from: z.string() })).optional(),
  /**
   * The firm's logo in effect (the nearest level that has one), null when none: the level it is stored at, where it
   * comes from in words, and its version (the image's SHA-256), which changes with the image.
   */
  logo: z.object({
    level: z.number().int(), levelKey: z.number().int(), from: z.string(), version: z.string(), contentType: z.string(),
    width: z.number().int(), height: z.number().int(), bytes: z.number().int(),
  }).nullable().optional(),
});

const levelKeyParam = z.object({ levelKey: dbIdParam() });
const tag = 'Settings';

export const settingsUser = defineEndpoint({
  method: 'GET', path: '/api/setting/user', response: settingsResponseSchema, tag,
  summary: "The signed-in user's effective settings", access: 'Any signed-in user (their own level 5 settings).',
});

/** Named settings at one level: team (4), user (5), profile (6). */
function levelEndpoints(name: 'team' | 'user' | 'profile', who: string) {
  const path = `/api/setting/${name}`;
  return {
    get: defineEndpoint({
      method: 'GET', path: `${path}/{levelKey}`, params: levelKeyParam, paramPatterns: { levelKey: '^\\d+$' },
      response: settingsResponseSchema, tag, summary: `Effective settings of a ${name}`, access: `Readers of the ${name}: ${who}.`,
    }),
    save: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `${path}/{levelKey}`, params: levelKeyParam, paramPatterns: { levelKey: '^\\d+$' },
      body: settingsSaveSchema, response: settingsResponseSchema, tag,
      summary: `Store settings at the ${name} level; answers the effective settings`, access: `Writers of the ${name}: ${who}.`,
    }),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path, body: settingsDeleteSchema, response: settingsResponseSchema, tag,
      summary: `Remove keys at the ${name} level so inherited values apply`, access: `Writers of the ${name}: ${who}.`,
    }),
    logo: defineEndpoint({
      method: 'GET', path: `${path}/{levelKey}/logo`, params: levelKeyParam, paramPatterns: { levelKey: '^\\d+$' },
      query: z.object({ v: z.string().max(64).optional() }),
      response: z.string().meta({ format: 'binary' }), file: 'image', tag,
      summary: `The firm's logo in effect for a ${name} (its own or inherited): PNG or JPEG bytes with an ETag; 404 when none`,
      access: `Readers of the ${name}: ${who}.`,
    }),
    saveLogo: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `${path}/{levelKey}/logo`, params: levelKeyParam, paramPatterns: { levelKey: '^\\d+$' },
      body: logoUploadSchema, response: settingsResponseSchema, tag,
      summary: `Store (or replace) the logo at the ${name} level; answers the effective settings`, access: `Writers of the ${name}: ${who}.`,
    }),
    removeLogo: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `${path}/{levelKey}/logo`, params: levelKeyParam, paramPatterns: { levelKey: '^\\d+$' },
      response: settingsResponseSchema, tag,
      summary: `Remove the logo at the ${name} level so an inherited one applies`, access: `Writers of the ${name}: ${who}.`,
    }),
  };
}

export const settings = {
  user: settingsUser,
  team: levelEndpoints('team', 'the team manager (writes) and its members (reads); site administrators'),
  userLevel: levelEndpoints('user', 'the user themself; their team manager; site administrators'),
  profile: levelEndpoints('profile', 'callers with rights to the plan (write rights to change)'),
};
