import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './plan';

/** The partner catalogue: kinds of import the portal can run itself (modules/integrations/adapters). */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  /** STATEMENT (accounts into a plan) or CONTACTS (a contact book at team or advisor level). */
  kind: text('kind').notNull().default('STATEMENT'),
  description: text('description').notNull().default(''),
}, (t) => [uniqueIndex('partners_code_idx').on(t.code)]);

/**
 * A partner enabled at team (4) or user (5) level, or a plan's (6, level key = profile id) link to the partner
 * account(s) it imports; a plan created from a CRM contact keeps that contact here too.
 */
export const partnerLinks = pgTable('partner_links', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  partnerId: integer('partner_id').notNull(),
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
  contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
  /** Saved column mapping / layout preset (custodian CSV) and other per-link choices. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Plan links: the last statement as parsed (accounts and positions only, never the file), for re-runs. */
  statement: jsonb('statement').$type<Record<string, unknown> | null>(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('partner_links_level_partner_idx').on(t.level, t.levelKey, t.partnerId)]);

/** Imported accounts of a plan: STAGED, IGNORED or LINKED to an investment asset; one per partner account. */
export const integrationRecords = pgTable('integration_records', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  partnerId: integer('partner_id').notNull(),
  type: text('type').notNull().default('INVESTMENT'),
  state: text('state').notNull().default('STAGED'),
  investmentId: integer('investment_id'),
  /** The partner's account id (institution + account number), the idempotency key with statementDate. */
  accountKey: text('account_key').notNull().default(''),
  /** yyyy-mm-dd of the statement the data comes from. */
  statementDate: text('statement_date'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('integration_records_account_idx').on(t.profileId, t.partnerId, t.accountKey)]);

/** CRM contacts imported at team (4) or user (5) level; a plan can be created from one. */
export const integrationContacts = pgTable('integration_contacts', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  partnerId: integer('partner_id').notNull(),
  /** The CRM's id of the contact, else the e-mail, else the name and date of birth: re-imports update. */
  externalKey: text('external_key').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  dateOfBirth: text('date_of_birth'),
  spouseFirstName: text('spouse_first_name'),
  spouseLastName: text('spouse_last_name'),
  spouseDateOfBirth: text('spouse_date_of_birth'),
  household: text('household'),
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('integration_contacts_key_idx').on(t.level, t.levelKey, t.externalKey)]);

/**
 * A licence purchase (modules/payments): kind TEAM (licenseCount new or renewed team licences) or USER (an advisor's
 * own licence for userId). `amount` and `unitPriceCents` are integer cents. Status OPEN (owed / awaiting the
 * processor), PAID (licences applied) or CANCELLED. vendorId: our invoice number or the processor's intent id.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  payerId: integer('payer_id').notNull(),
  teamId: integer('team_id'),
  vendorId: text('vendor_id').notNull(),
  /** 64-bit cents: a large licence count at a high price does not overflow (issue 26). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  licenseCount: integer('license_count').notNull().default(1),
  renew: boolean('renew').notNull().default(false),
  status: text('status').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  kind: text('kind').notNull().default('TEAM'),
  userId: integer('user_id'),
  unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  provider: text('provider').notNull().default('invoice'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  markedPaidBy: integer('marked_paid_by'),
}, (t) => [uniqueIndex('payments_vendor_idx').on(t.vendorId)]);

/** A site administrator's price for one payer's licences: cents per licence per year, over the list price. */
export const priceOverrides = pgTable('price_overrides', {
  payerId: integer('payer_id').primaryKey(),
  price: bigint('price', { mode: 'number' }).notNull(),
});
