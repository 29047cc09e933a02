import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { assumptions, categoryMappings, classifications, reportTemplates, settings, teams } from '../db/schema/index';
import { SHIPPED_CATEGORY_MAPPINGS, SHIPPED_CLASSIFICATIONS } from '../modules/classification/tickers';
import { DEFAULT_TEMPLATE_SECTIONS } from '../modules/reports/service';
import { DEFAULT_ASSUMPTION_DATA, DEFAULT_ASSUMPTION_NAME } from '../modules/assumptions/defaultAssumptions';
import { recalculate } from '../modules/assumptions/math';

type Seeder = { name: string; run: (tx: Tx) => Promise<unknown>; needed: (db: Db) => Promise<boolean> };
const none = async (db: Db, table: typeof assumptions | typeof classifications | typeof reportTemplates, where?: ReturnType<typeof eq>) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row.n === 0;
};

/** The demo team's banner and disclosure (spec document 1 section 1: settings drive both). */
export const DEMO_TEAM_SETTINGS: Record<string, string> = {
  banner_title: 'Summit Wealth Partners',
  banner_title_link: 'https://summitwealth.example.com',
  banner_phone: '(303) 555-0142',
  banner_email: 'planning@summitwealth.example.com',
  disclosure_header: 'Important Disclosures',
  disclosure_text:
    'Summit Wealth Partners prepared this plan from information you provided. Projections are hypothetical, rely on '
    + 'long-run capital market assumptions and do not guarantee future results. Investing involves risk, including loss '
    + 'of principal. Review your plan with your advisor at least once a year and whenever your circumstances change.',
  disclosure_web: 'true',
  disclosure_print: 'true',
};

/** Seeders of the level areas, appended to server/src/seed/index.ts; each checks whether its data is there. */
export const levelSeeders: Seeder[] = [
  {
    name: 'global default assumptions',
    needed: (db) => none(db, assumptions, eq(assumptions.level, 1)),
    run: (tx) => tx.insert(assumptions).values({
      level: 1, levelKey: 1, name: DEFAULT_ASSUMPTION_NAME,
      description: 'Long-run capital market assumptions for eight asset classes, with five model portfolios.',
      data: recalculate(DEFAULT_ASSUMPTION_DATA),
    }),
  },
  {
    name: 'ticker classifications',
    needed: (db) => none(db, classifications),
    run: async (tx) => {
      await tx.insert(classifications).values(SHIPPED_CLASSIFICATIONS).onConflictDoNothing();
      await tx.insert(categoryMappings).values(SHIPPED_CATEGORY_MAPPINGS).onConflictDoNothing();
    },
  },
  {
    name: 'global report template',
    needed: (db) => none(db, reportTemplates, eq(reportTemplates.level, 1)),
    run: (tx) => tx.insert(reportTemplates).values({ level: 1, levelKey: 1, name: 'Comprehensive Plan', isDefault: true, sections: DEFAULT_TEMPLATE_SECTIONS }),
  },
  {
    name: 'demo team settings',
    needed: async (db) => {
      const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Summit Wealth Partners'));
      if (!team) return false;
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(settings).where(eq(settings.level, 4));
      return row.n === 0;
    },
    run: async (tx) => {
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Summit Wealth Partners'));
      const section = (key: string) => (key.startsWith('banner') ? 'banner' : 'disclosure');
      await tx.insert(settings).values(Object.entries(DEMO_TEAM_SETTINGS).map(([key, value]) => ({ level: 4, levelKey: team.id, section: section(key), key, value })));
    },
  },
];
