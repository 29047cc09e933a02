import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { recoveryRoutes } from './recoveryRoutes';
import { isLoopback } from '../../lib/loopback';
import { route } from '../../lib/route';
import { devOutboxEnabled } from '../../config';
import { outbox, users } from '../../db/schema/index';
import { firmOfUser } from '../../levels/firmName';
import { HttpError } from '../../lib/errors';
import { issueToken, revokeAllSessions, revokeSession } from '../../lib/sessions';
import { buildAccount } from '../account/account';
import { createCode, verifyCode } from './codes';

const WINDOW = 15 * 60_000;
const norm = (e: string) => e.trim().toLowerCase();

/**
 * Sign-in with e-mail and a one-time code (spec document 2 section 1):
 * POST /api/auth/code, POST /api/auth/verify, POST /api/auth/logout, POST /api/auth/logout-all,
 * recovery (recoveryRoutes.ts); dev outbox GET /api/dev/outbox (loopback callers only).
 */
export default async function authRoutes(app: FastifyInstance) {
  const { auth } = endpoints;
  route(app, auth.code, { access: 'public' }, async (req, reply) => {
    const { email } = req.body;
    const address = norm(email);
    const okAddress = await app.underRateLimit(`code:email:${address}`, 5, WINDOW);
    const okIp = await app.underRateLimit(`code:ip:${req.ip}`, 30, WINDOW);
    if (!okAddress || !okIp) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many codes requested. Please wait a few minutes and try again.');
    }
    const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, address));
    if (user?.active) {
      const code = await createCode(app.db, app.sessionSecret, address);
      await app.mailer.send({
        to: user.email,
        subject: 'Your sign-in code',
        fromName: await firmOfUser(app.db, user.id),
        text: `Your verification code is ${code}. It expires in 10 minutes.`,
        code,
      });
    }
    // 202 whether or not the address exists, so the call reveals nothing.
    reply.status(202);
    return { status: 'sent' as const };
  });

  route(app, auth.verify, { access: 'public' }, async (req) => {
    const { email, code } = req.body;
    const address = norm(email);
    if (!(await app.underRateLimit(`verify:ip:${req.ip}`, 60, WINDOW))) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const result = await verifyCode(app.db, app.sessionSecret, address, code, req.ip);
    if (result === 'locked') throw new HttpError(401, 'CODE_LOCKED', 'Too many wrong codes. Request a new code.');
    if (result === 'expired') throw new HttpError(401, 'CODE_EXPIRED', 'This code has expired. Request a new code.');
    if (result !== 'ok') throw new HttpError(401, 'CODE_INVALID', 'The verification code is not correct.');
    const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, address));
    if (!user || !user.active) throw new HttpError(401, 'CODE_INVALID', 'The verification code is not correct.');
    const { token } = await issueToken(app.db, app.sessionSecret, user.id, 'code');
    return { token, account: await buildAccount(app.db, user) };
  });

  route(app, auth.logout, { access: 'user' }, async (req, reply) => {
    await revokeSession(app.db, req.user!.sessionId);
    return reply.status(204).send();
  });

  route(app, auth.logoutAll, { access: 'user' }, async (req, reply) => {
    await revokeAllSessions(app.db, req.user!.id);
    return reply.status(204).send();
  });

  recoveryRoutes(app);

  if (devOutboxEnabled(app.config)) {
    route(app, auth.devOutbox, { access: 'public' }, async (req, reply) => {
      // Live sign-in codes: only for someone at this machine, judged by the socket, never by X-Forwarded-For.
      if (!isLoopback(req)) return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/dev/outbox' });
      const rows = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
      return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, code: r.code, link: r.link, fromName: r.fromName, sentAt: r.sentAt.toISOString() }));
    });
  }
}
