import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProfilePermissions } from '@portal/shared/contract';
import { advisorPermissions, permissionsFromFlags } from '@portal/shared/access';
import type { Db } from '../../db/client';
import {
  actions, assumptionMappings, assumptions as assumptionsTable, reportTemplates, incomes, locations, participants, persons, planRecords, profileAccess, profiles, scenarios, teamMembers, teams, users, levelLogos,
} from '../../db/schema/index';
import { readFileSync } from 'node:fs';
import { DEMO_CLIENT_FLAGS, DEMO_EMAILS } from '../../seed/demo';
import type { TestApp } from '../../test/harness';

/**
 * The people and plans the authorization matrix calls with and about. The demo data gives one team (the demo team)
 * with its manager and the advisor who owns the demo plan, the demo plan's client and the site administrator; the
 * matrix adds a second team with its own advisor, plan and client, and a staff member of the demo team.
 */
export const CALLERS = ['anonymous', 'owner', 'demoClient', 'otherClient', 'otherAdvisor', 'staff', 'manager', 'admin'] as const;
export type Caller = typeof CALLERS[number];
export type Target = 'demo' | 'other' | 'missing';

export const MISSING_ID = 987654;

export const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  owner: DEMO_EMAILS.advisor,
  demoClient: DEMO_EMAILS.client,
  otherClient: 'thaddeus.quillon@matrix.example',
  otherAdvisor: 'orla.finch@matrix.example',
  staff: 'sasha.staff@matrix.example',
  manager: DEMO_EMAILS.manager,
  admin: DEMO_EMAILS.admin,
};

/** Words found only in the other plan / only in the demo plan: a response to someone without access must hold none. */
export const OTHER_PLAN_MARKERS = ['Quillon', 'Quintessa', 'Zephyr Holdings'];
export const DEMO_PLAN_MARKERS = ['Casey', 'Acme Corp'];

/** What the other plan's client may do (everything but advisor rights, so only the plan decides). */
export const OTHER_CLIENT_FLAGS = {
  basicAccess: true, advisorAccess: 0, historyAccess: true, plansAccess: true, profileAccess: true, profileChange: true, reportAccess: true,
  scenariosAccess: true, scenariosChange: true, suggestedAccess: true, workshopAccess: true, workshopChange: true, workshopAdd: true, workshopDelete: true,
};

/**
 * Expected rights of each caller on each plan (spec document 1 sections 4 and 6), written out rather than computed:
 * the owner and the demo team's manager (level 3) write the demo plan, the staff member (level 1) reads it, the
 * site administrator writes every plan, each client has their grant's flags on their own plan and nothing else.
 */
export const PLAN_RIGHTS: Record<Caller, Record<'demo' | 'other', ProfilePermissions | null>> = {
  anonymous: { demo: null, other: null },
  owner: { demo: advisorPermissions(2), other: null },
  demoClient: { demo: permissionsFromFlags(DEMO_CLIENT_FLAGS), other: null },
  otherClient: { demo: null, other: permissionsFromFlags(OTHER_CLIENT_FLAGS) },
  otherAdvisor: { demo: null, other: advisorPermissions(2) },
  staff: { demo: advisorPermissions(1), other: null },
  manager: { demo: advisorPermissions(2), other: null },
  admin: { demo: advisorPermissions(2), other: advisorPermissions(2) },
};

/**
 * Teams: the demo team (owner level 0, staff level 1, manager level 3) and the other team, whose manager is the other
 * advisor (level 3). The second-team scenario (issue 26): the demo plan's advisor has also joined the other team (level
 * 0, after the demo team), which hands none of the demo team's plans, nor the advisor's own level, to its manager.
 */
export const TEAM_LEVEL: Record<Caller, Partial<Record<'demo' | 'other', number>>> = {
  anonymous: {}, demoClient: {}, otherClient: {}, admin: {},
  owner: { demo: 0, other: 0 }, staff: { demo: 1 }, manager: { demo: 3 }, otherAdvisor: { other: 3 },
};

