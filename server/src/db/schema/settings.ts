import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index, boolean, doublePrecision, customType, primaryKey } from 'drizzle-orm/pg-core';

/** Bytes (bytea): node-postgres answers a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

/** Portfolio assumption sets at a level (1 global, 4 team, 5 user, 6 profile) and its key. */
export const assumptions = pgTable('assumptions', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  /** Asset classes, groups, correlations, portfolios, portfolio groups, risk mappings, inflation. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  copiedFromId: integer('copied_from_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('assumptions_level_idx').on(t.level, t.levelKey)]);

/** Which portfolio of one assumption set replaces which portfolio of another. */
export const assumptionMappings = pgTable('assumption_mappings', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  fromAssumptionId: integer('from_assumption_id').notNull(),
  toAssumptionId: integer('to_assumption_id').notNull(),
  portfolioMap: jsonb('portfolio_map').$type<Record<string, string>>().notNull().default({}),
});

export const reportTemplates = pgTable('report_templates', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  name: text('name').notNull(),
  sections: jsonb('sections').$type<Array<Record<string, unknown>>>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('report_templates_level_idx').on(t.level, t.levelKey)]);

/** Named settings (key/value) at team, user and profile levels. */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  section: text('section').notNull().default('general'),
  key: text('key').notNull(),
  value: text('value').notNull(),
}, (t) => [uniqueIndex('settings_level_key_idx').on(t.level, t.levelKey, t.key)]);

/**
 * A firm's logo at a settings level (4 team, 5 user, 6 profile), inherited like the banner settings: a plan shows
 * the nearest level's. PNG or JPEG, checked by its bytes and bounded in size and dimensions when uploaded.
 */
export const levelLogos = pgTable('level_logos', {
  level: integer('level').notNull(),
  levelKey: integer('level_key').notNull(),
  contentType: text('content_type').notNull(),
  data: bytes('data').notNull(),
  /** SHA-256 of the bytes (hex): the ETag and the version the screens put in the address. */
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.level, t.levelKey] })]);

/** Ticker → asset class table (shipped; editable by site administrators). */
export const classifications = pgTable('classifications', {
  ticker: text('ticker').primaryKey(),
  name: text('name').notNull(),
  assetClass: text('asset_class').notNull(),
  category: text('category').notNull(),
  isEquity: boolean('is_equity').notNull().default(true),
  expenseRatio: doublePrecision('expense_ratio'),
});

/** Category → asset class mapping used when a ticker is not in the table. */
export const categoryMappings = pgTable('category_mappings', {
  category: text('category').primaryKey(),
  assetClass: text('asset_class').notNull(),
});
