import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdvisorRow } from '@portal/shared/contract';
import { advisorDashboardParams, endpoints } from '@portal/shared/contract';
import { teamMembers, teams, users } from '../../db/schema/index';
import { notFound, parse } from '../../lib/errors';
import { route } from '../../lib/route';
import { assertLevel } from '../../levels/levels';
import { checkedTeam, param, teamRule, LEVEL } from '../../access/teamAccess';
import { engagementOf } from './engagement';
import { teamPlanScopes } from '../../access/profileAccess';
import { SITE_ADMIN_ROLE_ID } from '@portal/shared/access';
import { plansOf, summarise, thresholdAt, withNames, worklist } from './plans';

/** The advisor's own level (spec document 1 section 4): the advisor, team members at level 1+ over them, the site administrator. */
const advisorRead = {
  check: async (req: FastifyRequest) => {
    const { advisorUserId } = parse(advisorDashboardParams, req.params);
    const [u] = await req.server.db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.id, advisorUserId));
    if (!u || u.roleId == null) throw notFound('Advisor');
    await assertLevel(req.server.db, req.user!, { level: 5, levelKey: advisorUserId }, 'read');
  },
};
/** A team's dashboards: members with access level 1 (read the team's plans) or more, and the site administrator. */
const teamRead = teamRule(LEVEL.plans, param('id'));

/**
 * Dashboards (spec document 1 "Dashboards"). They read the figures stored per plan when its result was computed
 * (plan_figures) and never run the engine: a plan whose figures are stale is counted as pending and recomputed by
 * the background worker (modules/figures).
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  /** An advisor's plans as another team member sees them: only those of the teams the caller reads (undefined: all). */
  async function visibleTeams(req: FastifyRequest, advisorUserId: number): Promise<number[] | undefined> {
    const user = req.user!;
    if (user.id === advisorUserId || user.roleId === SITE_ADMIN_ROLE_ID) return undefined;
    return (await teamPlanScopes(app.db, user.id)).filter((s) => s.advisorIds.includes(advisorUserId)).map((s) => s.teamId);
  }

  async function teamAdvisors(teamId: number) {
    const [team] = await app.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
    const members = await app.db.select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email, role: teamMembers.role })
      .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId)).orderBy(asc(users.lastName), asc(users.firstName));
    return { team, members: members.filter((m) => m.role !== 'STAFF') };
  }

  async function byAdvisor(teamId: number) {
    const { team, members } = await teamAdvisors(teamId);
    const threshold = await thresholdAt(app.db, 4, teamId);
    // Only the plans that belong to this team (README "Team roles").
    const plans = await plansOf(app.db, members.map((m) => m.id), threshold, new Date(), [teamId]);
    const rows: AdvisorRow[] = members.map((m) => {
      const s = summarise(plans.filter((p) => p.advisorUserId === m.id), threshold);
      return {
        userId: m.id, name: `${m.first} ${m.last}`.trim(), email: m.email, role: m.role, plans: s.plans, totalAssets: s.totalAssets,
        totalNetWorth: s.totalNetWorth, averageProbability: s.averageProbability, belowThreshold: s.belowThreshold, needAttention: s.needAttention, pending: s.pending,
      };
    });
    return { team, threshold, plans, rows };
  }

  const e = endpoints.dashboards;
  route(app, e.advisor, { access: advisorRead }, async (req) => {
    const { advisorUserId } = req.params;
    const [u] = await app.db.select().from(users).where(eq(users.id, advisorUserId));
    const threshold = await thresholdAt(app.db, 5, advisorUserId);
    const plans = await plansOf(app.db, [advisorUserId], threshold, new Date(), await visibleTeams(req, advisorUserId));
    return {
      advisor: { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email },
      threshold, ...summarise(plans, threshold), planList: await withNames(app.db, plans),
    };
  });

  route(app, e.advisorEngagement, { access: advisorRead }, async (req) =>
    engagementOf(app.db, [req.params.advisorUserId], await visibleTeams(req, req.params.advisorUserId)));

  route(app, e.team, { access: teamRead }, async (req) => {
    const { team, threshold, plans, rows } = await byAdvisor(checkedTeam(req));
    return { team, threshold, ...summarise(plans, threshold), advisors: rows, worklist: await withNames(app.db, worklist(plans)) };
  });

  route(app, e.teamEngagement, { access: teamRead }, async (req) => {
    const { members } = await teamAdvisors(checkedTeam(req));
    return engagementOf(app.db, members.map((m) => m.id), [checkedTeam(req)]);
  });

  route(app, e.group, { access: teamRead }, async (req) => {
    const { team, threshold, plans, rows } = await byAdvisor(checkedTeam(req));
    const all = summarise(plans, threshold);
    return {
      team, advisors: rows,
      totals: {
        plans: all.plans, totalAssets: all.totalAssets, totalNetWorth: all.totalNetWorth, averageProbability: all.averageProbability,
        belowThreshold: all.belowThreshold, needAttention: all.needAttention, pending: all.pending,
      },
    };
  });
}
