import { defineEndpoint } from '../endpoint';
import {
  advisorDashboardParams, advisorDashboardSchema, engagementSchema, groupViewSchema, teamDashboardParams, teamDashboardSchema,
} from '../dashboards';

const tag = 'Dashboards';
const advisorAccess = "The advisor's own level: the advisor, members of their team at access level 1 or more, site administrators.";
const teamAccess = 'Members of the team at access level 1 or more (the manager), site administrators.';

/** Dashboards (spec document 1 "Dashboards"): stored figures per plan, never an engine run. */
export const dashboards = {
  advisor: defineEndpoint({
    method: 'GET', path: '/api/client/dashboard/user/{advisorUserId}/dashboard', params: advisorDashboardParams, response: advisorDashboardSchema, tag,
    access: advisorAccess, summary: "An advisor's plans at a glance: stages, assets, probability histogram, worklist, pending recomputations",
  }),
  advisorEngagement: defineEndpoint({
    method: 'GET', path: '/api/client/dashboard/user/{advisorUserId}/engagement', params: advisorDashboardParams, response: engagementSchema, tag,
    access: advisorAccess, summary: "Engagement of an advisor's invited clients: invited, registered, last sign-in, pages viewed, actions adopted",
  }),
  team: defineEndpoint({
    method: 'GET', path: '/api/client/dashboard/team/{id}/dashboard', params: teamDashboardParams, response: teamDashboardSchema, tag,
    access: teamAccess, summary: "A team's plans at a glance, by advisor, with the team's worklist",
  }),
  teamEngagement: defineEndpoint({
    method: 'GET', path: '/api/client/dashboard/team/{id}/engagement', params: teamDashboardParams, response: engagementSchema, tag,
    access: teamAccess, summary: "Engagement of the invited clients of a team's advisors",
  }),
  group: defineEndpoint({
    method: 'GET', path: '/api/client/dashboard/group/team/{id}', params: teamDashboardParams, response: groupViewSchema, tag,
    access: teamAccess, summary: "A team's figures by advisor, with totals",
  }),
};
