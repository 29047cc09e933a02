import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teamMembers, teams } from '../../db/schema/index';
import { HttpError, forbidden, notFound, parse } from '../../lib/errors';
import { SITE_ADMIN_ROLE_ID } from '@portal/shared/access';
import { openPaymentsOf, priceFor, teamLicenceSummary } from '../payments/licences';
import { providerFor } from '../payments/provider';
import { paymentView } from '../payments/purchases';
import { userByEmail, userByUsername } from '../../lib/registrations';
import { LEVEL, MANAGER_LEVEL, assertTeam, bodyField, checkedTeam, idOf, membership, param, teamRule } from '../../access/teamAccess';
import { addManager, memberOrThrow, movePlans, removeAdvisor, removeManager, removeStaff, setAccessLevel } from './manage';
import { licenceDetails, myTeams, pendingInvitations, teamMemberList, teamPlanList } from './reads';

const memberBody = z.object({ teamId: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive().max(2_147_483_647) });
const levelBody = memberBody.extend({ levelAccess: z.coerce.number().int().min(0).max(2) });
const removal = z.object({ plans: z.enum(['keep', 'move']), to: z.coerce.number().int().positive().max(2_147_483_647).optional() });
const planList = z.array(z.union([z.coerce.number().int().positive().max(2_147_483_647), z.object({ profileId: z.coerce.number().int().positive().max(2_147_483_647) }), z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })]))
  .min(1, 'choose at least one plan').max(500);
const startBody = z.object({ name: z.string().trim().min(1).max(120) });

