import { asc, eq } from 'drizzle-orm';
import type { ProfileNeed } from '@portal/shared/access';
import { planEvents } from '../../db/schema/index';
import {
  advisorCreate, advisorId, advisorLevel, advisorsOnly, atLevel, constant, levelKey, levelNo, noCaller, open, plan, planAsAdvisor,
  planBody, planId, planRows, signedInUser, siteAdminOnly, spareUser, team, teamId, type ProbeContext, type Rule,
} from './rules';
import {
  accessId, actionId, assumptionId, assumptionMappingId, listRowId, personId, recordId, reportTemplateId, scenarioId, scratchPlan,
  ROLE, TEAM_LEVEL, type LevelName, type RecordKind,
} from './world';
import { invitationId, openInvoiceId, openTeamPayment, openUserPayment, teamLicenceId, teamPayer, userPaymentId } from './teamFixtures';
import { integrationRecordId, investmentId, userLinkId } from './integrationRows';

/**
 * The authorization matrix's expectations: one line per call of spec/api-endpoints.txt (the spec's line, or the line
 * with its level filled in). Adding an endpoint is adding its line here. Rules and fillers are in rules.ts; the
 * people and plans in world.ts.
 */

/** Views from which scenarios are seen (the scenario list, workshop, suggested actions, comparison). */
const SCENARIO_VIEWS: ProfileNeed[] = ['scenariosAccess', 'workshopAccess', 'suggestedAccess', 'plansAccess'];

/** Allowed deletes get a fresh row; denied ones aim at a real row (which must survive). */
const record = (kind: RecordKind) => (ctx: ProbeContext) => recordId(ctx.w, kind, ctx.target, ctx.allowed && ctx.method === 'DELETE');
const level = (ctx: ProbeContext): LevelName => ctx.level ?? 'global';

function recordCalls(path: string, kind: RecordKind): Record<string, Rule> {
  return {
    [`GET /api/client/${path}/{id}`]: plan('planData', { params: { id: record(kind) } }),
    [`DELETE /api/client/${path}/{id}`]: plan('write', { params: { id: record(kind) } }),
    [`POST /api/client/${path}`]: plan('write', { body: planBody }),
  };
}

/** Assumption lines, one rule per level. */
const assumption = (need: 'read' | 'write', more: Partial<Rule> = {}) => (lvl: LevelName) => atLevel(lvl, need, more);
const assumptionParam = (ctx: ProbeContext) => assumptionId(ctx.w, level(ctx), ctx.target, ctx.allowed && ctx.method === 'DELETE');
const assumptionBody = async (ctx: ProbeContext) => ({ assumptionId: await assumptionId(ctx.w, level(ctx), ctx.target), id: 1 });
const levelBody = (ctx: ProbeContext) => ({ level: levelNo(ctx), levelKey: levelKey(ctx) });
const templateParam = (ctx: ProbeContext) => reportTemplateId(ctx.w, level(ctx), ctx.target, ctx.allowed && ctx.method === 'DELETE');

/** The target plan's first history entry (a missing plan: an id that exists nowhere). */
async function firstEvent(ctx: ProbeContext) {
  if (ctx.target === 'missing') return 2_147_483_647;
  const [e] = await ctx.w.t.db.select({ id: planEvents.id }).from(planEvents).where(eq(planEvents.profileId, planId(ctx))).orderBy(asc(planEvents.id)).limit(1);
  return e?.id ?? 2_147_483_647;
}

export type Expectation = Rule | ((level: LevelName) => Rule);

