import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  adminAdvisorDetailSchema, adminAdvisorSchema, adminExpirationParams, adminIdParams, adminPlanSchema, adminRangeParams, adminTeamSchema,
  createAdvisorBody, payerParams, payerPriceBody, payerPriceParams, payerPriceSchema, siteStatisticsSchema, teamLicenceBody,
} from '../siteAdmin';

const tag = 'Site administration';
const access = 'Site administrators only (role id 1); everyone else is refused.';

/** Site administration (spec document 2 section 7). */
export const siteAdmin = {
  advisors: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/advisors', response: z.array(adminAdvisorSchema), tag, access,
    summary: 'Every advisor with licence, teams, plan count, last sign-in and price override',
  }),
  currentAdvisors: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/advisors/current', response: z.array(adminAdvisorSchema), tag, access,
    summary: 'Advisors whose licence has not ended',
  }),
  paidAdvisors: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/advisors/paid/{from}/{to}', params: adminRangeParams, response: z.array(adminAdvisorSchema), tag, access,
    summary: 'Advisors with a paid purchase between two days (both included), with the amount paid',
  }),
  advisor: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/advisor/{id}', params: adminIdParams, response: adminAdvisorDetailSchema, tag, access,
    summary: 'One advisor with their licences and purchases',
  }),
  advisorPlans: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/advisor/{id}/profiles', params: adminIdParams, response: z.array(adminPlanSchema), tag, access,
    summary: "An advisor's plans with their stored figures",
  }),
  setExpiration: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/advisor/{id}/{expirationDate}', params: adminExpirationParams, response: adminAdvisorDetailSchema, tag, access,
    summary: "Sets the end of an advisor's own licence (to the end of that day); their expiry follows their latest licence",
  }),
  createAdvisor: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/advisor', body: createAdvisorBody, response: adminAdvisorDetailSchema, tag, access,
    summary: 'Creates an advisor account with their own licence (a year unless a date is given); 409 when the e-mail is taken',
  }),
  teams: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/teams', response: z.array(adminTeamSchema), tag, access,
    summary: 'Every team with licences, members, advisors, plans and managers',
  }),
  teamLicence: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/teams/license', body: teamLicenceBody, response: adminTeamSchema, tag, access,
    summary: "Sets a team's licence count and end; assigned licences are never removed (409)",
  }),
  payerPrice: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/payer/{payerId}', params: payerParams, body: payerPriceBody, response: payerPriceSchema, tag, access,
    summary: "A payer's price per licence; with { price } (cents) in the body, sets the override first",
  }),
  removePayerPrice: defineEndpoint({
    method: 'DELETE', path: '/api/client/admin/site/payer/{payerId}', params: payerParams, response: payerPriceSchema.extend({ removed: z.boolean() }), tag, access,
    summary: "Removes a payer's price override: the list price applies again",
  }),
  setPayerPrice: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/payer/{payerId}/{price}', params: payerPriceParams, response: payerPriceSchema, tag, access,
    summary: "Sets a payer's price override (cents per licence)",
  }),
  statistics: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/statistics/{from}/{to}', params: adminRangeParams, response: siteStatisticsSchema, tag, access,
    summary: 'Sign-ups, active advisors, plans created and updated, sign-ins, licences sold and revenue between two days, with a series',
  }),
};
