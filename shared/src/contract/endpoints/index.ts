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