/** The teams each target's advisor is an advisor of (the first one is their own team, joined first). */
export const ADVISOR_TEAMS: Record<'demo' | 'other', Array<'demo' | 'other'>> = { demo: ['demo', 'other'], other: ['other'] };

export const ROLE: Record<Caller, number | null> = {
  anonymous: null, demoClient: null, otherClient: null, owner: 2, otherAdvisor: 2, staff: 3, manager: 2, admin: 1,
};

type RecordRow = typeof planRecords.$inferSelect;

export interface World {
  t: TestApp;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  userId: Record<Exclude<Caller, 'anonymous'>, number>;
  plan: Record<'demo' | 'other', number>;
  team: Record<'demo' | 'other', number>;
  /** The advisor owning each plan. */
  advisor: Record<'demo' | 'other', number>;
  /** A second advisor in each team, for calls about "a member" that must not touch the callers themselves. */
  spare: Record<'demo' | 'other', number>;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.db;
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  const owner = await byEmail(EMAILS.owner);
  const [demoPlan] = await db.select().from(profiles).where(eq(profiles.advisorUserId, owner.id)).orderBy(asc(profiles.id)).limit(1);
  const [demoTeamRow] = await db.select().from(teamMembers).where(eq(teamMembers.userId, owner.id));
  const expires = new Date(Date.now() + 365 * 86400_000);

  const [team2] = await db.insert(teams).values({ name: 'Northwind Advisors', licenseCount: 3, licenseExpiration: expires }).returning();
  const [otherAdvisor, spare2, staff, otherClient] = await db.insert(users).values([
    { email: EMAILS.otherAdvisor, username: 'orla.finch', firstName: 'Orla', lastName: 'Finch', roleId: 2, roleDescription: 'Advisor', expirationDate: expires },
    { email: 'ike.spare@matrix.example', username: 'ike.spare', firstName: 'Ike', lastName: 'Spare', roleId: 2, roleDescription: 'Advisor', expirationDate: expires },
    { email: EMAILS.staff, username: 'sasha.staff', firstName: 'Sasha', lastName: 'Staff', roleId: 3, roleDescription: 'Staff', expirationDate: expires },
    { email: EMAILS.otherClient, username: 'thaddeus.q', firstName: 'Thaddeus', lastName: 'Quillon', roleId: null, roleDescription: 'Client' },
  ]).returning();
  await db.insert(teamMembers).values([
    { teamId: team2.id, userId: otherAdvisor.id, role: 'MANAGER', levelAccess: 3 },
    { teamId: team2.id, userId: spare2.id, role: 'ADVISOR', levelAccess: 0 },
    { teamId: demoTeamRow.teamId, userId: staff.id, role: 'STAFF', levelAccess: 1 },
    // The second-team scenario: the demo advisor joins the other team too (README "Team roles").
    { teamId: team2.id, userId: owner.id, role: 'ADVISOR', levelAccess: 0 },
  ]);
  const spare1 = await byEmail(DEMO_EMAILS.advisor2);

  const [otherPlan] = await db.insert(profiles).values({
    advisorUserId: otherAdvisor.id, spouse: true, maritalStatus: 'M', spending: 50_000, gatheringStep: 9, planningStage: 1, onboardingComplete: true,
  }).returning();
  const [thaddeus] = await db.insert(persons).values([
    { profileId: otherPlan.id, type: 'C', firstName: 'Thaddeus', lastName: 'Quillon', dateOfBirth: '1970-05-05', annualPreTax: 90_000 },
    { profileId: otherPlan.id, type: 'S', firstName: 'Quintessa', lastName: 'Quillon', dateOfBirth: '1972-07-07', annualPreTax: 70_000 },
  ]).returning();
  await db.insert(incomes).values({ profileId: otherPlan.id, clientId: thaddeus.id, annualPreTax: 90_000, description: 'Zephyr Holdings salary' });
  await db.insert(locations).values({ profileId: otherPlan.id, eventTrigger: 'NW', country: 'USA', state: 'WA' });
  await db.insert(participants).values({ profileId: otherPlan.id, type: 'K', name: 'Quincy Quillon', dateOfBirth: '2012-01-01', relationship: 'CH' });
  await db.insert(profileAccess).values({
    profileId: otherPlan.id, userId: otherClient.id, email: otherClient.email, username: otherClient.username,
    firstName: otherClient.firstName, lastName: otherClient.lastName, status: 'ACTIVE', flags: OTHER_CLIENT_FLAGS,
  });

