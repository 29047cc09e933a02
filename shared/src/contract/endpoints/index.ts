import { settings } from './settings';
import { auth } from './auth';
import { codes } from './codes';
import { assumptions } from './assumptions';
import { reports } from './reports';
import { classification } from './classification';
import { history } from './history';
import { teams } from './teams';
import { payments } from './payments';
import { integrations } from './integrations';
import { siteAdmin } from './siteAdmin';
import { dashboards } from './dashboards';
import { events, people, profile } from './plan';
import { records, summaries } from './records';
import { calcs } from './calcs';
import { scenarios } from './scenarios';
import { stress } from './stress';
import { optimize } from './optimize';
import { clientAccess, demo, registration } from './registration';

/**
 * Every API call of the portal, by area (spec `api-endpoints.txt`). The server registers each route from its
 * object (`server/src/lib/route.ts`), the client calls it by the object (`call`, `useEndpoint`).
 */
export const endpoints = {
  settings,
  auth,
  codes,
  assumptions,
  reports,
  classification,
  history,
  teams,
  payments,
  integrations,
  siteAdmin,
  dashboards,
  profile,
  people,
  records,
  summaries,
  events,
  calcs,
  stress,
  scenarios,
  optimize,
  registration,
  clientAccess,
  demo,
};

export { settingsResponseSchema } from './settings';
export { RECOVERY_QUESTIONS, outboxMailSchema, passkeySchema, recoverySettingSchema, type OutboxMail, type Passkey } from './auth';
export {
  advisorLicenceSchema, invoiceSchema, paymentSchema, priceSchema, type AdvisorLicence, type Invoice, type Payment,
} from './payments';
export {
  teamInvitationSchema, teamLicenceSchema, teamLicenceSummarySchema, teamMemberSchema, teamPlanSchema,
  type TeamInvitation, type TeamLicence, type TeamLicenceSummary, type TeamMember, type TeamPlan,
} from './teams';

export * from './plan';
export * from './records';
export * from './calcs';
export * from './stress';
export * from './scenarios';
export * from './optimize';
export * from './registration';