export const EXPECTATIONS: Record<string, Expectation> = {
  // ---- registration and account
  'POST /api/client/registration': open(),
  'POST /api/client/registration/complete/{registrationId}': open(),
  'POST /api/client/registration/client/{advisor}': advisorCreate({ params: { advisor: advisorId }, body: planBody }),
  'POST /api/client/registration/client/complete/{registrationId}': open(),
  'GET /api/client/registration/validate/{id}': open({ params: { id: constant('no-such-link') } }),
  'GET /api/client/account': signedInUser(),
  'GET /api/setting/code/registration/jobrole': open(),
  'GET /api/setting/code/registration/marketingsource': open(),

  // ---- client access and invitations
  'POST /api/client/access/demo': open({ note: 'creates a demo visitor; rate-limited per address (429 counts as answered)' }),
  'DELETE /api/client/access/demo': noCaller({ note: 'only a demo visitor ends a demo session (tested in modules/demo)' }),
  'GET /api/client/access/advisor/create': advisorsOnly(),
  'GET /api/client/access/profile/{profileId}': planAsAdvisor('read'),
  'POST /api/client/access/profile': planAsAdvisor('write', { body: (ctx) => ({ ...planBody(ctx), flags: {} }) }),
  'DELETE /api/client/access/profile/{profileId}/{id}': planAsAdvisor('write', {
    params: { id: (ctx) => accessId(ctx.w, ctx.target, ctx.allowed) },
  }),
  'POST /api/client/access/advisor/{advisorId}/user/lookup': advisorCreate({ form: true, body: () => ({ username: 'nobody.here' }) }),
  'POST /api/client/access/profile/resend/{profileId}/{id}': planAsAdvisor('write', {
    params: { id: (ctx) => accessId(ctx.w, ctx.target, ctx.allowed) },
  }),
  'POST /api/gateway/client/invite/advisor/{advisorUserId}': advisorCreate({ body: planBody }),

  // ---- profile and calculation
  'GET /api/client/profile': signedInUser({ note: 'lists only the plans the caller may see (checked by the leak check)' }),
  'GET /api/client/profile/{id}': plan('read'),
  'DELETE /api/client/profile/{id}': planAsAdvisor('write', {
    params: { id: (ctx) => (ctx.allowed ? scratchPlan(ctx.w, ctx.target) : planId(ctx)) },
  }),
  'POST /api/client/profile': plan('write', { body: (ctx) => ({ id: planId(ctx) }) }),
  'POST /api/client/profile/expense': plan('write', { body: (ctx) => ({ id: planId(ctx) }) }),
  'POST /api/client/profile/{id}/onboarding/complete': plan('write'),
  'GET /api/client/profile/{id}/stage': plan('read'),
  'POST /api/client/profile/{id}/stage/{stage}': plan('write', { params: { stage: constant(2) } }),
  'POST /api/client/profile/{id}/goal/order': plan('write', { body: () => [] }),
  'POST /api/client/profile/{id}/scenario/order': plan('scenariosChange', { body: () => [] }),
  'POST /api/client/profile/{profileId}/action/{actionId}': plan('write', { params: { actionId: (ctx) => actionId(ctx.w, ctx.target) } }),
  'GET /api/gateway/calcs/profile/{id}/combined': plan('read'),
  'GET /api/gateway/calcs/{profileId}/details': plan('read'),
  'GET /api/gateway/calcs/profile/{profileId}/scenario/{id}/{isDefault}': plan(SCENARIO_VIEWS, {
    params: { id: (ctx) => scenarioId(ctx.w, ctx.target), isDefault: constant('false') },
  }),
  'POST /api/gateway/calcs/profile/{profileId}/scenario/{id}': plan(SCENARIO_VIEWS, {
    params: { id: (ctx) => scenarioId(ctx.w, ctx.target) }, body: () => [],
  }),
  'GET /api/gateway/profile/{id}': plan('read'),

  // ---- people, incomes, locations, participants
  'POST /api/client/clients': plan('write', { body: planRows }),
  'DELETE /api/client/clients/{id}': plan('write', { params: { id: (ctx) => personId(ctx.w, ctx.target, ctx.allowed) } }),
  'GET /api/client/incomes/all/inactive/{profileId}': plan('planData'),
  'POST /api/client/incomes': plan('write', { body: planRows }),
  'DELETE /api/client/incomes': plan('write', { body: async (ctx) => [{ id: await listRowId(ctx.w, 'incomes', ctx.target, ctx.allowed) }] }),
  'GET /api/client/locations/all/inactive/{profileId}': plan('planData'),
  'POST /api/client/locations': plan('write', { body: planRows }),
  'DELETE /api/client/locations': plan('write', { body: async (ctx) => [{ id: await listRowId(ctx.w, 'locations', ctx.target, ctx.allowed) }] }),
  'POST /api/client/participants': plan('write', { body: planRows }),
  'DELETE /api/client/participants': plan('write', { body: async (ctx) => [{ id: await listRowId(ctx.w, 'participants', ctx.target, ctx.allowed) }] }),

  // ---- plan records
  ...recordCalls('debt', 'debt'),
  ...recordCalls('election', 'election'),
  ...recordCalls('expense', 'expense'),
  ...recordCalls('goal', 'goal'),
  ...recordCalls('goal/education', 'education_goal'),
  ...recordCalls('goal/retirement', 'retirement_goal'),
  ...recordCalls('insurance', 'insurance'),
  ...recordCalls('investment', 'investment'),
  ...recordCalls('realasset', 'real_asset'),
  ...recordCalls('otherincome', 'other_income'),
  ...recordCalls('otherincome/socialsecurity', 'social_security'),
  'GET /api/client/event/{profileId}/{startDate}/{endDate}': plan('historyAccess', { params: { startDate: constant('2000-01-01'), endDate: constant('2100-01-01') } }),
  'POST /api/client/event/{profileId}/{eventType}/once': plan('write', { params: { eventType: constant('VIEW') }, note: 'adds to the plan history: writers (readers only WELCOME)' }),

  // ---- dashboards
  'GET /api/client/dashboard/user/{advisorUserId}/engagement': advisorLevel('read'),
  'GET /api/client/dashboard/user/{advisorUserId}/dashboard': advisorLevel('read'),
  'GET /api/client/dashboard/team/{id}/engagement': team(1, { params: { id: teamId } }),
  'GET /api/client/dashboard/team/{id}/dashboard': team(1, { params: { id: teamId } }),
  'GET /api/client/dashboard/group/team/{id}': team(1, { params: { id: teamId } }),

  // ---- code lists and lookups: any signed-in user
  'GET /api/setting/code/client/employmentstatus': signedInUser(),
  'GET /api/setting/code/client/gender': signedInUser(),
  'GET /api/setting/code/profile/maritalstatus': signedInUser(),
  'GET /api/setting/code/profile/filingstatus': signedInUser(),
  'GET /api/setting/code/global/trigger/{code}/{spouseFlag}': signedInUser({ params: { code: constant('CA') } }),
  'GET /api/setting/code/global/trigger/WIE/{spouseFlag}': signedInUser(),
  'GET /api/setting/code/global/trigger/WIM/{spouseFlag}': signedInUser(),
  'GET /api/setting/code/global/trigger/WIS/{spouseFlag}': signedInUser(),
  'GET /api/setting/code/global/owner/{code}/{spouseFlag}': signedInUser({ params: { code: constant('INV') } }),
  'GET /api/setting/code/global/assettype/{code}': signedInUser({ params: { code: constant('RE') } }),
  'GET /api/setting/code/global/jointtype/{code}': signedInUser({ params: { code: constant('BA') } }),
  'GET /api/setting/code/global/howoften': signedInUser(),
  'GET /api/setting/code/debt/loanterm/FIXD': signedInUser(),
  'GET /api/setting/code/expense/frequency': signedInUser(),
  'GET /api/setting/code/income/payfrequency': signedInUser(),
  'GET /api/setting/code/event/action': signedInUser(),
  'GET /api/setting/code/event/type': signedInUser(),
  'GET /api/setting/code/insurance/term/LFI': signedInUser(),
  'GET /api/setting/code/insurance/premiumfrequency/INS': signedInUser(),
  'GET /api/setting/code/location/country': signedInUser(),
  'GET /api/setting/code/location/state': signedInUser(),
  'GET /api/setting/code/participant/kids/{spouseFlag}': signedInUser(),
  'GET /api/setting/code/participant/others/{spouseFlag}': signedInUser(),
  'GET /api/setting/code/otherincome/employmenttype': signedInUser(),
  'GET /api/setting/code/action/type': signedInUser(),
  'GET /api/setting/lookup/college/cost': signedInUser(),
  'GET /api/setting/lookup/portfolio': signedInUser(),
  'GET /api/setting/lookup/socialsecurity/retirementage': signedInUser(),
  'GET /api/setting/lookup/action/target/INV': signedInUser(),
  'GET /api/setting/lookup/action/form/{type}': signedInUser({ params: { type: constant('C') } }),
  'GET /api/setting/lookup/classification/category': signedInUser(),
  'GET /api/setting/classification/lookup/profile/{profileId}/ticker/{ticker}': plan('read', { params: { ticker: constant('VTI') } }),
  'POST /api/setting/classification/category/mapping': siteAdminOnly(),
  'GET /api/setting/admin/site/classification': siteAdminOnly(),
  'GET /api/setting/admin/site/equity': siteAdminOnly(),

  // ---- assumptions, at each level
  'GET /api/setting/{level}/assumption': () => signedInUser({ note: 'lists the sets of the caller\'s own levels' }),
  'POST /api/setting/{level}/assumption': assumption('write', { body: levelBody }),
  'GET /api/setting/{level}/assumption/{levelKey}': assumption('read'),
  'GET /api/setting/{level}/assumption/assumptionId/{id}': assumption('read', { params: { id: assumptionParam } }),
  'GET /api/setting/{level}/assumption/assumptionId/{id}/recalculate': assumption('read', { params: { id: assumptionParam } }),
  'DELETE /api/setting/{level}/assumption/assumptionId/{id}': assumption('write', { params: { id: assumptionParam } }),
  'POST /api/setting/{level}/assumption/copy/{originalId}': assumption('write', {
    params: { originalId: (ctx) => assumptionId(ctx.w, 'global', 'demo') }, body: levelBody,
  }),
  'POST /api/setting/{level}/assumption/asset/class': assumption('write', { body: assumptionBody }),
  'DELETE /api/setting/{level}/assumption/asset/class': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/asset/class/group': assumption('write', { body: assumptionBody }),
  'DELETE /api/setting/{level}/assumption/asset/class/group': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/portfolio': assumption('write', { body: assumptionBody }),
  'DELETE /api/setting/{level}/assumption/portfolio': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/portfolio/group': assumption('write', { body: assumptionBody }),
  'DELETE /api/setting/{level}/assumption/portfolio/group': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/risk/mapping': assumption('write', { body: assumptionBody }),
  'DELETE /api/setting/{level}/assumption/risk/mapping': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/correlation': assumption('write', { body: assumptionBody }),
  'POST /api/setting/{level}/assumption/mapping': assumption('write', { body: levelBody }),
  'GET /api/setting/{level}/assumption/mapping': assumption('read', { query: (ctx) => ({ levelKey: levelKey(ctx) }) }),
  'DELETE /api/setting/{level}/assumption/mapping': assumption('write', {
    body: async (ctx) => ({ id: await assumptionMappingId(ctx.w, level(ctx), ctx.target, ctx.allowed) }),
  }),
  'GET /api/setting/{level}/assumption/mapping/available/{levelKey}': assumption('read'),
  'GET /api/setting/profile/assumption/asset/class/group/profile/{id}': plan('read'),
  'GET /api/setting/profile/assumption/portfolio/group/profile/{id}': plan('read'),
  'GET /api/setting/profile/assumption/risk/mapping/profile/{id}': plan('read'),

  // ---- report templates, at each level
  'GET /api/setting/{level}/report/{levelKey}': assumption('read'),
  'GET /api/setting/{level}/report/reportTemplateId/{id}': assumption('read', { params: { id: templateParam } }),
  'DELETE /api/setting/{level}/report/reportTemplateId/{id}': assumption('write', { params: { id: templateParam } }),
  'POST /api/setting/{level}/report': assumption('write', { body: levelBody }),

  // ---- settings, at each level ({key} is the level key)
  'GET /api/setting/{settingsLevel}/{key}': assumption('read', { params: { key: levelKey } }),
  'POST /api/setting/{settingsLevel}/{key}': assumption('write', { params: { key: levelKey }, body: () => ({}) }),
  'DELETE /api/setting/{settingsLevel}': assumption('write', { body: levelBody }),
  'GET /api/setting/user': signedInUser(),

  // ---- integrations, at each level
  'POST /api/integration/{intLevel}/contact': assumption('write', { body: levelBody }),
  'POST /api/integration/{intLevel}/contact/search': assumption('read', { body: levelBody }),
  'POST /api/integration/{intLevel}': assumption('write', { body: levelBody }),
  'GET /api/integration/{intLevel}/{levelKey}': assumption('read'),
  'POST /api/integration/link/{intLevel}': assumption('write', { body: levelBody }),
  'GET /api/integration/partner': signedInUser(),
  'GET /api/integration/link/user/profile/{profileId}': plan('read'),
  'GET /api/integration/account/investmentasset/staged/profile/{profileId}': plan('read'),
  'GET /api/integration/account/investmentasset/ignored/profile/{profileId}': plan('read'),
  'GET /api/integration/run/profile/{profileId}': plan('write'),
  'GET /api/integration/run/profile/{profileId}/force': plan('write'),
  'GET /api/integration/record/info/profile/{profileId}/type/{type}': plan('read', { params: { type: constant('INV') } }),
  'DELETE /api/integration/link/user/{id}': atLevel('user', 'write', {
    params: { id: (ctx) => userLinkId(ctx.w, ctx.target, ctx.allowed) }, note: 'a link of the advisor level: the level\'s writers',
  }),
  'GET /api/integration/record/{id}': plan('read', { params: { id: (ctx) => integrationRecordId(ctx.w, ctx.target) } }),
  'DELETE /api/integration/record/{id}': plan('write', { params: { id: (ctx) => integrationRecordId(ctx.w, ctx.target, ctx.allowed) } }),
  'POST /api/integration/record/ignore/{id}': plan('write', { params: { id: (ctx) => integrationRecordId(ctx.w, ctx.target, ctx.allowed) } }),
  'POST /api/integration/record/ignore/stop/{id}': plan('write', { params: { id: (ctx) => integrationRecordId(ctx.w, ctx.target, ctx.allowed) } }),
  'POST /api/integration/record/{recordId}/link/investmentasset/{assetId}': plan('write', {
    params: { recordId: (ctx) => integrationRecordId(ctx.w, ctx.target, ctx.allowed), assetId: (ctx) => investmentId(ctx.w, ctx.target) },
  }),

  // ---- payment (README "Team roles"): an advisor's own licence as the advisor level; team licences by the team
  'POST /api/client/payment/user/{payerId}': advisorLevel('write', { params: { payerId: advisorId } }),
  'DELETE /api/client/payment/user/{payerId}/cancel/{vendorId}': advisorLevel('write', {
    params: { payerId: advisorId, vendorId: (ctx) => openUserPayment(ctx.w, ctx.target) },
  }),
  'GET /api/client/payment/user/{id}/price': advisorLevel('read', { params: { id: advisorId } }),
  'POST /api/client/payment/team/{teamId}/adopt/advisor/{advisorUserId}': team(2, { params: { advisorUserId: spareUser }, note: 'spare advisors hold a licence or the team has none free: 409' }),
  'POST /api/client/payment/team/{teamId}/count/{licenseCount}/renew/{renew}': team(3, { params: { licenseCount: constant(1), renew: constant('false') } }),
  'DELETE /api/client/payment/team/payer/{payerId}/cancel/{vendorId}': team(3, {
    params: { payerId: (ctx) => teamPayer(ctx.w, ctx.target), vendorId: (ctx) => openTeamPayment(ctx.w, ctx.target) },
  }),
  'DELETE /api/client/payment/team/license/{id}': team(3, { params: { id: (ctx) => teamLicenceId(ctx.w, ctx.target, ctx.allowed) } }),

  // ---- team administration (README "Team roles": members see the team, level 1 its plans, 2 invite and move plans,
  // 3 (managers) change access, managers, members and licences)
  'GET /api/setting/access/team': signedInUser({ note: 'the caller\'s own team accesses' }),
  'GET /api/setting/access/team/{teamId}/level': team(0),
  'GET /api/setting/access/team/{teamId}/user/{userId}': team(0, { params: { userId: spareUser } }),
  'GET /api/setting/team/{teamId}/members': team(0),
  'GET /api/setting/team/license/{teamId}': team(0),
  'GET /api/setting/team/license/{teamId}/detail': team(0),
  'GET /api/setting/team/plans/{teamId}': team(1),
  'POST /api/setting/access/team/level': team(3, { body: (ctx) => ({ teamId: teamId(ctx) }), note: 'no userId: 400 once allowed' }),
  'POST /api/setting/access/team/user': team(3, { body: (ctx) => ({ teamId: teamId(ctx) }) }),
  'DELETE /api/setting/access/team/level': team(3, { body: (ctx) => ({ teamId: teamId(ctx) }) }),
  'DELETE /api/setting/access/team/user': team(3, { body: (ctx) => ({ teamId: teamId(ctx) }) }),
  'DELETE /api/setting/team/{teamId}/user/{userId}/advisor': team(3, { params: { userId: spareUser }, note: 'no ?plans=: 400 once allowed, nobody removed' }),
  'DELETE /api/setting/team/{teamId}/user/{userId}/staff': team(3, { params: { userId: spareUser }, note: 'the spare member is an advisor: 409' }),
  'POST /api/setting/access/team/{teamId}/user/lookup': team(2, { form: true, body: () => ({ username: 'nobody.here' }) }),
  'POST /api/setting/team/{teamId}/user/{userId}/move': team(2, { params: { userId: spareUser }, body: () => [] }),
  'POST /api/setting/team/start/{teamId}': {
    decide: (caller, target) => {
      if (caller === 'anonymous') return 'unauth';
      if (target === 'missing') return 'deny';
      if (caller === 'admin') return 'allow';
      return ROLE[caller] === 2 && TEAM_LEVEL[caller][target] !== undefined ? 'allow' : 'deny';
    },
    scoped: true,
    note: 'advisors of the team (and the site administrator); both teams have started: 409',
  },
  'POST /api/client/invitation/team/{levelKey}/advisor': team(2, { params: { levelKey: teamId } }),
  'POST /api/client/invitation/team/{levelKey}/staff': team(2, { params: { levelKey: teamId } }),
  'POST /api/client/invitation/team/{teamId}/user/{userId}/resend': team(2, { params: { userId: (ctx) => invitationId(ctx.w, ctx.target) } }),
  'POST /api/setting/team/invitation/{invitationId}/value/{value}': team(2, {
    params: { invitationId: (ctx) => invitationId(ctx.w, ctx.target), value: constant('false') },
    note: 'withdrawing (false) by the team; the invitee\'s own answer is tested in modules/teams',
  }),

  // ---- site administration (role id 1 only)
  'GET /api/client/admin/site/advisor/{id}': siteAdminOnly({ params: { id: advisorId } }),
  'GET /api/client/admin/site/advisors': siteAdminOnly(),
  'GET /api/client/admin/site/advisors/current': siteAdminOnly(),
  'GET /api/client/admin/site/advisors/paid/{from}/{to}': siteAdminOnly({ params: { from: constant('2020-01-01'), to: constant('2100-01-01') } }),
  'GET /api/client/admin/site/advisor/{id}/profiles': siteAdminOnly({ params: { id: advisorId } }),
  'GET /api/client/admin/site/statistics/{from}/{to}': siteAdminOnly({ params: { from: constant('2020-01-01'), to: constant('2100-01-01') } }),
  'GET /api/client/admin/site/teams': siteAdminOnly(),
  'POST /api/client/admin/site/advisor/{id}/{expirationDate}': siteAdminOnly({ params: { id: spareUser, expirationDate: constant('2100-01-01') } }),
  'POST /api/client/admin/site/advisor': siteAdminOnly(),
  'POST /api/client/admin/site/teams/license': siteAdminOnly(),
  'POST /api/client/admin/site/payer/{payerId}': siteAdminOnly({ params: { payerId: spareUser } }),
  'DELETE /api/client/admin/site/payer/{payerId}': siteAdminOnly({ params: { payerId: spareUser } }),
  'POST /api/client/admin/site/payer/{payerId}/{price}': siteAdminOnly({ params: { payerId: spareUser, price: constant(100) } }),

  // ---- scenarios and actions
  'GET /api/client/scenario/all/{profileId}': plan(SCENARIO_VIEWS),
  'POST /api/client/scenario/{sharingChanged}': plan('read', {
    params: { sharingChanged: constant('false') }, body: planBody,
    note: 'the guard checks read; what the save needs (scenarios or workshop change) depends on the body (modules/scenarios tests)',
  }),
  'DELETE /api/client/scenario/{id}': plan('scenariosChange', { params: { id: (ctx) => scenarioId(ctx.w, ctx.target, ctx.allowed) } }),
  'GET /api/client/action/all/{scenarioId}': plan(SCENARIO_VIEWS, { params: { scenarioId: (ctx) => scenarioId(ctx.w, ctx.target) } }),
  'POST /api/client/action/all/{scenarioId}': plan(SCENARIO_VIEWS, { params: { scenarioId: (ctx) => scenarioId(ctx.w, ctx.target) }, body: () => [] }),
  'GET /api/client/action/{id}': plan(SCENARIO_VIEWS, { params: { id: (ctx) => actionId(ctx.w, ctx.target) } }),
  'POST /api/client/action': plan(SCENARIO_VIEWS, { body: async (ctx) => ({ scenarioId: await scenarioId(ctx.w, ctx.target) }) }),

  // ---- tax assumptions, target methods, strategies
  'GET /api/client/tax/all/{profileId}': plan('planData'),
  'POST /api/client/tax': plan('write', { body: planBody }),
  'DELETE /api/client/tax/{id}': plan('write', { params: { id: record('tax') } }),
  ...recordCalls('targetmethod', 'target_method'),
  ...recordCalls('strategy', 'strategy'),
};

