import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { ProfileListItem } from '@portal/shared/contract';
import { codeOf, optionalString } from '@portal/shared/validation';
import { teamPlanScopes } from '../../access/profileAccess';
import type { Db } from '../../db/client';
import { persons, profileAccess, profiles, users } from '../../db/schema/index';
import type { SessionUser } from '../../lib/sessions';
import { parse } from '../../lib/errors';

type PersonRow = typeof persons.$inferSelect;

export const listQuery = z.object({
  search: optionalString({ max: 100 }),
  sort: codeOf('Sort', ['name', 'updated'] as const).default('name'),
  order: codeOf('Order', ['asc', 'desc'] as const).default('asc'),
});

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The client name of a plan (spec document 1, plan navigation): 'First and First Last' when the spouses
 * share a last name, otherwise both full names; the spouse only when the plan flags one.
 */
export function clientNameOf(people: PersonRow[], spouseFlag: boolean): string {
  const client = people.find((p) => p.type === 'C');
  const spouse = spouseFlag ? people.find((p) => p.type === 'S') : undefined;
  if (!client) return spouse ? fullName(spouse) : 'New plan';
  if (!spouse) return fullName(client);
  if (client.lastName.trim().toLowerCase() === spouse.lastName.trim().toLowerCase()) {
    return `${client.firstName} and ${spouse.firstName} ${client.lastName}`.trim();
  }
  return `${fullName(client)} and ${fullName(spouse)}`;
}

/**
 * GET /api/client/profile: the plans the caller may see. Site administrators: every plan. Advisors: their own
 * and those of the advisors their team access level reaches. Anyone: plans they were invited to (active grant).
 */
export async function listProfiles(db: Db, user: SessionUser, rawQuery: unknown): Promise<ProfileListItem[]> {
  const query = parse(listQuery, rawQuery ?? {});
  let rows: Array<typeof profiles.$inferSelect>;
  if (user.roleId === 1) {
    rows = await db.select().from(profiles);
  } else {
    const scopes = user.roleId != null ? await teamPlanScopes(db, user.id) : [];
    const grants = await db.select({ profileId: profileAccess.profileId }).from(profileAccess)
      .where(and(eq(profileAccess.userId, user.id), eq(profileAccess.status, 'ACTIVE')));
    const conditions = [
      user.roleId != null ? eq(profiles.advisorUserId, user.id) : undefined,
      ...scopes.filter((s) => s.advisorIds.length).map((s) => and(eq(profiles.teamId, s.teamId), inArray(profiles.advisorUserId, s.advisorIds))),
      grants.length ? inArray(profiles.id, grants.map((g) => g.profileId)) : undefined,
    ].filter((c) => c !== undefined);
    rows = conditions.length ? await db.select().from(profiles).where(or(...conditions)) : [];
  }
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.id);
  const advisorIds = [...new Set(rows.map((r) => r.advisorUserId).filter((id): id is number => id != null))];
  const [people, advisors] = await Promise.all([
    db.select().from(persons).where(inArray(persons.profileId, ids)),
    advisorIds.length ? db.select().from(users).where(inArray(users.id, advisorIds)) : Promise.resolve([]),
  ]);
  const advisorName = new Map(advisors.map((a) => [a.id, fullName(a)]));
  let items: ProfileListItem[] = rows.map((r) => ({
    id: r.id,
    clientName: clientNameOf(people.filter((p) => p.profileId === r.id), r.spouse),
    advisorUserId: r.advisorUserId,
    advisorName: r.advisorUserId != null ? advisorName.get(r.advisorUserId) ?? null : null,
    updatedAt: r.updatedAt.toISOString(),
    planningStage: r.planningStage,
  }));

  const search = query.search?.trim().toLowerCase();
  if (search) {
    items = items.filter((i) => i.clientName.toLowerCase().includes(search) || (i.advisorName ?? '').toLowerCase().includes(search));
  }
  const dir = query.order === 'desc' ? -1 : 1;
  const byName = (a: ProfileListItem, b: ProfileListItem) => a.clientName.localeCompare(b.clientName, 'en', { sensitivity: 'base' });
  const byUpdated = (a: ProfileListItem, b: ProfileListItem) => a.updatedAt.localeCompare(b.updatedAt);
  return items.sort((a, b) => dir * ((query.sort === 'updated' ? byUpdated(a, b) : byName(a, b)) || a.id - b.id));
}
