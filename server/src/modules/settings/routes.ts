import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { checkedLevel, fromBodyKey, fromParam, levelRule } from '../../levels/levelGuard';
import { effectiveSettings } from '../../levels/settingsStore';
import { effectiveAssumptionRow } from '../../levels/effectiveAssumptions';
import type { LevelRef } from '../../levels/levels';
import { deleteSettings, saveSettings } from './service';
import { withLevelHistory } from '../history/levelChange';

const LEVELS = { team: 4, user: 5, profile: 6 } as const;

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
  const eff = await effectiveSettings(db, ref.level, ref.levelKey);
  if (eff.values.inflation != null && eff.values.inflation !== '') return eff;
  const { row } = await effectiveAssumptionRow(db, ref);
  const inflation = (row.data as { inflation?: number }).inflation;
  return typeof inflation === 'number' ? { ...eff, inherited: { inflation: { value: String(inflation), from: `the assumption set “${row.name}”` } } } : eff;
}

export default async function settingRoutes(app: FastifyInstance) {
  const db = app.db;
  const { settings } = endpoints;

  // The signed-in user's own settings (the shell's banner when no plan is selected).
  route(app, settings.user, { access: 'user' }, async (req) => effectiveSettings(db, 5, req.user!.id));

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
  }
}
