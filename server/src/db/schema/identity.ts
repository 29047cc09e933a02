import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** 1 site administrator; 2 advisor; 3 staff; null for clients. */
  roleId: integer('role_id'),
  roleDescription: text('role_description').notNull().default(''),
  /** Licence expiry; null means none. */
  expirationDate: timestamp('expiration_date', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  recoveryQuestion: text('recovery_question'),
  recoveryAnswerHash: text('recovery_answer_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_username_idx').on(t.username)]);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  started: boolean('started').notNull().default(true),
  licenseCount: integer('license_count').notNull().default(0),
  licenseExpiration: timestamp('license_expiration', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's place in a team: role MANAGER / ADVISOR / STAFF and an access level (0 none, 1 read, 2 write, 3 admin). */
export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  levelAccess: integer('level_access').notNull().default(0),
}, (t) => [uniqueIndex('team_members_team_user_idx').on(t.teamId, t.userId)]);

/** Server-side sessions: the bearer token names one; sign-out and licence expiry revoke it. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** 'code' or 'passkey' or 'demo'. */
  method: text('method').notNull().default('code'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** One-time sign-in codes (hashed), with tries left. */
export const authCodes = pgTable('auth_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('auth_codes_email_idx').on(t.email)]);

/** Counters for rate limits (per address and per IP), in fixed windows. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Dev outbox: mail kept when no SMTP_URL is set. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  link: text('link'),
  /** The sender's display name (the firm's name where one is known; null: the configured sender). */
  fromName: text('from_name'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passkeys = pgTable('passkeys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: integer('counter').notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull().default('Passkey'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId)]);

/** WebAuthn challenges waiting for an answer. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  userId: integer('user_id'),
  challenge: text('challenge').notNull(),
  kind: text('kind').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Advisor (trial) and client registrations, and team invitations: a link id e-mailed to a person. */
export const registrations = pgTable('registrations', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  email: text('email').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').notNull().default('PENDING'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