  // Each team has a logo, so every level of it (team, advisor, plan) serves one to its readers (GET …/logo).
  const logo = readFileSync(new URL('../../modules/settings/fixtures/logo.png', import.meta.url));
  await db.insert(levelLogos).values([demoTeamRow.teamId, team2.id].map((levelKey) => ({
    level: 4, levelKey, contentType: 'image/png', data: logo, sha256: `matrix-${levelKey}`, width: 320, height: 107,
  })));

  const world: World = {
    t,
    tokens: {} as World['tokens'],
    userId: {
      owner: owner.id, demoClient: (await byEmail(EMAILS.demoClient)).id, otherClient: otherClient.id, otherAdvisor: otherAdvisor.id,
      staff: staff.id, manager: (await byEmail(EMAILS.manager)).id, admin: (await byEmail(EMAILS.admin)).id,
    },
    plan: { demo: demoPlan.id, other: otherPlan.id },
    team: { demo: demoTeamRow.teamId, other: team2.id },
    advisor: { demo: owner.id, other: otherAdvisor.id },
    spare: { demo: spare1.id, other: spare2.id },
  };
  for (const target of ['demo', 'other'] as const) {
    for (const kind of RECORD_KINDS) await recordId(world, kind, target);
    await actionId(world, target);
  }
  for (const caller of Object.keys(EMAILS) as Array<keyof typeof EMAILS>) world.tokens[caller] = await t.login(EMAILS[caller]);
  return world;
}

/** Kinds of plan_records; every one gets a row in both plans. */
export const RECORD_KINDS = [
  'debt', 'election', 'expense', 'goal', 'education_goal', 'retirement_goal', 'insurance', 'investment', 'real_asset',
  'other_income', 'social_security', 'tax', 'strategy', 'target_method',
] as const;
export type RecordKind = typeof RECORD_KINDS[number];

const planOf = (w: World, target: Target) => (target === 'missing' ? MISSING_ID : w.plan[target]);

/**
 * A plan record of `kind` in the target plan: an existing one, or (fresh) a new copy, so a delete that the caller is
 * allowed to make removes nothing another probe needs.
 */
export async function recordId(w: World, kind: RecordKind, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  const db: Db = w.t.db;
  const [existing] = await db.select().from(planRecords)
    .where(and(eq(planRecords.profileId, profileId), eq(planRecords.kind, kind))).orderBy(asc(planRecords.id)).limit(1);
  if (existing && !fresh) return existing.id;
  const data: RecordRow['data'] = existing ? { ...existing.data } : await recordDataFor(w, kind, target);
  const [row] = await db.insert(planRecords).values({ profileId, kind, data }).returning();
  return row.id;
}

/** Required fields of a kind beyond its description, for a minimal record. */
const MINIMAL: Partial<Record<RecordKind, Record<string, unknown>>> = { strategy: { type: 'WO', withdrawalOrder: ['CASH', 'TAXABLE', 'DEFERRED', 'ROTH'] } };

/**
 * Data for a plan's first record of a kind: the demo plan's record of that kind (valid data) moved to the other plan
 * (people and participants mapped, descriptions marked), or a minimal record when the demo plan has none.
 */
