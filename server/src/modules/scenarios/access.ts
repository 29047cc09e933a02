import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ProfilePermissions } from '@portal/shared/contract';
import { scenarioVisible } from '@portal/shared/access';
import { MAX_ID } from '@portal/shared/validation';
import { allows, type ProfileNeed } from '../../access/profileAccess';
import { requireProfile } from '../../access/guard';
import { actions, scenarios } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';

/** Views from which scenarios are seen: the scenario list, the workshop, suggested actions, comparison. */
export const SCENARIO_VIEWS: ProfileNeed[] = ['scenariosAccess', 'workshopAccess', 'suggestedAccess', 'plansAccess'];

const intOf = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/** The scenario row named by a route parameter; 404 when there is none. */
export async function scenarioRow(req: FastifyRequest, id: unknown) {
  const n = intOf(id);
  const [row] = n ? await req.server.db.select().from(scenarios).where(eq(scenarios.id, n)) : [];
  if (!row) throw notFound('Scenario');
  return row;
}

export async function actionRow(req: FastifyRequest, id: unknown) {
  const n = intOf(id);
  const [row] = n ? await req.server.db.select().from(actions).where(eq(actions.id, n)) : [];
  if (!row) throw notFound('Action');
  return row;
}

/** Resolvers for `config.access.from`: the profile owning the scenario / action in the URL. */
export const scenarioProfile = (param: string) => async (req: FastifyRequest) =>
  (await scenarioRow(req, (req.params as Record<string, unknown>)[param])).profileId;
export const actionProfile = (param: string) => async (req: FastifyRequest) => {
  const action = await actionRow(req, (req.params as Record<string, unknown>)[param]);
  const [s] = await req.server.db.select({ profileId: scenarios.profileId }).from(scenarios).where(eq(scenarios.id, action.scenarioId));
  return s?.profileId ?? null;
};

/**
 * Checks that the caller may do every one of `needs` on the profile (404 without any access, 403 otherwise)
 * and returns the permissions. Used where the need depends on the body (what a save changes).
 */
export async function requireAll(req: FastifyRequest, profileId: number, needs: ProfileNeed[]): Promise<ProfilePermissions> {
  let permissions: ProfilePermissions | null = null;
  for (const need of needs) permissions = await requireProfile(req, profileId, need);
  return permissions ?? requireProfile(req, profileId, 'read');
}

/** Passes when the caller has at least one of `needs` on the profile. */
export async function requireAny(req: FastifyRequest, profileId: number, needs: ProfileNeed[]): Promise<ProfilePermissions> {
  const permissions = await requireProfile(req, profileId, 'read');
  if (!needs.some((n) => allows(permissions, n))) throw forbidden();
  return permissions;
}

/** A guard rule: any scenario view on the profile found by `from`. */
export const anyScenarioView = (from: (req: FastifyRequest) => Promise<number | null> | number | null) => ({
  check: async (req: FastifyRequest) => {
    const profileId = await from(req);
    if (profileId == null) throw notFound('Profile');
    await requireAny(req, profileId, SCENARIO_VIEWS);
  },
});

/** A scenario the caller may not see (shared/src/access/visibility) is answered as missing. */
export function assertVisible(permissions: ProfilePermissions, scenario: { sharing: boolean; active: boolean }) {
  if (!scenarioVisible(permissions, scenario)) throw notFound('Scenario');
}

/**
 * A client never overwrites their advisor's scenario: an invited client (no role) changes only scenarios they
 * created themselves; their changes to another's scenario are saved as a new scenario of their own.
 */
export function assertMayOverwrite(req: FastifyRequest, row: { createdByUserId: number | null }) {
  const user = req.user!;
  if (user.roleId == null && row.createdByUserId !== user.id) {
    throw forbidden('A client\'s changes are saved as their own scenario: use "Save as new scenario".');
  }
}
