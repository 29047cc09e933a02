import { z } from 'zod';
import { dbIdParam, email as emailField, optionalString, requiredString } from '../../validation/zodHelpers';
import { accountSchema, sessionSchema } from '../account';
import { defineEndpoint } from '../endpoint';

/**
 * The questions a user chooses from on /account. A fixed list (no free text) so the question the recovery start
 * shows for an address cannot tell a real account from an unknown address, which gets a decoy from this list.
 */
export const RECOVERY_QUESTIONS = [
  'What was the name of your first pet?',
  'What is the name of the street you grew up on?',
  'What was the name of your first school?',
  'In what city did your parents meet?',
  'What was the make of your first car?',
  'What is the middle name of your oldest sibling?',
  'What was your childhood nickname?',
  'In what city were you born?',
] as const;

const verificationCode = requiredString('Verification code').regex(/^\d{6}$/, { error: 'must be exactly 6 characters' });
const stateToken = requiredString('State Token', { max: 2000 });
const tag = 'Sign-in';

/** A registered passkey (GET /api/auth/passkeys). */
export const passkeySchema = z.object({
  id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(), transports: z.array(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** A WebAuthn credential as the browser sends it (its other members are checked by the WebAuthn library). */
const credentialBody = z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string().min(1).max(1024), type: z.literal('public-key') });
/** WebAuthn options (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): the standard's members pass as they are. */
const webauthnOptions = z.looseObject({ challenge: z.string() });

export const recoverySettingSchema = z.object({ question: z.string().nullable(), choices: z.array(z.string()) });

/** A mail of the development outbox. */
export const outboxMailSchema = z.object({
  to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), link: z.string().nullable(),
  /** The sender's display name when it is the firm's (null: the configured sender). */
  fromName: z.string().nullable().optional(), sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const auth = {
  code: defineEndpoint({
    method: 'POST', path: '/api/auth/code', body: z.object({ email: emailField('Email') }), response: z.object({ status: z.literal('sent') }), tag,
    summary: 'E-mails a one-time sign-in code (202 whether or not the address has an account)', access: 'Anyone (rate limited per address and client).',
  }),
  verify: defineEndpoint({
    method: 'POST', path: '/api/auth/verify', body: z.object({ email: emailField('Email'), code: verificationCode }), response: sessionSchema, tag,
    summary: 'Exchanges the e-mailed code for a session', access: 'Anyone holding the code (rate limited).',
  }),
  logout: defineEndpoint({
    method: 'POST', path: '/api/auth/logout', response: z.void(), tag, summary: 'Revokes this session (204)', access: 'Any signed-in user.',
  }),
  logoutAll: defineEndpoint({
    method: 'POST', path: '/api/auth/logout-all', response: z.void(), tag, summary: "Revokes every session of the user (204)", access: 'Any signed-in user.',
  }),
  account: defineEndpoint({
    method: 'GET', path: '/api/client/account', response: accountSchema, tag: 'Account',
    summary: "The signed-in user's account (spec document 1 section 3)", access: 'Any signed-in user (their own account).',
  }),
  devOutbox: defineEndpoint({
    method: 'GET', path: '/api/dev/outbox', response: z.array(outboxMailSchema), tag: 'Development',
    summary: 'The last 100 mails the server would have sent (development servers only)', access: 'Callers at this machine (loopback socket); 404 otherwise.',
  }),
  recovery: {
    start: defineEndpoint({
      method: 'POST', path: '/api/auth/recovery/start', body: z.object({ email: emailField('Email') }),
      response: z.object({ stateToken: z.string(), question: z.string() }), tag,
      summary: 'Starts account recovery: the recovery question and a state token (unknown addresses get a decoy)', access: 'Anyone (rate limited).',
    }),
    answer: defineEndpoint({
      method: 'POST', path: '/api/auth/recovery/answer', body: z.object({ stateToken, answer: requiredString('Answer', { max: 200 }) }),
      response: z.object({ status: z.literal('CODE_SENT'), stateToken: z.string() }), tag,
      summary: 'A right answer mails a verification code to the address', access: 'Holders of a recovery state token (limited per token, account and client).',
    }),
    verify: defineEndpoint({
      method: 'POST', path: '/api/auth/recovery/verify', body: z.object({ stateToken, code: verificationCode }), response: sessionSchema, tag,
      summary: 'The mailed code finishes recovery and gives the session', access: 'Holders of a recovery-code state token (rate limited).',
    }),
    question: defineEndpoint({
      method: 'GET', path: '/api/auth/recovery/question', response: recoverySettingSchema, tag: 'Account',
      summary: "The signed-in user's recovery question (never the answer) and the questions offered", access: 'Any signed-in user (their own).',
    }),
    setQuestion: defineEndpoint({
      method: 'PUT', path: '/api/auth/recovery/question', tag: 'Account',
      body: z.object({
        question: z.enum(RECOVERY_QUESTIONS, { error: 'must be one of the offered questions' }),
        answer: requiredString('Answer', { min: 3, max: 200 }),
      }),
      response: recoverySettingSchema, summary: 'Sets or changes the recovery question and answer (stored hashed)', access: 'Any signed-in user (their own).',
    }),
  },
  passkeys: {
    registerOptions: defineEndpoint({
      method: 'POST', path: '/api/auth/passkey/register/options', response: webauthnOptions, tag,
      summary: 'WebAuthn options to register a passkey', access: 'Any signed-in user.',
    }),
    registerVerify: defineEndpoint({
      method: 'POST', path: '/api/auth/passkey/register/verify', body: z.object({ response: credentialBody, name: optionalString({ max: 60 }) }),
      response: passkeySchema, tag, summary: 'Checks and stores the new passkey (201)', access: 'Any signed-in user (their own passkeys).',
    }),
    list: defineEndpoint({
      method: 'GET', path: '/api/auth/passkeys', response: z.array(passkeySchema), tag, summary: "The user's passkeys", access: 'Any signed-in user (their own).',
    }),
    remove: defineEndpoint({
      method: 'DELETE', path: '/api/auth/passkeys/{id}', params: z.object({ id: dbIdParam() }), response: z.void(), tag,
      summary: 'Deletes a passkey (204)', access: 'Any signed-in user (their own passkeys).',
    }),
    loginOptions: defineEndpoint({
      method: 'POST', path: '/api/auth/passkey/login/options', response: z.object({ challengeId: z.string(), options: webauthnOptions }), tag,
      summary: 'WebAuthn options to sign in with a passkey (discoverable credentials)', access: 'Anyone (rate limited).',
    }),
    loginVerify: defineEndpoint({
      method: 'POST', path: '/api/auth/passkey/login/verify', body: z.object({ challengeId: z.uuid(), response: credentialBody }),
      response: sessionSchema, tag, summary: 'Checks the passkey and gives the session', access: 'Anyone holding a registered passkey.',
    }),
  },
};
