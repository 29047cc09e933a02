import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { endpoints } from '@portal/shared/contract';
import { users } from '../../db/schema/index';
import { route } from '../../lib/route';
import { hit } from '../../lib/rateLimit';
import { issueToken } from '../../lib/sessions';
import { buildAccount } from '../account/account';
import { createCode, verifyCode } from './codes';
import { RECOVERY_QUESTIONS, answerDecoyWork, answerMatches, decoyQuestion, storeAnswer } from './recovery';
import { firmOfUser } from '../../levels/firmName';

const WINDOW = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Answers one state token accepts (right or wrong) before it is spent: start again for more. */
export const ANSWERS_PER_STATE = 3;
/** Answers per account per hour, from anywhere (scaled by RATE_LIMIT_FACTOR like the other limits). */
export const ANSWERS_PER_ACCOUNT = 10;

const norm = (e: string) => e.trim().toLowerCase();
type Stage = 'recovery' | 'recovery-code';

/**
 * Account recovery (spec document 1 section 7 "recovery answer"; paths in docs/auth-paths.md). Three steps:
 * start (the question and a state token), answer (a right answer mails a code to the address), verify (the code
 * gives the session). The answer is a second factor, never a sign-in by itself: the session needs the mailbox too.
 * Known and unknown addresses answer alike; answers are limited per state token, per account and per client address.
 */
export function recoveryRoutes(app: FastifyInstance) {
  const sign = (stage: Stage, address: string) =>
    new SignJWT({ purpose: stage, email: address }).setProtectedHeader({ alg: 'HS256' }).setJti(randomUUID())
      .setExpirationTime('10m').sign(app.sessionSecret);
  const read = async (token: string, stage: Stage) => {
    try {
      const { payload } = await jwtVerify(token, app.sessionSecret, { algorithms: ['HS256'] });
      if (payload.purpose !== stage || typeof payload.email !== 'string' || typeof payload.jti !== 'string') return null;
      return { address: payload.email, jti: payload.jti };
    } catch {
      return null;
    }
  };
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorSummary: string) =>
    reply.status(status).send({ errorCode, errorSummary });
  const userOf = async (address: string) => (await app.db.select().from(users).where(eq(sql`lower(${users.email})`, address)))[0];

  const { recovery } = endpoints.auth;
  route(app, recovery.start, { access: 'public' }, async (req, reply) => {
    const address = norm(req.body.email);
    if (!(await app.underRateLimit(`recovery:ip:${req.ip}`, 30, WINDOW))) {
      return fail(reply, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const user = await userOf(address);
    const own = user?.active && user.recoveryAnswerHash && user.recoveryQuestion;
    // Unknown addresses, and users who never set a question, get a stable decoy: the answer tells nothing.
    return { stateToken: await sign('recovery', address), question: (own && user.recoveryQuestion) || decoyQuestion(app.sessionSecret, address) };
  });

  route(app, recovery.answer, { access: 'public' }, async (req, reply) => {
    const { body } = req;
    const state = await read(body.stateToken, 'recovery');
    if (!state) return fail(reply, 403, 'RECOVERY_FAILED', 'The recovery request has expired. Start again.');
    if (!(await app.underRateLimit(`recovery:ip:${req.ip}`, 30, WINDOW))
      || !(await app.underRateLimit(`recovery:account:${state.address}`, ANSWERS_PER_ACCOUNT, HOUR))) {
      return fail(reply, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a while and try again.');
    }
    if (!(await hit(app.db, `recovery:state:${state.jti}`, ANSWERS_PER_STATE, WINDOW))) {
      return fail(reply, 403, 'RECOVERY_LOCKED', 'Too many wrong answers. Start again.');
    }
    const user = await userOf(state.address);
    const right = user?.active && user.recoveryAnswerHash ? answerMatches(user.recoveryAnswerHash, body.answer) : (answerDecoyWork(body.answer), false);
    if (!right || !user) return fail(reply, 403, 'RECOVERY_FAILED', 'The answer to the recovery question is not correct.');
    const code = await createCode(app.db, app.sessionSecret, `recovery:${state.address}`);
    await app.mailer.send({
      to: user.email,
      subject: 'Your account recovery code',
      fromName: await firmOfUser(app.db, user.id),
      text: `Someone answered your recovery question. To finish signing in, enter the verification code ${code}. `
        + 'It expires in 10 minutes. If this was not you, change your recovery question on your account page.',
      code,
    });
    return { status: 'CODE_SENT' as const, stateToken: await sign('recovery-code', state.address) };
  });

  route(app, recovery.verify, { access: 'public' }, async (req, reply) => {
    const { body } = req;
    const state = await read(body.stateToken, 'recovery-code');
    if (!state) return fail(reply, 403, 'RECOVERY_FAILED', 'The recovery request has expired. Start again.');
    if (!(await app.underRateLimit(`verify:ip:${req.ip}`, 60, WINDOW))) {
      return fail(reply, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const result = await verifyCode(app.db, app.sessionSecret, `recovery:${state.address}`, body.code, req.ip);
    if (result === 'locked') return fail(reply, 401, 'CODE_LOCKED', 'Too many wrong codes. Start again.');
    if (result === 'expired') return fail(reply, 401, 'CODE_EXPIRED', 'This code has expired. Start again.');
    if (result !== 'ok') return fail(reply, 401, 'CODE_INVALID', 'The verification code is not correct.');
    const user = await userOf(state.address);
    if (!user?.active) return fail(reply, 401, 'CODE_INVALID', 'The verification code is not correct.');
    const { token } = await issueToken(app.db, app.sessionSecret, user.id, 'recovery');
    return { token, account: await buildAccount(app.db, user) };
  });

  // The signed-in user's recovery question (no account call in the spec covers it): read, and set or change.
  route(app, recovery.question, { access: 'user' }, async (req) => {
    const [me] = await app.db.select({ q: users.recoveryQuestion, a: users.recoveryAnswerHash }).from(users).where(eq(users.id, req.user!.id));
    return { question: me?.a ? me.q : null, choices: [...RECOVERY_QUESTIONS] };
  });

  route(app, recovery.setQuestion, { access: 'user' }, async (req) => {
    const { question, answer } = req.body;
    await app.db.update(users).set({ recoveryQuestion: question, recoveryAnswerHash: storeAnswer(answer) }).where(eq(users.id, req.user!.id));
    return { question, choices: [...RECOVERY_QUESTIONS] };
  });
}
