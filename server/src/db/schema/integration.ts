import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A partner linked at team (4) or user (5) level, or a contact linked to a profile. */
export const partnerLinks = pgTable('partner_links', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  partnerId: integer('partner_id').notNull(),
  profileId: integer('profile_id'),
  contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Imported records: STAGED, IGNORED or LINKED to an investment asset. */
export const integrationRecords = pgTable('integration_records', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  type: text('type').notNull().default('INVESTMENT'),
  state: text('state').notNull().default('STAGED'),
  investmentId: integer('investment_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  amount: integer('amount').notNull(),
  licenseCount: integer('license_count').notNull().default(1),
  renew: boolean('renew').notNull().default(false),
  status: text('status').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  kind: text('kind').notNull().default('TEAM'),
  userId: integer('user_id'),
  unitPriceCents: integer('unit_price_cents').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  provider: text('provider').notNull().default('invoice'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  markedPaidBy: integer('marked_paid_by'),
}, (t) => [uniqueIndex('payments_vendor_idx').on(t.vendorId)]);

/** A site administrator's price for one payer's licences: cents per licence per year, over the list price. */
export const priceOverrides = pgTable('price_overrides', {
  payerId: integer('payer_id').primaryKey(),
  price: integer('price').notNull(),
});
