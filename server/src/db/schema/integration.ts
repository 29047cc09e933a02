import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
});

export const priceOverrides = pgTable('price_overrides', {
  payerId: integer('payer_id').primaryKey(),
  price: integer('price').notNull(),
});
