import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ProfilePermissions } from '@portal/shared/contract';
import { SITE_ADMIN_ROLE_ID, STAFF_ROLE_ID, licenceBlockReason, planChangeBlockReason } from '@portal/shared/access';
import type { Db } from '../db/client';
import { ReadMemo } from '../db/readMemo';
import { profiles, users } from '../db/schema/index';
import { HttpError } from '../lib/errors';
import type { SessionUser } from '../lib/sessions';

type Advisor = { id: number; roleId: number | null; expirationDate: Date | null; firstName: string; lastName: string };
const ownerMemo = new ReadMemo<number, Advisor | null>();
const advisorMemo = new ReadMemo<number, Advisor | null>();
const advisorColumns = { id: users.id, roleId: users.roleId, expirationDate: users.expirationDate, firstName: users.firstName, lastName: users.lastName };

/** The caller's own expired licence (advisors; staff work without one; never the site administrator). */
function ownBlock(user: SessionUser): string | null {
  if (user.roleId === SITE_ADMIN_ROLE_ID || user.roleId === STAFF_ROLE_ID) return null;
  return planChangeBlockReason(user);
}

/** The expired licence of the advisor whose plans or level a call touches, for anyone else than that advisor. */
function advisorBlock(user: SessionUser, advisor: Advisor | null): string | null {
  if (!advisor || advisor.id === user.id || advisor.roleId === SITE_ADMIN_ROLE_ID || advisor.roleId === STAFF_ROLE_ID) return null;
  if (!licenceBlockReason(advisor.expirationDate)) return null;
  const day = advisor.expirationDate!.toISOString().slice(0, 10);
  return `The licence of this plan's advisor, ${`${advisor.firstName} ${advisor.lastName}`.trim()}, expired on ${day}. The plan is read-only until it is renewed.`;
}

/**
 * Why this user may not change this plan because of a licence, or null (README "Team roles"): the caller's own
 * expired licence (advisors; staff work without one) and the expired licence of the plan's advisor (for everyone:
 * an advisor's lapsed licence makes their plans read-only to their team and clients too). Never the site administrator.
 */
export async function planLicenceBlock(db: Db, user: SessionUser, profileId: number): Promise<string | null> {
  if (user.roleId === SITE_ADMIN_ROLE_ID) return null;
  const own = ownBlock(user);
  if (own) return own;
  const owner = await ownerMemo.read(db, profileId, async () => {
    const [row] = await db.select(advisorColumns).from(profiles).innerJoin(users, eq(users.id, profiles.advisorUserId)).where(eq(profiles.id, profileId));
    return row ?? null;
  });
  return advisorBlock(user, owner);
}

/** The same rule for a change made for an advisor (a new plan of theirs, their own level): their licence and the caller's. */
export async function advisorLicenceBlock(db: Db, user: SessionUser, advisorId: number): Promise<string | null> {
  if (user.roleId === SITE_ADMIN_ROLE_ID) return null;
  const own = ownBlock(user);
  if (own) return own;
  if (advisorId === user.id) return null;
  const advisor = await advisorMemo.read(db, advisorId, async () => (await db.select(advisorColumns).from(users).where(eq(users.id, advisorId)))[0] ?? null);
  return advisorBlock(user, advisor);
}

/** What a call marked `changesPlans` in the contract touched, as its access rule found it. */
export type LicenceSubject = { profileId: number } | { advisorId: number } | { level: number; levelKey: number } | null;

const subjects = new WeakMap<FastifyRequest, LicenceSubject>();
/** Access rules name what they checked (a level, an advisor) so the licence check knows whose licence counts. */
export function setLicenceSubject(req: FastifyRequest, subject: LicenceSubject) {
  subjects.set(req, subject);
}

const MAX_ID = 2_147_483_647;
function bodyAdvisor(req: FastifyRequest): number | null {
  const b = req.body as Record<string, unknown> | null | undefined;
  const n = Number(b && typeof b === 'object' && !Array.isArray(b) ? b.advisorUserId : undefined);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/**
 * The one licence check of every call that creates or changes a plan, or a plan's settings, assumption sets, report
 * templates, integrations or imports (the contract's `changesPlans`), run by the access guard after the call's access
 * rule: 403 LICENSE_EXPIRED when the caller's own licence has expired, or that of the advisor whose plan, level or new
 * plan it is. A team's and the global level count only the caller's own licence.
 */
export async function assertPlanLicence(req: FastifyRequest): Promise<void> {
  const db = req.server.db;
  const user = req.user!;
  const subject = req.profileAccess ? { profileId: req.profileAccess.profileId } : subjects.get(req) ?? null;
  let reason: string | null;
  if (subject && 'profileId' in subject) reason = await planLicenceBlock(db, user, subject.profileId);
  else if (subject && 'level' in subject && subject.level === 6) reason = await planLicenceBlock(db, user, subject.levelKey);
  else if (subject && 'level' in subject && subject.level === 5) reason = await advisorLicenceBlock(db, user, subject.levelKey);
  else if (subject && 'advisorId' in subject) reason = await advisorLicenceBlock(db, user, subject.advisorId);
  else reason = user.roleId === SITE_ADMIN_ROLE_ID ? null : ownBlock(user);
  // A new plan made for another advisor (the profile save, a CRM contact): that advisor's licence counts too.
  const forAdvisor = !req.profileAccess ? bodyAdvisor(req) : null;
  if (!reason && forAdvisor != null) reason = await advisorLicenceBlock(db, user, forAdvisor);
  if (reason) throw new HttpError(403, 'LICENSE_EXPIRED', reason);
}

/** The same permissions without any change right: what an expired licence leaves. */
export function readOnlyPermissions(p: ProfilePermissions): ProfilePermissions {
  return {
    ...p, advisorAccess: Math.min(p.advisorAccess, 1), profileChange: false, scenariosChange: false,
    workshopChange: false, workshopAdd: false, workshopDelete: false,
  };
}