/** Team administration (spec document 2 section 7); who may do what is README "Team roles". */
export default async function teamRoutes(app: FastifyInstance) {
  const db = app.db;
  const see = (name = 'teamId') => teamRule(LEVEL.see, param(name));

  app.get('/api/setting/access/team', { config: { access: 'user' } }, (req) => myTeams(db, req.user!.id));

  // Managers of the team (teamManagers).
  app.get('/api/setting/access/team/:teamId/level', { config: { access: see() } }, async (req) =>
    (await teamMemberList(db, checkedTeam(req))).filter((m) => m.manager));

  app.get('/api/setting/access/team/:teamId/user/:userId', { config: { access: see() } }, async (req) => {
    const teamId = checkedTeam(req);
    const { m, u } = await memberOrThrow(db, teamId, idOf(param('userId')(req), 'userId'));
    return { teamId, userId: u.id, name: `${u.firstName} ${u.lastName}`.trim(), role: m.role, levelAccess: m.levelAccess };
  });

  app.get('/api/setting/team/:teamId/members', { config: { access: see() } }, async (req) => {
    const teamId = checkedTeam(req);
    const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
    return { team: { id: team.id, name: team.name, started: team.started }, members: await teamMemberList(db, teamId), invitations: await pendingInvitations(db, teamId) };
  });

  app.get('/api/setting/team/license/:teamId', { config: { access: see() } }, async (req) => {
    const teamId = checkedTeam(req);
    const { level } = await assertTeam(db, req.user!, teamId, LEVEL.see);
    const price = await priceFor(db, req.user!.id, app.config.licensePriceCents);
    const payments = level >= MANAGER_LEVEL ? (await openPaymentsOf(db, { teamId })).map((p) => paymentView(p)) : [];
    return { ...(await teamLicenceSummary(db, teamId)), ...price, provider: providerFor(app.config).name, payments };
  });

  app.get('/api/setting/team/license/:teamId/detail', { config: { access: see() } }, (req) => licenceDetails(db, checkedTeam(req)));

  app.get('/api/setting/team/plans/:teamId', { config: { access: teamRule(LEVEL.plans, param('teamId')) } }, (req) => teamPlanList(db, checkedTeam(req)));

  const manageFromBody = { access: teamRule(LEVEL.manage, bodyField('teamId')) };
  app.post('/api/setting/access/team/level', { config: manageFromBody }, async (req) => {
    const b = parse(memberBody, req.body);
    await addManager(db, checkedTeam(req), b.userId);
    return true;
  });
  app.delete('/api/setting/access/team/level', { config: manageFromBody }, async (req) => {
    const b = parse(memberBody, req.body);
    await removeManager(db, checkedTeam(req), b.userId);
    return true;
  });
  app.post('/api/setting/access/team/user', { config: manageFromBody }, async (req) => {
    const b = parse(levelBody, req.body);
    await setAccessLevel(db, checkedTeam(req), b.userId, b.levelAccess);
    return true;
  });
  // Deleting a member's access leaves them in the team with level 0 (they see the team, not its plans).
  app.delete('/api/setting/access/team/user', { config: manageFromBody }, async (req) => {
    const b = parse(memberBody, req.body);
    await setAccessLevel(db, checkedTeam(req), b.userId, 0);
    return true;
  });

  // Removing an advisor asks what happens to their plans: ?plans=keep (they stay the advisor's) or ?plans=move&to={userId}.
  app.delete('/api/setting/team/:teamId/user/:userId/advisor', { config: { access: teamRule(LEVEL.manage, param('teamId')) } }, async (req) => {
    const teamId = checkedTeam(req);
    const userId = idOf(param('userId')(req), 'userId');
    const q = parse(removal, req.query);
    if (q.plans === 'move' && q.to == null) throw new HttpError(400, 'VALIDATION_ERROR', 'Choose who takes the plans', { errors: [{ field: 'to', message: 'Choose who takes the plans' }] });
    return removeAdvisor(db, teamId, userId, q.plans === 'move' ? { mode: 'move', to: q.to! } : { mode: 'keep' }, req.user!.id);
  });

  app.delete('/api/setting/team/:teamId/user/:userId/staff', { config: { access: teamRule(LEVEL.manage, param('teamId')) } }, async (req) =>
    removeStaff(db, checkedTeam(req), idOf(param('userId')(req), 'userId')));

  // Finds a person by username or e-mail (form body `username`), e.g. before inviting them.
  app.post('/api/setting/access/team/:teamId/user/lookup', { config: { access: teamRule(LEVEL.work, param('teamId')) } }, async (req) => {
    const { username } = parse(z.object({ username: z.string().trim().min(1).max(254) }), req.body);
    const u = (await userByUsername(db, username)) ?? (username.includes('@') ? await userByEmail(db, username) : null);
    // Nobody by that name: an empty object (spec document 2 section 7, "fetching one item that fails").
    if (!u || !u.active) return {};
    const m = await membership(db, checkedTeam(req), u.id);
    return { userId: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, roleId: u.roleId, member: m ? { role: m.role, levelAccess: m.levelAccess } : null };
  });

  app.post('/api/setting/team/:teamId/user/:userId/move', { config: { access: teamRule(LEVEL.work, param('teamId')) } }, async (req) => {
    const teamId = checkedTeam(req);
    const userId = idOf(param('userId')(req), 'userId');
    const list = parse(planList, req.body, 'plans').map((p) => (typeof p === 'number' ? p : 'profileId' in p ? p.profileId : p.id));
    const moved = await db.transaction((tx) => movePlans(tx, teamId, userId, [...new Set(list)], req.user!.id));
    return { moved, userId };
  });

  // A trial advisor forms a team and becomes its manager: {teamId} 0 with a body { name } creates it; an existing
  // team that is not started yet is started by one of its advisors.
  app.post('/api/setting/team/start/:teamId', {
    config: {
      access: {
        check: async (req) => {
          const user = req.user!;
          if (user.roleId !== 2 && user.roleId !== SITE_ADMIN_ROLE_ID) throw forbidden('Only an advisor can start a team');
          const raw = Number(param('teamId')(req));
          if (raw === 0 && user.roleId === 2) return;
          if (!Number.isInteger(raw) || raw <= 0 || raw > 2_147_483_647) throw notFound('Team');
          await assertTeam(db, user, raw, LEVEL.see);
        },
      },
    },
  }, async (req) => {
    const user = req.user!;
    const teamId = Number(param('teamId')(req));
    if (teamId === 0) {
      const { name } = parse(startBody, req.body);
      const [inTeam] = await db.select().from(teamMembers).innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.userId, user.id), eq(teams.started, true)));
      if (inTeam) throw new HttpError(409, 'ALREADY_IN_TEAM', 'You are already a member of a team.');
      return db.transaction(async (tx) => {
        const [team] = await tx.insert(teams).values({ name, started: true, licenseCount: 0 }).returning();
        await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'MANAGER', levelAccess: MANAGER_LEVEL });
        return { teamId: team.id, teamName: team.name, started: true };
      });
    }
    return db.transaction(async (tx) => {
      const [started] = await tx.update(teams).set({ started: true }).where(and(eq(teams.id, teamId), eq(teams.started, false))).returning();
      if (!started) throw new HttpError(409, 'ALREADY_STARTED', 'This team has already started.');
      if (user.roleId === 2) {
        await tx.update(teamMembers).set({ role: 'MANAGER', levelAccess: MANAGER_LEVEL })
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)));
      }
      return { teamId, teamName: started.name, started: true };
    });
  });

}
