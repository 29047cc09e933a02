import { boolean, integer, pgTable, serial, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams, users } from './identity';

/**
 * An invitation to join a team as an advisor or staff member. `id` names it in the API; `token` is the secret of the
 * e-mailed link (it lets a person without an account register from it). Status PENDING, ACCEPTED, DECLINED, WITHDRAWN.
 */
export const teamInvitations = pgTable('team_invitations', {
  id: serial('id').primaryKey(),
  token: text('token').notNull(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  role: text('role').notNull(),
  levelAccess: integer('level_access').notNull().default(0),
  /** The invited person's account, when one exists (set at invitation or when they register from the link). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('PENDING'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('team_invitations_token_idx').on(t.token), index('team_invitations_team_idx').on(t.teamId)]);

/**
 * One advisor licence: a team's (teamId set; free while userId is null) or an advisor's own (teamId null). The
 * advisor's users.expiration_date follows the licences assigned to them.
 */
export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Renewal wanted at the end of the period (cancelling a payer turns it off). */
  renew: boolean('renew').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('licenses_team_idx').on(t.teamId), index('licenses_user_idx').on(t.userId)]);

/** Processor events already handled (by the processor's event id): the same event twice changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: integer('payment_id'),
  /** The event's own time (the processor's `created`): an older event never undoes a newer one. */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
