import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { checkedLevel, fromBodyKey, fromParam, levelRule } from '../../levels/levelGuard';
import { effectiveSettings } from '../../levels/settingsStore';
import { deleteSettings, saveSettings } from './service';
import { withLevelHistory } from '../history/levelChange';

const LEVELS = { team: 4, user: 5, profile: 6 } as const;

/**
 * Named settings (spec document 2 section 7, "Settings"). GET answers the effective values
 * (`SettingsResponse`: nearest level first, built-in defaults as level 1); POST stores
 * `{ values: { key: value } }` at the level key; DELETE `{ levelKey, keys }` removes keys at that level.
 */
export default async function settingRoutes(app: FastifyInstance) {
  const db = app.db;
  const { settings } = endpoints;

  // The signed-in user's own settings (the shell's banner when no plan is selected).
  route(app, settings.user, { access: 'user' }, async (req) => effectiveSettings(db, 5, req.user!.id));

  for (const [name, level] of Object.entries(LEVELS)) {
    const e = settings[name === 'user' ? 'userLevel' : (name as 'team' | 'profile')];
    route(app, e.get, { access: levelRule('read', fromParam(level)) }, async (req) => {
      const ref = checkedLevel(req);
      return effectiveSettings(db, ref.level, ref.levelKey);
    });
    route(app, e.save, { access: levelRule('write', fromParam(level)) }, async (req) => {
      const ref = checkedLevel(req);
      await db.transaction((tx) => withLevelHistory(tx, ref, 'settings', req.user!.id, () => saveSettings(tx, ref, req.body.values)));
      return effectiveSettings(db, ref.level, ref.levelKey);
    });
    route(app, e.remove, { access: levelRule('write', fromBodyKey(level)) }, async (req) => {
      const ref = checkedLevel(req);
      await db.transaction((tx) => withLevelHistory(tx, ref, 'settings', req.user!.id, () => deleteSettings(tx, ref, req.body.keys)));
      return effectiveSettings(db, ref.level, ref.levelKey);
    });
  }
}
