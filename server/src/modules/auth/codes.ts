import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes, rateLimits } from '../../db/schema/index';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;

export const hashCode = (secret: Uint8Array, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');

export async function createCode(db: Db, secret: Uint8Array, email: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one for the address.
  await db.update(authCodes).set({ usedAt: new Date() }).where(and(eq(authCodes.email, email), isNull(authCodes.usedAt)));
  await db.insert(authCodes).values({ email, codeHash: hashCode(secret, email, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  return code;
}

export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'locked';

/** Checks a code: 10 minutes to live, at most 5 wrong tries, then a new code is needed. */
export async function verifyCode(db: Db, secret: Uint8Array, email: string, code: string): Promise<VerifyResult> {
  const [row] = await db.select().from(authCodes)
    .where(and(eq(authCodes.email, email), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.createdAt)).limit(1);
  if (!row) return 'invalid';
  if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) return 'locked';
  if (row.expiresAt.getTime() < Date.now()) return 'expired';
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.update(authCodes).set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` }).where(eq(authCodes.id, row.id));
    return row.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS ? 'locked' : 'invalid';
  }
  await db.update(authCodes).set({ usedAt: new Date() }).where(eq(authCodes.id, row.id));
  return 'ok';
}

/** Fixed-window counter kept in the database (so it holds across replicas). True when under the limit. */
export async function hit(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = new Date();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || now.getTime() - row.windowStart.getTime() > windowMs) {
    await db.insert(rateLimits).values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: 1 } });
    return true;
  }
  if (row.count >= limit) return false;
  await db.update(rateLimits).set({ count: sql`${rateLimits.count} + 1` }).where(eq(rateLimits.key, key));
  return true;
}
