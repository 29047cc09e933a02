import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { profiles, teamMembers, teams, users } from '../db/schema/index';
import { HttpError, forbidden, notFound } from '../lib/errors';
import type { SessionUser } from '../lib/sessions';
import { profilePermissionsFor, allows, type ProfileNeed } from '../access/profileAccess';

/** Spec document 2 section 3: 1 global, 4 team, 5 user (advisor), 6 profile. Global's level key is 1. */
export type LevelNumber = 1 | 4 | 5 | 6;
export const LEVEL_BY_NAME = { global: 1, team: 4, user: 5, profile: 6 } as const;
export type LevelName = keyof typeof LEVEL_BY_NAME;
export const GLOBAL_KEY = 1;

export interface LevelRef { level: LevelNumber; levelKey: number }
type Reader = Db | Tx;

/**
 * The team whose settings and assumptions a user inherits, and whose members at level 1+ (2+) read (change) their
 * advisor level: their first team, the one they joined first. Joining another team later changes neither.
 */
export async function teamOfUser(db: Reader, userId: number): Promise<number | null> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers)
    .where(eq(teamMembers.userId, userId)).orderBy(asc(teamMembers.id)).limit(1);
  return row?.teamId ?? null;
}

/**
 * The levels a value is looked up in, nearest first: profile -> its advisor -> the advisor's team -> global.
 * A profile without an advisor goes straight to global; a user without a team too.
 */
export async function levelChain(db: Reader, ref: LevelRef): Promise<LevelRef[]> {
  const chain: LevelRef[] = [];
  let userId: number | null = null;
  let teamId: number | null = null;
  if (ref.level === 6) {
    chain.push(ref);
    const [p] = await db.select({ advisorUserId: profiles.advisorUserId }).from(profiles).where(eq(profiles.id, ref.levelKey));
    userId = p?.advisorUserId ?? null;
  } else if (ref.level === 5) userId = ref.levelKey;
  else if (ref.level === 4) teamId = ref.levelKey;
  if (userId != null) {
    chain.push({ level: 5, levelKey: userId });
    teamId = await teamOfUser(db, userId);
  }
  if (teamId != null) chain.push({ level: 4, levelKey: teamId });
  chain.push({ level: 1, levelKey: GLOBAL_KEY });
  return chain;
}

/** The level key a call means when it names none: global 1, the caller's own user id, their first team. */
export async function defaultLevelKey(db: Reader, user: SessionUser, level: LevelNumber): Promise<number> {
  if (level === 1) return GLOBAL_KEY;
  if (level === 5) return user.id;
  if (level === 4) {
    const team = await teamOfUser(db, user.id);
    if (team != null) return team;
  }
  throw new HttpError(400, 'VALIDATION_ERROR', 'Level key is required', { errors: [{ field: 'levelKey', message: 'Level key is required' }] });
}

async function membership(db: Reader, teamId: number, userId: number) {
  const [m] = await db.select().from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return m ?? null;
}

/**
 * The caller's access level in the advisor's own team (teamOfUser): only that team reads and changes the advisor's
 * level, which every plan of the advisor inherits. Another team the advisor joined later gets no say over it.
 */
async function levelOverAdvisor(db: Reader, callerId: number, advisorId: number): Promise<number> {
  const home = await teamOfUser(db, advisorId);
  if (home == null) return 0;
  return (await membership(db, home, callerId))?.levelAccess ?? 0;
}

/**
 * Who may read / change a level's assumptions, report templates and settings (from the session only):
 * - global: everyone signed in reads; site administrators (role 1) change.
 * - team: its members read; members with levelAccess >= 2 and site administrators change.
 * - user: the user and site administrators; team members with levelAccess >= 1 over that advisor read,
 *   >= 2 change.
 * - profile: the profile's read / write permission.
 */
export async function levelAccess(
  db: Reader, user: SessionUser, ref: LevelRef, profileRead: ProfileNeed = 'read',
): Promise<{ read: boolean; write: boolean }> {
  const admin = user.roleId === 1;
  switch (ref.level) {
    case 1:
      return { read: true, write: admin };
    case 4: {
      const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, ref.levelKey));
      if (!team) throw notFound('Team');
      if (admin) return { read: true, write: true };
      const m = await membership(db, ref.levelKey, user.id);
      return { read: !!m, write: !!m && m.levelAccess >= 2 };
    }
    case 5: {
      const [target] = await db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.id, ref.levelKey));
      if (!target || target.roleId == null) throw notFound('Advisor');
      if (admin || (user.id === ref.levelKey && user.roleId != null)) return { read: true, write: true };
      if (user.roleId == null) return { read: false, write: false };
      const level = await levelOverAdvisor(db, user.id, ref.levelKey);
      return { read: level >= 1, write: level >= 2 };
    }
    case 6: {
      const p = await profilePermissionsFor(db as Db, user, ref.levelKey);
      if (!p) throw notFound('Profile');
      return { read: allows(p, profileRead), write: allows(p, 'write') };
    }
  }
}

/** `profileRead`: what reading a profile level needs (report templates need reportAccess). */
export async function assertLevel(db: Reader, user: SessionUser, ref: LevelRef, need: 'read' | 'write', profileRead: ProfileNeed = 'read') {
  const access = await levelAccess(db, user, ref, profileRead);
  if (!access.read) {
    if (ref.level === 6 && profileRead !== 'read' && (await levelAccess(db, user, ref)).read) throw forbidden();
    throw ref.level === 6 ? notFound('Profile') : forbidden();
  }
  if (need === 'write' && !access.write) throw forbidden(`You may not change ${levelLabel(ref.level)} settings`);
  return access;
}

export function levelLabel(level: number): string {
  return ({ 1: 'global', 4: 'team', 5: 'advisor', 6: 'plan' } as Record<number, string>)[level] ?? `level ${level}`;
}

/** Profiles whose chain passes through `ref` (the profiles a change at that level can affect). */
export async function profilesUnder(db: Reader, ref: LevelRef): Promise<number[]> {
  if (ref.level === 6) return [ref.levelKey];
  if (ref.level === 5) {
    const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, ref.levelKey));
    return rows.map((r) => r.id);
  }
  if (ref.level === 4) {
    const members = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, ref.levelKey));
    const out: number[] = [];
    for (const { userId } of members) {
      if ((await teamOfUser(db, userId)) !== ref.levelKey) continue;
      out.push(...(await profilesUnder(db, { level: 5, levelKey: userId })));
    }
    return out;
  }
  const rows = await db.select({ id: profiles.id }).from(profiles);
  return rows.map((r) => r.id);
}
