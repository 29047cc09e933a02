import { and, eq, inArray, or } from 'drizzle-orm';
import { SETTING_SECTIONS, type SettingsResponse } from '@portal/shared/contract';
import type { Db, Tx } from '../db/client';
import { settings, teams, users } from '../db/schema/index';
import { levelChain, type LevelRef } from './levels';

type Reader = Db | Tx;

/** Built-in defaults: the values of level 1 (global has no stored settings, spec document 2 section 3). */
export const SETTING_DEFAULTS: Record<string, string> = Object.fromEntries(
  SETTING_SECTIONS.flatMap((s) => s.settings).filter((d) => d.defaultValue !== undefined).map((d) => [d.key, d.defaultValue!]),
);

/** Stored values of one level key. */
export async function valuesAt(db: Reader, ref: LevelRef): Promise<Record<string, string>> {
  const rows = await db.select().from(settings).where(and(eq(settings.level, ref.level), eq(settings.levelKey, ref.levelKey)));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Effective settings of a level key: each key from the nearest level that defines it (profile, its advisor,
 * the advisor's team), else the built-in default (source 1). Loading a profile's settings thereby also loads
 * its advisor's (spec document 2 section 4).
 */
export async function effectiveSettings(db: Reader, level: number, levelKey: number): Promise<SettingsResponse> {
  const chain = (await levelChain(db, { level: level as LevelRef['level'], levelKey })).filter((r) => r.level !== 1);
  const rows = chain.length
    ? await db.select().from(settings).where(or(...chain.map((r) => and(eq(settings.level, r.level), eq(settings.levelKey, r.levelKey)))))
    : [];
  const values: Record<string, string> = { ...SETTING_DEFAULTS };
  const sources: Record<string, number> = Object.fromEntries(Object.keys(SETTING_DEFAULTS).map((k) => [k, 1]));
  // Farthest first, so nearer levels overwrite.
  for (const ref of [...chain].reverse()) {
    for (const r of rows) {
      if (r.level === ref.level && r.levelKey === ref.levelKey) {
        values[r.key] = r.value;
        sources[r.key] = r.level;
      }
    }
  }
  // The firm's name where no level names one (banner_title): the team's name, else the advisor's own name, shown
  // as inherited from that level; the portal's name only at the global level.
  if (!values.banner_title) {
    const team = chain.find((r) => r.level === 4);
    const user = chain.find((r) => r.level === 5);
    if (team) {
      const [t] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, team.levelKey));
      if (t?.name) { values.banner_title = t.name; sources.banner_title = 4; }
    } else if (user) {
      const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user.levelKey));
      const name = `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim();
      if (name) { values.banner_title = `${name} Financial Planning`; sources.banner_title = 5; }
    }
  }
  return { level, levelKey, values, sources };
}

/** Level keys (at any level) whose stored value of `key` is one of `values`. */
export async function settingHolders(db: Reader, key: string, values: string[]): Promise<LevelRef[]> {
  if (values.length === 0) return [];
  const rows = await db.select({ level: settings.level, levelKey: settings.levelKey }).from(settings)
    .where(and(eq(settings.key, key), inArray(settings.value, values)));
  return rows.map((r) => ({ level: r.level as LevelRef['level'], levelKey: r.levelKey }));
}
