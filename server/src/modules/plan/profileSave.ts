import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { profileSchema, type ProfileInput } from '@portal/shared/contract';
import { messages } from '@portal/shared/validation';
import { requireProfile } from '../../access/guard';
import { teamAdvisorLevels, teamPlanScopes } from '../../access/profileAccess';
import type { Db, Tx } from '../../db/client';
import { persons, profiles, users } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { GOAL_KINDS } from './recordKinds';
import { loadRecords } from './records';
import { removePerson } from './persons';
import { recordPlanEvent, touchProfile } from './touchProfile';
import { rowChanges } from '../../lib/diff';
import { MAX_ID, Problems } from './validation';

const bodyId = (body: unknown) => {
  const n = Number((body as { id?: unknown } | null)?.id);
  if (n > MAX_ID) throw notFound('Profile');
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Access of POST /api/client/profile: with an id, write access to that plan (advisor write or profileChange).
 * Without one it creates a plan: advisors only, for themselves, or for an advisor their team level lets them
 * write for (site administrators: anyone).
 */
export async function profileSaveAccess(req: FastifyRequest) {
  const id = bodyId(req.body);
  if (id != null) {
    await requireProfile(req, id, 'write');
    return;
  }
  const user = req.user!;
  if (user.roleId == null) throw forbidden('Only advisors can create plans');
  // The licences (the caller's, the advisor's) are checked by the guard: the save is marked changesPlans.
  const advisorUserId = Number((req.body as { advisorUserId?: unknown } | null)?.advisorUserId ?? user.id);
  if (advisorUserId !== user.id && user.roleId !== 1) {
    if ((await teamAdvisorLevels(req.server.db, user.id)).get(advisorUserId) !== 2) throw forbidden('You cannot create plans for this advisor');
  }
}

/** The team through which `creatorId` (level 2+) makes a plan for `advisorId`: the first such team, or none. */
async function creatingTeam(tx: Tx, creatorId: number, advisorId: number): Promise<number | undefined> {
  const scope = (await teamPlanScopes(tx as unknown as Db, creatorId)).find((s) => s.level >= 2 && s.advisorIds.includes(advisorId));
  return scope?.teamId;
}

/** Fields a profile save may change on an existing plan (advisor, stage and id have their own calls). */
const UPDATABLE = ['active', 'gatheringStep', 'itemizeExpenses', 'kids', 'others', 'spouse', 'maritalStatus', 'seed', 'spending', 'goalOrder', 'adoptedActions'] as const;

/**
 * POST /api/client/profile and /profile/expense: creates the plan when the body has no id, else updates the
 * fields the body carries. The gathering step only moves forward; saving with the spouse flag off deletes
 * the spouse (spec document 1 section 4). Answers the profile id.
 */
export async function saveProfile(db: Db, body: unknown, user: SessionUser): Promise<number> {
  const problems = new Problems();
  const data = problems.parse(profileSchema, body)!;
  if (data && data.seed != null && data.seed > MAX_ID) problems.add('seed', messages.maxValue(MAX_ID));
  if (data && data.id == null && data.advisorUserId != null && data.advisorUserId !== user.id) {
    const [advisor] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, Math.min(data.advisorUserId, MAX_ID)));
    if (advisor?.roleId == null) problems.add('advisorUserId', messages.oneOf());
  }
  problems.throwIfAny();
  if (data.id == null) {
    return db.transaction(async (tx) => {
      const advisorUserId = data.advisorUserId ?? user.id;
      const [row] = await tx.insert(profiles).values({
        ...pick(data, UPDATABLE),
        advisorUserId,
        // Made by a team member for an advisor: the plan belongs to that team (else the advisor's first team).
        teamId: advisorUserId !== user.id ? await creatingTeam(tx, user.id, advisorUserId) : undefined,
        planningStage: data.planningStage ?? 0,
        gatheringStep: data.gatheringStep ?? 1,
        seed: data.seed ?? undefined,
      }).returning({ id: profiles.id });
      await recordPlanEvent(tx, row.id, 'PLAN_UPDATED', { userId: user.id, description: 'Plan created' });
      return row.id;
    });
  }
  const id = data.id;
  const sent = new Set(Object.keys(body as object));
  const changes = pick(data, UPDATABLE.filter((k) => sent.has(k)));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, id));
    if (!current) throw notFound('Profile');
    if (changes.gatheringStep != null) changes.gatheringStep = Math.max(current.gatheringStep, changes.gatheringStep);
    else delete changes.gatheringStep;
    if (changes.seed === null) delete changes.seed;
    if (Object.keys(changes).length) await tx.update(profiles).set(changes as Partial<typeof profiles.$inferInsert>).where(eq(profiles.id, id));
    const spouseFlag = changes.spouse ?? current.spouse;
    const fieldChanges = rowChanges(pick(current as unknown as ProfileInput, Object.keys(changes) as Array<keyof ProfileInput>), changes, id);
    if (!spouseFlag) {
      const [spouse] = await tx.select().from(persons).where(and(eq(persons.profileId, id), eq(persons.type, 'S')));
      if (spouse) {
        await removePerson(tx, spouse);
        fieldChanges.push(...rowChanges(spouse, null));
      }
    }
    await touchProfile(tx, id, { userId: user.id, description: 'Profile saved', area: 'profile', changes: fieldChanges });
    return id;
  });
}

