import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/index';
import { seedDemo } from './demo';
import { levelSeeders } from '../modules/assumptions/seed';
import { scenarioSeeder } from '../modules/scenarios/seed';
import { teamDemoSeeder } from '../modules/teams/seed';

/**
 * Seeders that run on start. Each is idempotent: it checks whether its data is there first.
 * Areas append their own (e.g. the global default assumptions) to this list.
 */
export const seeders: Array<{ name: string; run: (tx: Tx) => Promise<unknown>; needed: (db: Db) => Promise<boolean> }> = [
  {
    name: 'demo data',
    needed: async (db) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row.n === 0;
    },
    run: (tx) => seedDemo(tx),
  },
  ...levelSeeders,
  scenarioSeeder,
  teamDemoSeeder,
];

export async function runSeeders(db: Db, log?: (msg: string) => void) {
  for (const s of seeders) {
    if (await s.needed(db)) {
      await db.transaction(async (tx) => {
        await s.run(tx);
      });
      log?.(`seeded ${s.name}`);
    }
  }
}
