import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { reportTemplates } from '../../db/schema/index';
import { levelChain } from '../../levels/levels';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { checkedLevel, fromBodyKey, fromParam, levelRule } from '../../levels/levelGuard';
import { effectiveSettings } from '../../levels/settingsStore';
import { effectiveAssumptionRow } from '../../levels/effectiveAssumptions';
import type { LevelRef } from '../../levels/levels';
import { deleteSettings, saveSettings } from './service';
import { withLevelHistory } from '../history/levelChange';
import { notFound } from '../../lib/errors';
import { REVALIDATE_PRIVATE } from '../../lib/cacheControl';
import { checkLogo, effectiveLogo, removeLogo, saveLogo } from '../../levels/logoStore';

const LEVELS = { team: 4, user: 5, profile: 6 } as const;
const LEVEL_WORD: Record<number, string> = { 4: 'team', 5: 'advisor', 6: 'plan' };

/**
 * Named settings (spec document 2 section 7, "Settings"). GET answers the effective values
 * (`SettingsResponse`: nearest level first, built-in defaults as level 1); POST stores
 * `{ values: { key: value } }` at the level key; DELETE `{ levelKey, keys }` removes keys at that level.
 */
/**
 * The effective settings with what an unset key inherits from elsewhere: inflation from the assumption set in
 * effect (the figure the engine uses), so the screen shows "2.5% from the assumption set …", never "Not set".
 */
async function withInherited(db: FastifyInstance['db'], ref: LevelRef) {
  const eff = await withLogo(db, ref);
  const unset = (key: string) => eff.values[key] == null || eff.values[key] === '';
  if (!unset('inflation') && !unset('portfolio_assumption') && !unset('report_template')) return eff;
  const { row } = await effectiveAssumptionRow(db, ref);
  const inherited: Record<string, { value: string; from: string }> = {};
  if (unset('report_template')) {
    // No level chose one: the nearest level's template marked default (the global "Comprehensive Plan" at least).
    const chain = await levelChain(db, ref);
    const rows = await db.select({ name: reportTemplates.name, level: reportTemplates.level }).from(reportTemplates)
      .where(and(eq(reportTemplates.isDefault, true), or(...chain.map((r) => and(eq(reportTemplates.level, r.level), eq(reportTemplates.levelKey, r.levelKey))))));
    const nearest = rows.sort((x, y) => y.level - x.level)[0];
    if (nearest) inherited.report_template = { value: nearest.name, from: nearest.level === 1 ? 'the global default' : `the ${LEVEL_WORD[nearest.level]}'s default template` };
  }
  const inflation = (row.data as { inflation?: number }).inflation;
  if (unset('inflation') && typeof inflation === 'number') inherited.inflation = { value: String(inflation), from: `the assumption set “${row.name}”` };
  // No level chose a set: the global default set applies (its name, not "Not set").
  if (unset('portfolio_assumption')) inherited.portfolio_assumption = { value: row.name, from: 'the global default' };
  return Object.keys(inherited).length ? { ...eff, inherited } : eff;
}

/** The effective settings with the firm's logo in effect (its level, where from, and its version), null when none. */
async function withLogo(db: FastifyInstance['db'], ref: LevelRef) {
  const [eff, logo] = await Promise.all([effectiveSettings(db, ref.level, ref.levelKey), effectiveLogo(db, ref)]);
  return {
    ...eff,
    logo: logo && {
      level: logo.level, levelKey: logo.levelKey, from: logo.from, version: logo.sha256.slice(0, 16), contentType: logo.contentType,
      width: logo.width, height: logo.height, bytes: logo.bytes,
    },
  };
}

/** Body limit of a logo upload: the largest logo as base64 and room for a wrong one to be refused by name (400 data). */
const LOGO_BODY_LIMIT = 1024 * 1024;

export default async function settingRoutes(app: FastifyInstance) {
  const db = app.db;
  const { settings } = endpoints;

  // The signed-in user's own settings (the shell's banner when no plan is selected).
  route(app, settings.user, { access: 'user' }, async (req) => withLogo(db, { level: 5, levelKey: req.user!.id }));

  for (const [name, level] of Object.entries(LEVELS)) {
    const e = settings[name === 'user' ? 'userLevel' : (name as 'team' | 'profile')];
    route(app, e.get, { access: levelRule('read', fromParam(level)) }, async (req) => {
      return withInherited(db, checkedLevel(req));
    });
    route(app, e.save, { access: levelRule('write', fromParam(level)) }, async (req) => {
      const ref = checkedLevel(req);
      await db.transaction((tx) => withLevelHistory(tx, ref, 'settings', req.user!.id, () => saveSettings(tx, ref, req.body.values)));
      return withInherited(db, ref);
    });
    route(app, e.remove, { access: levelRule('write', fromBodyKey(level)) }, async (req) => {
      const ref = checkedLevel(req);
      await db.transaction((tx) => withLevelHistory(tx, ref, 'settings', req.user!.id, () => deleteSettings(tx, ref, req.body.keys)));
      return withInherited(db, ref);
    });

    // The firm's logo: served (its own or inherited) to the level's readers, stored and removed by its writers.
    route(app, e.logo, { access: levelRule('read', fromParam(level)) }, async (req, reply) => {
      const logo = await effectiveLogo(db, checkedLevel(req), true);
      if (!logo) throw notFound('Logo');
      const etag = `"${logo.sha256}"`;
      reply.header('etag', etag).header('cache-control', REVALIDATE_PRIVATE).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.contentType).send(logo.data);
    });
    route(app, e.saveLogo, { access: levelRule('write', fromParam(level)), bodyLimit: LOGO_BODY_LIMIT }, async (req) => {
      const ref = checkedLevel(req);
      const logo = checkLogo(req.body);
      await db.transaction((tx) => saveLogo(tx, ref, logo, req.user!.id));
      return withInherited(db, ref);
    });
    route(app, e.removeLogo, { access: levelRule('write', fromParam(level)) }, async (req) => {
      const ref = checkedLevel(req);
      await db.transaction((tx) => removeLogo(tx, ref));
      return withInherited(db, ref);
    });
  }
}
