import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { ReadMemo } from '../db/readMemo';
import { sessions, users } from '../db/schema/index';

export const SESSION_HOURS = 12;

export type SessionUser = typeof users.$inferSelect & { sessionId: string };

/** Signed bearer token naming a server-side session; it carries no secrets. */
export async function issueToken(db: Db, secret: Uint8Array, userId: number, method = 'code') {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.insert(sessions).values({ id, userId, expiresAt, method });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, sessionId: id, expiresAt };
}

/** The verification key of a session secret, imported once (importing it costs more than the HMAC itself). */
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

// This query runs on every signed-in request.
const sessionQuery = preparedPerDb((db) => db
  .select({ user: users, expiresAt: sessions.expiresAt })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt)))
  .prepare('session_by_id'));
type SessionRow = { user: typeof users.$inferSelect; expiresAt: Date } | null;
/** Live sessions by id, until the next write (revoking, signing out or changing a user are writes). */
const sessionRows = new ReadMemo<string, SessionRow>();

async function sessionRow(db: Db, sid: string): Promise<SessionRow> {
  return sessionRows.read(db, sid, async () => {
    const [row] = await sessionQuery(db).execute({ sid });
    return row ?? null;
  });
}

/**
 * Tokens whose signature was checked, by secret and token text: their session id and expiry (ms). The signature of
 * a given token under a given secret never changes, so a token seen before skips the HMAC (it was the request
 * thread's largest cost of its own under load, README "The server under load"); its expiry is checked on every use,
 * and revocation, sign-out and a deactivated user are read from the session's row as before (sessionRow). Bounded:
 * the least recently used token goes first.
 */
const VERIFIED_MAX = 5_000;
const verified = new WeakMap<Uint8Array, Map<string, { sid: string; expMs: number }>>();

async function verifiedSession(secret: Uint8Array, token: string): Promise<string | null> {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  const known = bySecret.get(token);
  if (known) {
    bySecret.delete(token);
    if (known.expMs <= Date.now()) return null;
    bySecret.set(token, known);
    return known.sid;
  }
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return null;
    // A token without an expiry is kept for its session's lifetime at most (the row's own expiry is checked too).
    const expMs = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + SESSION_HOURS * 3600_000;
    if (bySecret.size >= VERIFIED_MAX) bySecret.delete(bySecret.keys().next().value!);
    bySecret.set(token, { sid: payload.sid, expMs });
    return payload.sid;
  } catch {
    return null;
  }
}

/** Resolves a bearer token to its user, or null when the token is bad, expired or revoked. */
export async function resolveToken(db: Db, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  const sid = await verifiedSession(secret, token);
  if (sid === null) return null;
  const row = await sessionRow(db, sid);
  if (!row || row.expiresAt.getTime() <= Date.now() || !row.user.active) return null;
  return { ...row.user, sessionId: sid };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
