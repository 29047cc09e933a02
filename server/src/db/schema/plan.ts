import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { teams, users } from './identity';

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  advisorUserId: integer('advisor_user_id').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The team the plan belongs to: the team under which it was created (README "Team roles"); null for a plan made
   * outside any team. Only that team's members see it through the team; joining another team hands nothing over.
   */
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  gatheringStep: integer('gathering_step').notNull().default(1),
  planningStage: integer('planning_stage').notNull().default(0),
  itemizeExpenses: boolean('itemize_expenses').notNull().default(false),
  kids: boolean('kids').notNull().default(false),
  others: boolean('others').notNull().default(false),
  spouse: boolean('spouse').notNull().default(false),
  maritalStatus: text('marital_status'),
  seed: integer('seed').notNull().default(1),
  spending: doublePrecision('spending'),
  goalOrder: jsonb('goal_order').$type<Array<{ goalId: number; goalType: string }>>().notNull().default([]),
  adoptedActions: jsonb('adopted_actions').$type<number[]>().notNull().default([]),
  onboardingComplete: boolean('onboarding_complete').notNull().default(false),
  demo: boolean('demo').notNull().default(false),
  /** Bumped by every change to plan data; calculation results are cached per version. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('profiles_advisor_idx').on(t.advisorUserId), index('profiles_team_idx').on(t.teamId)]);

/** Client persons, type C (primary) and S (spouse). */
export const persons = pgTable('persons', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  active: boolean('active').notNull().default(true),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: text('date_of_birth').notNull(),
  gender: text('gender'),
  employmentStatus: text('employment_status').notNull().default('EM'),
  lifeExpectancy: integer('life_expectancy').notNull().default(100),
  retirementAge: integer('retirement_age'),
  annualPreTax: doublePrecision('annual_pre_tax'),
  monthlyTakeHome: doublePrecision('monthly_take_home'),
}, (t) => [index('persons_profile_idx').on(t.profileId)]);

export const incomes = pgTable('incomes', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  clientId: integer('client_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  annualPreTax: doublePrecision('annual_pre_tax').notNull().default(0),
  frequency: integer('frequency').notNull().default(26),
  takeHomePay: doublePrecision('take_home_pay').notNull().default(0),
  age: integer('age'),
  description: text('description'),
  raiseRate: doublePrecision('raise_rate'),
}, (t) => [index('incomes_profile_idx').on(t.profileId)]);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  age: integer('age'),
  country: text('country').notNull().default('USA'),
  eventTrigger: text('event_trigger').notNull(),
  state: text('state'),
}, (t) => [index('locations_profile_idx').on(t.profileId)]);

export const participants = pgTable('participants', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  dateOfBirth: text('date_of_birth').notNull(),
  name: text('name').notNull(),
  relationship: text('relationship'),
  type: text('type').notNull(),
}, (t) => [index('participants_profile_idx').on(t.profileId)]);

/**
 * Plan records saved as whole objects (spec document 1 section 3): kind is one of
 * debt, election, expense, goal, education_goal, retirement_goal, insurance, investment, real_asset,
 * other_income, social_security, tax, strategy, target_method. `data` holds the record's fields
 * as validated by the shared zod schema of that kind.
 */
export const planRecords = pgTable('plan_records', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  active: boolean('active').notNull().default(true),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('plan_records_profile_kind_idx').on(t.profileId, t.kind)]);

/** Dated plan events (history and once-only events by type). */
export const planEvents = pgTable('plan_events', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  eventType: text('event_type').notNull(),
  userId: integer('user_id'),
  description: text('description').notNull().default(''),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  /** Plan history: the area changed (see history/areas.ts), the plan version the change made, and field changes. */
  area: text('area'),
  version: integer('version'),
  changes: jsonb('changes').$type<Array<Record<string, unknown>>>().notNull().default([]),
}, (t) => [index('plan_events_profile_idx').on(t.profileId, t.occurredAt)]);

/** Probability of success of each plan version the engine computed (the plan history's chart). */
export const planVersionResults = pgTable('plan_version_results', {
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  probabilityOfSuccess: doublePrecision('probability_of_success'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.profileId, t.version] })]);

/** A user's (client's) access to a profile, with the spec's flags; also pending invitations. */
export const profileAccess = pgTable('profile_access', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** PENDING (invited), ACTIVE (registered), REVOKED. */
  status: text('status').notNull().default('PENDING'),
  invitationId: text('invitation_id'),
  flags: jsonb('flags').$type<Record<string, boolean | number>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('profile_access_profile_idx').on(t.profileId), index('profile_access_user_idx').on(t.userId)]);

export const scenarios = pgTable('scenarios', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  type: text('type').notNull().default('WS'),
  sharing: boolean('sharing').notNull().default(false),
  active: boolean('active').notNull().default(true),
  comparing: boolean('comparing').notNull().default(false),
  sequence: integer('sequence').notNull().default(0),
  selectedActions: jsonb('selected_actions').$type<Array<{ id: number }>>().notNull().default([]),
  collapsedActions: jsonb('collapsed_actions').$type<number[]>().notNull().default([]),
  /** Who created it (null: before this was kept). A client changes only scenarios they created themselves. */
  createdByUserId: integer('created_by_user_id'),
  /** Stored results: workshop results for WS, suggested-actions results otherwise. */
  results: jsonb('results').$type<Record<string, unknown> | null>(),
  resultsVersion: integer('results_version'),
}, (t) => [index('scenarios_profile_idx').on(t.profileId)]);

export const actions = pgTable('actions', {
  id: serial('id').primaryKey(),
  scenarioId: integer('scenario_id').notNull().references(() => scenarios.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  referenceType: text('reference_type').notNull(),
  formName: text('form_name').notNull(),
  referenceId: integer('reference_id'),
  selectedFields: jsonb('selected_fields').$type<string[]>().notNull().default([]),
  value: text('value'),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  expanded: boolean('expanded').notNull().default(true),
  sequence: integer('sequence').notNull().default(0),
}, (t) => [index('actions_scenario_idx').on(t.scenarioId)]);

/** Calculation results cached per plan version and effective-assumption fingerprint. */
export const calcCache = pgTable('calc_cache', {
  profileId: integer('profile_id').primaryKey().references(() => profiles.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  fingerprint: text('fingerprint').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counter, bumped by statement triggers (migration calc_epoch_triggers) on every change to what a combined
 * result reads besides the plan's own records (those bump profiles.version): scenarios, actions, settings,
 * assumption sets and mappings, teams and team members. With profiles.version it tells each server whether its
 * serialised copy of a combined result is still current, in one query.
 */
export const calcEpoch = pgTable('calc_epoch', {
  id: integer('id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(1),
});