async function recordDataFor(w: World, kind: RecordKind, target: 'demo' | 'other'): Promise<RecordRow['data']> {
  const db = w.t.db;
  const profileId = w.plan[target];
  const [model] = await db.select().from(planRecords)
    .where(and(eq(planRecords.profileId, w.plan.demo), eq(planRecords.kind, kind))).orderBy(asc(planRecords.id)).limit(1);
  // A minimal record must still be a valid one: answers are checked against the contract's schemas.
  if (!model || target === 'demo') return { profileId, ...MINIMAL[kind], description: target === 'other' ? `Zephyr Holdings ${kind}` : `Demo ${kind}` };
  const [client] = await db.select().from(persons).where(and(eq(persons.profileId, profileId), eq(persons.type, 'C')));
  const [kid] = await db.select().from(participants).where(eq(participants.profileId, profileId));
  const data: RecordRow['data'] = { ...model.data, profileId };
  for (const key of ['clientId', 'insuredId', 'personId']) if (key in data) data[key] = client.id;
  if ('participantId' in data) data.participantId = kid.id;
  if (typeof data.description === 'string') data.description = `Zephyr Holdings ${kind}`;
  // No word of the demo plan may travel with the copy (the leak check looks for them).
  return JSON.parse(JSON.stringify(data).replace(/Casey|Jordan|Parker|Acme Corp|Emma|Liam/g, 'Zephyr Holdings'));
}

/** A person of the target plan; fresh: a new inactive one. */
export async function personId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  if (!fresh) {
    const [p] = await w.t.db.select().from(persons).where(and(eq(persons.profileId, profileId), eq(persons.type, 'C')));
    return p.id;
  }
  const [p] = await w.t.db.insert(persons).values({ profileId, type: 'O', firstName: 'Spare', lastName: 'Person', dateOfBirth: '1990-01-01', active: false }).returning();
  return p.id;
}

/** Rows of the list tables (incomes, locations, participants) of the target plan; fresh: a new one. */
export async function listRowId(w: World, table: 'incomes' | 'locations' | 'participants', target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  const db = w.t.db;
  if (table === 'incomes') {
    const [row] = fresh ? await db.insert(incomes).values({ profileId, clientId: await personId(w, target), annualPreTax: 1 }).returning()
      : await db.select().from(incomes).where(eq(incomes.profileId, profileId)).limit(1);
    return row.id;
  }
  if (table === 'locations') {
    const [row] = fresh ? await db.insert(locations).values({ profileId, eventTrigger: 'CA', age: 90, state: 'FL' }).returning()
      : await db.select().from(locations).where(eq(locations.profileId, profileId)).limit(1);
    return row.id;
  }
  const [row] = fresh ? await db.insert(participants).values({ profileId, type: 'O', name: 'Spare', dateOfBirth: '2000-01-01' }).returning()
    : await db.select().from(participants).where(eq(participants.profileId, profileId)).limit(1);
  return row.id;
}

export async function scenarioId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  const [existing] = await w.t.db.select().from(scenarios).where(eq(scenarios.profileId, profileId)).orderBy(asc(scenarios.id)).limit(1);
  if (existing && !fresh) return existing.id;
  const [row] = await w.t.db.insert(scenarios).values({
    profileId, description: target === 'other' ? 'Zephyr Holdings what-if' : 'Demo what-if', type: 'WS', sharing: true,
  }).returning();
  return row.id;
}

export async function actionId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const sid = await scenarioId(w, target);
  const [existing] = await w.t.db.select().from(actions).where(eq(actions.scenarioId, sid)).orderBy(asc(actions.id)).limit(1);
  if (existing && !fresh) return existing.id;
  const [row] = await w.t.db.insert(actions).values({
    scenarioId: sid, type: 'C', referenceType: 'Expenses', formName: 'BaseLivingExpense', selectedFields: [], value: '{"percentChange":0}', sequence: 1,
  }).returning();
  return row.id;
}

