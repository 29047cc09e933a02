import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessRule } from './guard';
import type { Db } from '../db/client';
import { teamMembers, teams } from '../db/schema/index';
import { HttpError, forbidden, notFound } from '../lib/errors';
import type { SessionUser } from '../lib/sessions';
import { SITE_ADMIN_ROLE_ID } from '@portal/shared/access';

/**
 * Team roles (README "Team roles"): access level 3 is the team's manager (role MANAGER), 2 may invite, move plans
 * and assign free licences, 1 reads the team's plans, 0 sees the team's members and licences. The site administrator
 * acts as a manager of every team.
 */
export const MANAGER_LEVEL = 3;
export const LEVEL = { see: 0, plans: 1, work: 2, manage: MANAGER_LEVEL } as const;

const MAX_ID = 2_147_483_647;
export function idOf(raw: unknown, field: string): number {
  const n = Number(raw);
  if (raw === '' || raw == null || !Number.isInteger(n) || n <= 0 || n > MAX_ID) {
    throw new HttpError(400, 'VALIDATION_ERROR', `${field} must be a positive whole number`, { errors: [{ field, message: 'must be a positive whole number' }] });
  }
  return n;
}

export async function membership(db: Db, teamId: number, userId: number) {
  const [m] = await db.select().from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return m ?? null;
}

/** 404 for a missing team or a caller outside it (no hint that it exists), 403 below `minLevel`. */
export async function assertTeam(db: Db, user: SessionUser, teamId: number, minLevel: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('Team');
  if (user.roleId === SITE_ADMIN_ROLE_ID) return { team, level: MANAGER_LEVEL };
  const m = await membership(db, teamId, user.id);
  if (!m) throw notFound('Team');
  if (m.levelAccess < minLevel) throw forbidden(minLevel >= MANAGER_LEVEL ? 'Only a manager of this team may do this' : 'Your access level in this team does not allow this');
  return { team, level: m.levelAccess };
}

const checked = new WeakMap<FastifyRequest, number>();

/** Route rule: the team named by `teamIdOf(req)` with at least `minLevel`. Handlers read it with `checkedTeam`. */
export function teamRule(minLevel: number, teamIdOf: (req: FastifyRequest) => unknown | Promise<unknown>): AccessRule {
  return {
    check: async (req) => {
      const raw = await teamIdOf(req);
      const n = Number(raw);
      if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) throw notFound('Team');
      await assertTeam(req.server.db, req.user!, n, minLevel);
      checked.set(req, n);
    },
  };
}

export function checkedTeam(req: FastifyRequest): number {
  const id = checked.get(req);
  if (id == null) throw new Error('teamRule did not run for this route');
  return id;
}

export const param = (name: string) => (req: FastifyRequest) => (req.params as Record<string, string>)[name];
export const bodyField = (name: string) => (req: FastifyRequest) => {
  const b = req.body as Record<string, unknown> | null | undefined;
  return b && typeof b === 'object' && !Array.isArray(b) ? b[name] : undefined;
};