function pick<K extends keyof ProfileInput>(data: ProfileInput, keys: readonly K[]): Partial<Pick<ProfileInput, K>> {
  const out: Partial<Pick<ProfileInput, K>> = {};
  for (const k of keys) if (data[k] !== undefined) out[k] = data[k];
  return out;
}

/** POST /api/client/profile/{id}/onboarding/complete: marks onboarding done (history entry the first time). */
export async function completeOnboarding(db: Db, profileId: number, userId: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ done: profiles.onboardingComplete }).from(profiles).where(eq(profiles.id, profileId));
    if (!current) throw notFound('Profile');
    if (!current.done) {
      await tx.update(profiles).set({ onboardingComplete: true }).where(eq(profiles.id, profileId));
      await recordPlanEvent(tx, profileId, 'ONBOARDING_COMPLETE', { userId, description: 'Onboarding complete' });
    }
    await touchProfile(tx, profileId);
  });
}

export const stageParam = z.coerce.number({ error: messages.wholeNumber() })
  .int({ error: messages.wholeNumber() }).min(0, { error: messages.minValue(0) }).max(20, { error: messages.maxValue(20) });

/** Planning stage and gathering step of a plan (GET /stage, and the answer of POST /stage/{stage}). */
export async function stageOf(db: Db, profileId: number) {
  const [row] = await db.select({ planningStage: profiles.planningStage, gatheringStep: profiles.gatheringStep, onboardingComplete: profiles.onboardingComplete })
    .from(profiles).where(eq(profiles.id, profileId));
  if (!row) throw notFound('Profile');
  return { profileId, ...row };
}

export async function setStage(db: Db, profileId: number, stage: number, userId?: number) {
  await db.transaction(async (tx) => {
    const [old] = await tx.select({ planningStage: profiles.planningStage }).from(profiles).where(eq(profiles.id, profileId));
    await tx.update(profiles).set({ planningStage: stage }).where(eq(profiles.id, profileId));
    const changes = rowChanges(old ?? null, { planningStage: stage }, profileId);
    await touchProfile(tx, profileId, changes.length ? { userId, description: 'Planning stage saved', area: 'profile', changes } : undefined);
  });
  return stageOf(db, profileId);
}

const goalOrderBody = z.array(z.object({
  goalId: z.number({ error: messages.required('Goal') }).int({ error: messages.wholeNumber() }),
  goalType: z.string({ error: messages.required('Goal Type') }).max(4, { error: messages.maxLength(4) }),
}));

/** POST /api/client/profile/{id}/goal/order: the goals' order; each goalId must be a goal of this plan. */
export async function saveGoalOrder(db: Db, profileId: number, body: unknown, userId: number) {
  const problems = new Problems();
  const order = problems.parse(goalOrderBody, body);
  if (order) {
    const goals = await loadRecords(db, profileId, [...GOAL_KINDS]);
    order.forEach((g, i) => {
      if (!goals.some((r) => r.id === g.goalId)) problems.add(`${i}.goalId`, messages.oneOf());
    });
  }
  problems.throwIfAny();
  await db.transaction(async (tx) => {
    const [old] = await tx.select({ goalOrder: profiles.goalOrder }).from(profiles).where(eq(profiles.id, profileId));
    await tx.update(profiles).set({ goalOrder: order! }).where(eq(profiles.id, profileId));
    const changes = rowChanges({ goalOrder: old?.goalOrder ?? [] }, { goalOrder: order! }, profileId);
    await touchProfile(tx, profileId, { userId, description: 'Goal order saved', area: 'profile', changes });
  });
  return order!;
}

/** Access of DELETE /api/client/profile/{id}: advisor write (a client's profileChange does not delete plans). */
export async function profileDeleteAccess(req: FastifyRequest) {
  const id = Number((req.params as { id?: string }).id);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw notFound('Profile');
  const permissions = await requireProfile(req, id, 'write');
  if (permissions.basicAccess) throw forbidden();
}

export async function deleteProfile(db: Db, profileId: number) {
  await db.delete(profiles).where(eq(profiles.id, profileId));
}

