import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes } from '../../db/schema/index';
import { hit } from '../../lib/rateLimit';

export const CODE_TTL_MS = 10 * 60_000;
/** Tries one requester (client address) has at one code before that code is locked for them. */
export const MAX_FAILED_ATTEMPTS = 5;
/**
 * Tries at one code from everyone together; past this the code is locked for all and a new one must be requested.
 * Well above one requester's share, so a single attacker cannot lock the owner's code, and low enough that
 * guessing across many addresses stays hopeless (20 of 1,000,000 per code).
 */
export const MAX_TOTAL_ATTEMPTS = 20;

export const hashCode = (secret: Uint8Array, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');

/** `email` is the key the code belongs to: the address for sign-in, `recovery:<address>` for account recovery. */
export async function createCode(db: Db, secret: Uint8Array, email: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one for the address.
  await db.update(authCodes).set({ usedAt: new Date() }).where(and(eq(authCodes.email, email), isNull(authCodes.usedAt)));
  await db.insert(authCodes).values({ email, codeHash: hashCode(secret, email, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  return code;
}

export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code: 10 minutes to live; at most 5 tries per requester (so wrong guesses from one place lock the
 * code only for that place, not for its owner) and 20 from everyone. Each try is counted before the comparison,
 * in single statements, so concurrent guesses cannot slip past the limits; using the code is one conditional
 * update, so two right answers racing give one session.
 */
export async function verifyCode(db: Db, secret: Uint8Array, email: string, code: string, requester: string): Promise<VerifyResult> {
  const [row] = await db.select().from(authCodes)
    .where(and(eq(authCodes.email, email), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.createdAt)).limit(1);
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() < Date.now()) return 'expired';
  if (!(await hit(db, `verify:code:${row.id}:${requester}`, MAX_FAILED_ATTEMPTS, CODE_TTL_MS))) return 'locked';
  const [counted] = await db.update(authCodes).set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt), lt(authCodes.failedAttempts, MAX_TOTAL_ATTEMPTS)))
    .returning({ id: authCodes.id });
  if (!counted) return 'locked';
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) return 'invalid';
  const [used] = await db.update(authCodes).set({ usedAt: new Date() })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt))).returning({ id: authCodes.id });
  return used ? 'ok' : 'invalid';
}
