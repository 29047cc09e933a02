import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { teamMembers, teams } from '../../db/schema/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { SITE_ADMIN_ROLE_ID } from '@portal/shared/access';
import { openPaymentsOf, priceFor, teamLicenceSummary } from '../payments/licences';
import { providerFor } from '../payments/provider';
import { paymentView } from '../payments/purchases';
import { userByEmail, userByUsername } from '../../lib/registrations';
import { LEVEL, MANAGER_LEVEL, assertTeam, bodyField, checkedTeam, membership, param, teamRule } from '../../access/teamAccess';
import { addManager, memberOrThrow, movePlans, removeAdvisor, removeManager, removeStaff, setAccessLevel } from './manage';
import { licenceDetails, myTeams, pendingInvitations, teamMemberList, teamPlanList } from './reads';


/** Team administration (spec document 2 section 7); who may do what is README "Team roles". */
export default async function teamRoutes(app: FastifyInstance) {
  const db = app.db;
  const t = endpoints.teams;
  const see = { access: teamRule(LEVEL.see, param('teamId')) };

  route(app, t.mine, { access: 'user' }, (req) => myTeams(db, req.user!.id));

  // Managers of the team (teamManagers).
  route(app, t.managers, see, async (req) =>
    (await teamMemberList(db, checkedTeam(req))).filter((m) => m.manager));

  route(app, t.member, see, async (req) => {
    const teamId = checkedTeam(req);
    const { m, u } = await memberOrThrow(db, teamId, req.params.userId);
    return { teamId, userId: u.id, name: `${u.firstName} ${u.lastName}`.trim(), role: m.role, levelAccess: m.levelAccess };
  });

  route(app, t.members, see, async (req) => {
    const teamId = checkedTeam(req);
    const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
    return { team: { id: team.id, name: team.name, started: team.started }, members: await teamMemberList(db, teamId), invitations: await pendingInvitations(db, teamId) };
  });

  route(app, t.licence, see, async (req) => {
    const teamId = checkedTeam(req);
    const { level } = await assertTeam(db, req.user!, teamId, LEVEL.see);
    const price = await priceFor(db, req.user!.id, app.config.licensePriceCents);
    const payments = level >= MANAGER_LEVEL ? (await openPaymentsOf(db, { teamId })).map((p) => paymentView(p)) : [];
    return { ...(await teamLicenceSummary(db, teamId)), ...price, provider: providerFor(app.config).name, payments };
  });

  route(app, t.licenceDetail, see, (req) => licenceDetails(db, checkedTeam(req)));

  route(app, t.plans, { access: teamRule(LEVEL.plans, param('teamId')) }, (req) => teamPlanList(db, checkedTeam(req)));

  const manageFromBody = { access: teamRule(LEVEL.manage, bodyField('teamId')) };
  route(app, t.addManager, manageFromBody, async (req) => {
    await addManager(db, checkedTeam(req), req.body.userId);
    return true;
  });
  route(app, t.removeManager, manageFromBody, async (req) => {
    await removeManager(db, checkedTeam(req), req.body.userId);
    return true;
  });
  route(app, t.setAccess, manageFromBody, async (req) => {
    await setAccessLevel(db, checkedTeam(req), req.body.userId, req.body.levelAccess);
    return true;
  });
  // Deleting a member's access leaves them in the team with level 0 (they see the team, not its plans).
  route(app, t.removeAccess, manageFromBody, async (req) => {
    await setAccessLevel(db, checkedTeam(req), req.body.userId, 0);
    return true;
  });

  // Removing an advisor asks what happens to their plans: ?plans=keep (they stay the advisor's) or ?plans=move&to={userId}.
  const managing = { access: teamRule(LEVEL.manage, param('teamId')) };
  route(app, t.removeAdvisor, managing, async (req) => {
    const teamId = checkedTeam(req);
    const { userId } = req.params;
    const q = req.query;
    if (q.plans === 'move' && q.to == null) throw new HttpError(400, 'VALIDATION_ERROR', 'Choose who takes the plans', { errors: [{ field: 'to', message: 'Choose who takes the plans' }] });
    return removeAdvisor(db, teamId, userId, q.plans === 'move' ? { mode: 'move', to: q.to! } : { mode: 'keep' }, req.user!.id);
  });

  route(app, t.removeStaff, managing, async (req) => removeStaff(db, checkedTeam(req), req.params.userId));

  // Finds a person by username or e-mail (form body `username`), e.g. before inviting them.
  const working = { access: teamRule(LEVEL.work, param('teamId')) };
  route(app, t.lookup, working, async (req) => {
    const { username } = req.body;
    const u = (await userByUsername(db, username)) ?? (username.includes('@') ? await userByEmail(db, username) : null);
    // Names only of people already in the caller's team; an unknown address, a client and someone outside the team
    // get the same empty object (spec document 2 section 7, "fetching one item that fails"; README "Team roles").
    const m = u && u.active ? await membership(db, checkedTeam(req), u.id) : null;
    if (!u || !m) return {};
    return { userId: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, roleId: u.roleId, member: { role: m.role, levelAccess: m.levelAccess } };
  });

  route(app, t.movePlans, working, async (req) => {
    const teamId = checkedTeam(req);
    const { userId } = req.params;
    const list = req.body.map((p) => (typeof p === 'number' ? p : 'profileId' in p ? p.profileId : p.id));
    const moved = await db.transaction((tx) => movePlans(tx, teamId, userId, [...new Set(list)], req.user!.id));
    return { moved, userId };
  });

  // A trial advisor forms a team and becomes its manager: {teamId} 0 with a body { name } creates it; an existing
  // team that is not started yet is started by one of its advisors.
  route(app, t.start, {
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
  }, async (req) => {
    const user = req.user!;
    const { teamId } = req.params;
    if (teamId === 0) {
      const name = req.body?.name;
      if (!name) throw badRequest('name', 'Name is required');
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
