import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
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

/** Resolves a bearer token to its user, or null when the token is bad, expired or revoked. */
export async function resolveToken(db: Db, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  let sid: string;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return null;
    sid = payload.sid;
  } catch {
    return null;
  }
  const rows = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  const row = rows[0];
  if (!row || !row.user.active) return null;
  return { ...row.user, sessionId: sid };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