/** A fresh plan of the target's advisor (for deleting a whole plan). */
export async function scratchPlan(w: World, target: Target): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const [row] = await w.t.db.insert(profiles).values({ advisorUserId: w.advisor[target] }).returning();
  return row.id;
}

/** Still there after the probes that were denied? (A denied delete must not delete.) */
export async function recordsExist(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: planRecords.id }).from(planRecords).where(inArray(planRecords.id, ids));
  return rows.map((r) => r.id);
}

export { planOf };

/** Level names of the spec's {level} lines and their numbers. */
export const LEVEL_NUMBER = { global: 1, team: 4, user: 5, profile: 6 } as const;
export type LevelName = keyof typeof LEVEL_NUMBER;

/** The level key a level screen of `target` uses: global 1, the target's team, advisor, or plan. */
export function levelKeyOf(w: World, level: LevelName, target: Target): number {
  if (target === 'missing') return MISSING_ID;
  if (level === 'global') return 1;
  if (level === 'team') return w.team[target];
  if (level === 'user') return w.advisor[target];
  return w.plan[target];
}

/** An assumption set at the level of the target (a copy of the global default when the level has none yet). */
export async function assumptionId(w: World, level: LevelName, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const db = w.t.db;
  const levelNo = LEVEL_NUMBER[level];
  const levelKey = levelKeyOf(w, level, target);
  const [existing] = await db.select().from(assumptionsTable)
    .where(and(eq(assumptionsTable.level, levelNo), eq(assumptionsTable.levelKey, levelKey))).orderBy(asc(assumptionsTable.id)).limit(1);
  if (existing && !fresh) return existing.id;
  const [global] = await db.select().from(assumptionsTable).where(eq(assumptionsTable.level, 1)).orderBy(asc(assumptionsTable.id)).limit(1);
  const [row] = await db.insert(assumptionsTable).values({
    level: levelNo, levelKey, name: `Matrix ${level} ${target} set`, data: global?.data ?? {},
  }).returning();
  return row.id;
}

export async function assumptionMappingId(w: World, level: LevelName, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const levelNo = LEVEL_NUMBER[level];
  const levelKey = levelKeyOf(w, level, target);
  const [existing] = await w.t.db.select().from(assumptionMappings)
    .where(and(eq(assumptionMappings.level, levelNo), eq(assumptionMappings.levelKey, levelKey))).limit(1);
  if (existing && !fresh) return existing.id;
  const a = await assumptionId(w, level, target);
  const [row] = await w.t.db.insert(assumptionMappings).values({ level: levelNo, levelKey, fromAssumptionId: a, toAssumptionId: a }).returning();
  return row.id;
}

export async function reportTemplateId(w: World, level: LevelName, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const levelNo = LEVEL_NUMBER[level];
  const levelKey = levelKeyOf(w, level, target);
  const [existing] = await w.t.db.select().from(reportTemplates)
    .where(and(eq(reportTemplates.level, levelNo), eq(reportTemplates.levelKey, levelKey))).limit(1);
  if (existing && !fresh) return existing.id;
  const [row] = await w.t.db.insert(reportTemplates).values({ level: levelNo, levelKey, name: `Matrix ${level} ${target} template`, sections: [] }).returning();
  return row.id;
}

/** A client access row of the target plan: the client's own grant, or (fresh) a new pending invitation. */
export async function accessId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  if (!fresh) {
    const [row] = await w.t.db.select().from(profileAccess).where(and(eq(profileAccess.profileId, profileId), eq(profileAccess.status, 'ACTIVE'))).limit(1);
    return row.id;
  }
  const [row] = await w.t.db.insert(profileAccess).values({
    profileId, email: `pending-${Math.random().toString(36).slice(2)}@matrix.example`, firstName: 'Pending', lastName: 'Invitee', status: 'PENDING', flags: {},
  }).returning();
  return row.id;
}
