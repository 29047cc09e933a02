import { doublePrecision, integer, pgTable, primaryKey, text, timestamp, index, boolean } from 'drizzle-orm/pg-core';
import { profiles } from './plan';
import { users } from './identity';

/**
 * Per-plan figures the dashboards read, stored when the plan's result is computed (calc/resultCache.ts and the
 * figures worker). Triggers (migration dashboard_figures) insert a row for every new plan and mark it stale
 * (stale = true, stale_seq + 1) when the plan's version or advisor changes or assumptions / settings / team
 * membership that reach it change. The worker claims stale rows (claimed_until, a lease) and clears `stale` only if
 * stale_seq is still the one it claimed, so a change made while it computed is never lost.
 */
export const planFigures = pgTable('plan_figures', {
  profileId: integer('profile_id').primaryKey().references(() => profiles.id, { onDelete: 'cascade' }),
  version: integer('version'),
  fingerprint: text('fingerprint'),
  probability: doublePrecision('probability'),
  netWorth: doublePrecision('net_worth'),
  totalAssets: doublePrecision('total_assets'),
  incomplete: text('incomplete'),
  computedAt: timestamp('computed_at', { withTimezone: true }),
  stale: boolean('stale').notNull().default(true),
  staleSeq: integer('stale_seq').notNull().default(1),
  /**
   * When the plan last went stale (migration figures_queue). The worker waits for a plan to be quiet for a moment
   * before recomputing it, so a burst of writes to one plan is one recompute, not one per write.
   */
  staleAt: timestamp('stale_at', { withTimezone: true }).defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  claimedBy: text('claimed_by'),
  /** Background recomputations of this plan (tests prove each stale plan is run once across servers). */
  runs: integer('runs').notNull().default(0),
}, (t) => [index('plan_figures_stale_idx').on(t.stale)]);

/** Plan loads by invited clients, per day (the engagement "pages viewed"). */
export const clientViews = pgTable('client_views', {
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  views: integer('views').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.profileId, t.userId, t.day] })]);
