import { z } from 'zod';
import { MAX_ID, dbIdParam } from '../../validation/zodHelpers';
import { sessionSchema } from '../account';
import { defineEndpoint } from '../endpoint';
import { registrationCompleteSchema } from '../registration';
import { paymentSchema, priceSchema } from './payments';

const tag = 'Teams';
const int = z.number().int();
const id = z.coerce.number().int().positive().max(MAX_ID);
const teamParam = z.object({ teamId: dbIdParam() });
const memberParams = z.object({ teamId: dbIdParam(), userId: dbIdParam() });
const see = 'Members of the team; site administrators.';
const work = 'Team members at level 2 or more; site administrators.';
const manage = 'Managers of the team; site administrators.';

export const teamMemberSchema = z.object({
  userId: int, name: z.string(), email: z.string(), username: z.string(), role: z.string(), levelAccess: int,
  manager: z.boolean(), staff: z.boolean(),
  licence: z.object({ id: int, expiresAt: z.string() }).nullable(),
  ownLicence: z.boolean(), expirationDate: z.string().nullable(), expired: z.boolean(), planCount: int,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: int, email: z.string(), firstName: z.string(), lastName: z.string(), role: z.string(), levelAccess: int, userId: int.nullable(),
  sentAt: z.string(), expiresAt: z.string(), expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamLicenceSchema = z.object({
  id: int, teamId: int, userId: int.nullable(), userName: z.string().nullable(), expiresAt: z.string(), expired: z.boolean(), renew: z.boolean(),
});
export type TeamLicence = z.infer<typeof teamLicenceSchema>;

export const teamLicenceSummarySchema = priceSchema.extend({
  teamId: int, bought: int, assigned: int, free: int, expired: int, nextExpiry: z.string().nullable(), lastExpiry: z.string().nullable(),
  provider: z.string(), payments: z.array(paymentSchema),
});
export type TeamLicenceSummary = z.infer<typeof teamLicenceSummarySchema>;

export const teamPlanSchema = z.object({ profileId: int, clientName: z.string(), advisorUserId: int.nullable(), advisorName: z.string(), updatedAt: z.string() });
export type TeamPlan = z.infer<typeof teamPlanSchema>;

const memberBody = z.object({ teamId: id, userId: id });
const done = z.boolean();

/** Team administration (spec document 2 section 7); who may do what is README "Team roles". */
export const teams = {
  mine: defineEndpoint({
    method: 'GET', path: '/api/setting/access/team', tag, access: 'Any signed-in user (their own teams).', summary: "The caller's teams",
    response: z.array(z.object({ teamId: int, teamName: z.string(), started: z.boolean(), role: z.string(), levelAccess: int })),
  }),
  managers: defineEndpoint({
    method: 'GET', path: '/api/setting/access/team/{teamId}/level', params: teamParam, response: z.array(teamMemberSchema), tag,
    summary: 'Managers of the team', access: see,
  }),
  member: defineEndpoint({
    method: 'GET', path: '/api/setting/access/team/{teamId}/user/{userId}', params: memberParams, tag, summary: "A member's role and access level", access: see,
    response: z.object({ teamId: int, userId: int, name: z.string(), role: z.string(), levelAccess: int }),
  }),
  members: defineEndpoint({
    method: 'GET', path: '/api/setting/team/{teamId}/members', params: teamParam, tag, summary: 'The team, its members and open invitations', access: see,
    response: z.object({
      team: z.object({ id: int, name: z.string(), started: z.boolean() }), members: z.array(teamMemberSchema), invitations: z.array(teamInvitationSchema),
    }),
  }),
  licence: defineEndpoint({
    method: 'GET', path: '/api/setting/team/license/{teamId}', params: teamParam, response: teamLicenceSummarySchema, tag,
    summary: "The team's licence counts and price; open purchases for managers", access: see,
  }),
  licenceDetail: defineEndpoint({
    method: 'GET', path: '/api/setting/team/license/{teamId}/detail', params: teamParam, response: z.array(teamLicenceSchema), tag,
    summary: "The team's licences with the advisor each is assigned to", access: see,
  }),
  plans: defineEndpoint({
    method: 'GET', path: '/api/setting/team/plans/{teamId}', params: teamParam, response: z.array(teamPlanSchema), tag,
    summary: "Plans of the team's advisors and managers", access: 'Team members at level 1 or more; site administrators.',
  }),
  addManager: defineEndpoint({
    method: 'POST', path: '/api/setting/access/team/level', body: memberBody, response: done, tag, summary: 'Makes a member a manager', access: `${manage} (team of the body)`,
  }),
  removeManager: defineEndpoint({
    method: 'DELETE', path: '/api/setting/access/team/level', body: memberBody, response: done, tag,
    summary: 'A manager becomes an advisor (not the last manager)', access: `${manage} (team of the body)`,
  }),
  setAccess: defineEndpoint({
    method: 'POST', path: '/api/setting/access/team/user', body: memberBody.extend({ levelAccess: z.coerce.number().int().min(0).max(2) }),
    response: done, tag, summary: "Sets a member's access level (0 to 2)", access: `${manage} (team of the body)`,
  }),
  removeAccess: defineEndpoint({
    method: 'DELETE', path: '/api/setting/access/team/user', body: memberBody, response: done, tag,
    summary: "Sets a member's access level to 0 (they see the team, not its plans)", access: `${manage} (team of the body)`,
  }),
  removeAdvisor: defineEndpoint({
    method: 'DELETE', path: '/api/setting/team/{teamId}/user/{userId}/advisor', params: memberParams,
    query: z.object({ plans: z.enum(['keep', 'move'], { error: 'is not a valid value' }), to: id.optional() }),
    response: z.object({ removed: int, plansMoved: int, licencesFreed: int }), tag,
    summary: "Removes an advisor: ?plans=keep (they stay the advisor's) or ?plans=move&to={userId}", access: manage,
  }),
  removeStaff: defineEndpoint({
    method: 'DELETE', path: '/api/setting/team/{teamId}/user/{userId}/staff', params: memberParams, response: z.object({ removed: int }), tag,
    summary: 'Removes a staff member', access: manage,
  }),
  lookup: defineEndpoint({
    method: 'POST', path: '/api/setting/access/team/{teamId}/user/lookup', params: teamParam, form: true,
    body: z.object({ username: z.string().trim().min(1).max(254) }), tag, access: work,
    summary: 'Finds a person by username or e-mail (an empty object when nobody active has it)',
    response: z.object({
      userId: int.optional(), username: z.string().optional(), firstName: z.string().optional(), lastName: z.string().optional(),
      email: z.string().optional(), roleId: int.nullable().optional(),
      member: z.object({ role: z.string(), levelAccess: int }).nullable().optional(),
    }),
  }),
  movePlans: defineEndpoint({
    method: 'POST', path: '/api/setting/team/{teamId}/user/{userId}/move', params: memberParams,
    body: z.array(z.union([id, z.object({ profileId: id }), z.object({ id })])).min(1, 'choose at least one plan').max(500),
    response: z.object({ moved: int, userId: int }), tag, summary: 'Moves plans to an advisor of the team', access: work,
  }),
  start: defineEndpoint({
    method: 'POST', path: '/api/setting/team/start/{teamId}', params: z.object({ teamId: z.coerce.number().int().min(0).max(MAX_ID) }),
    body: z.object({ name: z.string().trim().min(1).max(120).optional() }).optional(),
    response: z.object({ teamId: int, teamName: z.string(), started: z.boolean() }), tag,
    summary: 'A trial advisor forms a team (teamId 0 with { name }); an advisor of a team not started starts it',
    access: 'Advisors (and site administrators for an existing team they see).',
  }),
  invitations: {
    advisor: invite('advisor'),
    staff: invite('staff'),
    resend: defineEndpoint({
      method: 'POST', path: '/api/client/invitation/team/{teamId}/user/{userId}/resend', params: memberParams, tag, access: work,
      summary: "Sends the open invitation again ({userId}: the person's account, else the invitation's id)",
      response: z.object({ id: int, status: z.string(), sentAt: z.string(), expiresAt: z.string() }),
    }),
    answer: defineEndpoint({
      method: 'POST', path: '/api/setting/team/invitation/{invitationId}/value/{value}',
      params: z.object({ invitationId: dbIdParam(), value: z.enum(['true', 'false'], { error: 'is not a valid value' }).transform((v) => v === 'true') }),
      response: z.object({ id: int, status: z.string(), teamId: int.optional(), teamName: z.string().optional() }), tag,
      summary: 'The invitee accepts (true) or declines (false); a team member at level 2+ withdraws it (false)',
      access: 'The invited person; team members at level 2 or more (withdraw only).',
    }),
    mine: defineEndpoint({
      method: 'GET', path: '/api/client/invitation/team/mine', tag, summary: 'Invitations waiting for the signed-in person', access: 'Any signed-in user.',
      response: z.array(z.object({ id: int, teamId: int, teamName: z.string(), role: z.string(), link: z.string() })),
    }),
    link: defineEndpoint({
      method: 'GET', path: '/api/client/invitation/team/link/{token}', params: z.object({ token: z.string().min(1).max(100) }), tag,
      summary: 'What an e-mailed link invites to, and whether the address has an account', access: 'Anyone holding the link.',
      response: z.object({
        valid: z.boolean(), status: z.string(), message: z.string().optional(), invitationId: int.optional(), teamName: z.string().optional(),
        role: z.string().optional(), email: z.string().optional(), firstName: z.string().optional(), lastName: z.string().optional(),
        invitedBy: z.string().nullable().optional(), accountExists: z.boolean().optional(),
      }),
    }),
    register: defineEndpoint({
      method: 'POST', path: '/api/client/invitation/team/link/{token}/register', params: z.object({ token: z.string().min(1).max(100) }),
      body: registrationCompleteSchema, response: sessionSchema.extend({ invitationId: int }), tag,
      summary: 'Someone invited without an account creates it from the link and is signed in', access: 'Anyone holding the link (rate limited).',
    }),
  },
};

function invite(kind: 'advisor' | 'staff') {
  return defineEndpoint({
    method: 'POST', path: `/api/client/invitation/team/{levelKey}/${kind}`, params: z.object({ levelKey: dbIdParam() }), tag, access: work,
    summary: `Invites a person to the team as ${kind} (inviting again replaces the open link)`,
    body: z.object({
      email: z.string().trim().max(254).email(),
      firstName: z.string().trim().max(50).optional().default(''),
      lastName: z.string().trim().max(50).optional().default(''),
      levelAccess: z.coerce.number().int().min(0).max(2).optional(),
    }),
    response: z.object({ id: int, teamId: int, email: z.string(), role: z.string(), levelAccess: int, status: z.string(), expiresAt: z.string() }),
  });
}