/**
 * Calls the portal makes beyond the spec's list (paths of our own, docs/auth-paths.md), walked the same way. Calls that
 * end sessions (logout) are left out: they would sign the matrix's callers out.
 */
export const EXTRA_ENDPOINTS: Record<string, Rule> = {
  // Stress tests (issue 34): the plan's read rule, as the combined result.
  'GET /api/gateway/calcs/profile/{profileId}/stress': plan('read'),
  // Client report and plan history (issue 17).
  'GET /api/client/report/profile/{profileId}/template/{templateId}': plan('reportAccess', { params: { templateId: constant('1') } }),
  'GET /api/client/history/{profileId}/success': plan('historyAccess'),
  'POST /api/client/history/{profileId}/restore/{eventId}': planAsAdvisor('write', { params: { eventId: firstEvent }, note: 'the plan\'s first entry (plan created) has nothing to restore: 409' }),
  'POST /api/auth/passkey/register/options': signedInUser(),
  'GET /api/auth/passkeys': signedInUser(),
  'POST /api/auth/passkey/login/options': open(),
  'GET /api/client/invitation/team/mine': signedInUser(),
  'GET /api/client/invitation/team/link/{token}': open({ params: { token: constant('no-such-invitation') } }),
  'POST /api/client/invitation/team/link/{token}/register': open({ params: { token: constant('no-such-invitation') }, note: 'a dead link: 400' }),
  'GET /api/client/admin/site/invoices': siteAdminOnly(),
  'POST /api/client/admin/site/invoice/{id}/paid': siteAdminOnly({ params: { id: (ctx) => openInvoiceId(ctx.w) } }),
  'POST /api/integration/upload/profile/{profileId}': plan('write', { body: () => ({}), note: 'statement upload (modules/integrations)' }),
  'GET /api/auth/recovery/question': signedInUser(),
  'PUT /api/auth/recovery/question': signedInUser({ body: () => ({ question: 'What was your childhood nickname?', answer: 'Matrix' }) }),
  // The effective set's asset classes (issue 20: a holding's class by its own name).
  'GET /api/setting/lookup/assetclass': signedInUser(),
  // The plan solver (issue 33): one lever keeps each allowed probe short.
  'POST /api/gateway/calcs/profile/{profileId}/optimize': plan('read', { body: () => ({ objective: 'maxProbability', levers: ['withdrawalOrder'] }) }),
  // Issue 30: renewal by card on Stripe Checkout (409 without Stripe keys, as in the matrix) and every purchase's invoice PDF.
  'POST /api/client/payment/user/{payerId}/checkout': advisorLevel('write', { params: { payerId: advisorId }, note: 'no Stripe keys here: 409 once allowed' }),
  // Issue 30: the firm's logo at each settings level (reads first: a removal by an allowed caller comes last).
  ...logoCalls(),
  'GET /api/client/payment/{id}/invoice': advisorLevel('read', { params: { id: (ctx) => userPaymentId(ctx.w, ctx.target) }, note: 'an advisor\'s own purchase; a team\'s is its managers\'' }),
};

/** The logo calls of one settings level each: served to the level's readers, stored and removed by its writers. */
function logoCalls(): Record<string, Rule> {
  const levels = ['team', 'user', 'profile'] as const;
  const key = (lvl: LevelName) => (ctx: ProbeContext) => levelKey({ ...ctx, level: lvl });
  const calls: Record<string, Rule> = {};
  for (const lvl of levels) calls[`GET /api/setting/${lvl}/{levelKey}/logo`] = atLevel(lvl, 'read', { params: { levelKey: key(lvl) } });
  // An empty body: an allowed caller gets 400 (nothing stored), a refused one 401/403/404.
  for (const lvl of levels) calls[`POST /api/setting/${lvl}/{levelKey}/logo`] = atLevel(lvl, 'write', { params: { levelKey: key(lvl) }, body: () => ({}) });
  for (const lvl of levels) calls[`DELETE /api/setting/${lvl}/{levelKey}/logo`] = atLevel(lvl, 'write', { params: { levelKey: key(lvl) } });
  return calls;
}
