import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_EMAILS, seedDemo } from './demo';
import { answerMatches } from '../modules/auth/recovery';
import { levelSeeders } from './assumptions';
import { scenarioSeeder } from '../modules/scenarios/seed';
import { teamDemoSeeder } from '../modules/teams/seed';
import { oneContributionSourceMigration } from '../modules/plan/contributions';

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
  {
    // Installs seeded before recovery questions became per-user share one demo answer anyone could look up.
    name: 'shared demo recovery answer removed',
    needed: async (db) => (await sharedDemoAnswers(db)).length > 0,
    run: async (tx) => {
      for (const id of await sharedDemoAnswers(tx)) await tx.update(users).set({ recoveryQuestion: null, recoveryAnswerHash: null }).where(eq(users.id, id));
    },
  },
  ...levelSeeders,
  scenarioSeeder,
  teamDemoSeeder,
  oneContributionSourceMigration,
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

/** Demo users still holding the answer the old seed gave all of them. */
async function sharedDemoAnswers(db: Db | Tx): Promise<number[]> {
  const rows = await db.select({ id: users.id, hash: users.recoveryAnswerHash }).from(users)
    .where(and(inArray(users.email, Object.values(DEMO_EMAILS)), isNotNull(users.recoveryAnswerHash)));
  return rows.filter((r) => answerMatches(r.hash, 'Springfield')).map((r) => r.id);
}
