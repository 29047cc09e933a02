import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { passkeys, users, webauthnChallenges } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { issueToken } from '../../lib/sessions';
import { buildAccount, fullName } from '../account/account';
import { relyingParty } from './relyingParty';

const CHALLENGE_TTL_MS = 5 * 60_000;
const WINDOW = 15 * 60_000;

/** WebAuthn options pass to the browser as the library made them (the contract declares them open). */
const asJson = <T extends { challenge: string }>(o: T) => o as T & Record<string, unknown>;

const failed = () => new HttpError(401, 'PASSKEY_FAILED', 'The passkey could not be verified. Try again, or sign in with a code.');

/**
 * Passkeys (spec document 2: registration, listing, deletion; sign-in). Paths are listed in docs/auth-paths.md.
 * E-mail and a code remain the fallback for signing in.
 */
export default async function passkeyRoutes(app: FastifyInstance) {
  const saveChallenge = async (challenge: string, kind: string, userId: number | null) => {
    const id = randomUUID();
    await app.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
    await app.db.insert(webauthnChallenges).values({ id, userId, challenge, kind, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
    return id;
  };
  /** A challenge is good for one answer. */
  const takeChallenge = async (where: ReturnType<typeof and>) => {
    const [row] = await app.db.select().from(webauthnChallenges).where(and(where, gt(webauthnChallenges.expiresAt, new Date())))
      .orderBy(desc(webauthnChallenges.expiresAt)).limit(1);
    if (row) await app.db.delete(webauthnChallenges).where(eq(webauthnChallenges.id, row.id));
    return row ?? null;
  };

  const { passkeys: api } = endpoints.auth;
  route(app, api.registerOptions, { access: 'user' }, async (req) => {
    const user = req.user!;
    const rp = relyingParty(req);
    const existing = await app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpID,
      userName: user.username || user.email,
      userID: isoUint8Array.fromUTF8String(`portal-user-${user.id}`),
      userDisplayName: fullName(user) || user.email,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await app.db.delete(webauthnChallenges).where(and(eq(webauthnChallenges.userId, user.id), eq(webauthnChallenges.kind, 'register')));
    await saveChallenge(options.challenge, 'register', user.id);
    return asJson(options);
  });

  route(app, api.registerVerify, { access: 'user' }, async (req, reply) => {
    const user = req.user!;
    const { body } = req;
    const challenge = await takeChallenge(and(eq(webauthnChallenges.userId, user.id), eq(webauthnChallenges.kind, 'register')));
    if (!challenge) throw new HttpError(400, 'PASSKEY_CHALLENGE_EXPIRED', 'The passkey request expired. Try again.');
    const rp = relyingParty(req);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      });
    } catch (err) {
      req.log.info({ err }, 'passkey registration rejected');
      throw new HttpError(400, 'PASSKEY_FAILED', 'The passkey could not be registered. Try again.');
    }
    if (!verification.verified) throw new HttpError(400, 'PASSKEY_FAILED', 'The passkey could not be registered. Try again.');
    const { credential } = verification.registrationInfo;
    const count = (await app.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id))).length;
    const [row] = await app.db.insert(passkeys).values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name?.trim() || `Passkey ${count + 1}`,
    }).onConflictDoNothing().returning();
    if (!row) throw new HttpError(409, 'PASSKEY_EXISTS', 'This passkey is already registered.');
    reply.status(201);
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, transports: row.transports };
  });

  route(app, api.list, { access: 'user' }, async (req) => {
    const rows = await app.db.select().from(passkeys).where(eq(passkeys.userId, req.user!.id)).orderBy(passkeys.id);
    return rows.map((p) => ({
      id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null, transports: p.transports,
    }));
  });

  route(app, api.remove, { access: 'user' }, async (req, reply) => {
    const { id } = req.params;
    const gone = await app.db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, req.user!.id))).returning({ id: passkeys.id });
    if (!gone.length) throw notFound('Passkey');
    return reply.status(204).send();
  });

  // Sign-in: discoverable credentials, so no e-mail is needed; the browser offers the passkeys it has for this site.
  route(app, api.loginOptions, { access: 'public' }, async (req) => {
    if (!(await app.underRateLimit(`passkey:ip:${req.ip}`, 60, WINDOW))) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const options = await generateAuthenticationOptions({ rpID: relyingParty(req).rpID, userVerification: 'preferred' });
    const challengeId = await saveChallenge(options.challenge, 'login', null);
    return { challengeId, options: asJson(options) };
  });

  route(app, api.loginVerify, { access: 'public' }, async (req) => {
    const { body } = req;
    const challenge = await takeChallenge(and(eq(webauthnChallenges.id, body.challengeId), eq(webauthnChallenges.kind, 'login')));
    if (!challenge) throw new HttpError(401, 'PASSKEY_CHALLENGE_EXPIRED', 'The passkey request expired. Try again.');
    const [found] = await app.db.select({ passkey: passkeys, user: users }).from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId)).where(eq(passkeys.credentialId, body.response.id));
    if (!found || !found.user.active) throw failed();
    const rp = relyingParty(req);
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: body.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        credential: {
          id: found.passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
          counter: found.passkey.counter,
          transports: found.passkey.transports,
        },
        requireUserVerification: false,
      });
    } catch (err) {
      req.log.info({ err }, 'passkey sign-in rejected');
      throw failed();
    }
    if (!verification.verified) throw failed();
    await app.db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, found.passkey.id));
    const { token } = await issueToken(app.db, app.sessionSecret, found.user.id, 'passkey');
    return { token, account: await buildAccount(app.db, found.user) };
  });
}
