import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';

/**
 * The token signing secret: SESSION_SECRET when set, else one generated on first start and kept in the
 * database (level 0 'server' settings), so every replica over the same database signs alike.
 */
export async function loadSessionSecret(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const where = and(eq(settings.level, 0), eq(settings.levelKey, 0), eq(settings.key, 'session_secret'));
  const [row] = await db.select().from(settings).where(where);
  if (row) return Buffer.from(row.value, 'base64');
  const value = randomBytes(32).toString('base64');
  await db.insert(settings).values({ level: 0, levelKey: 0, section: 'server', key: 'session_secret', value }).onConflictDoNothing();
  const [saved] = await db.select().from(settings).where(where);
  return Buffer.from(saved.value, 'base64');
}
