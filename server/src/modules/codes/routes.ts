import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import * as L from './lists';

/** GET /api/setting/code/... and the static /api/setting/lookup/... lists. Any signed-in user may read them. */
export default async function codeRoutes(app: FastifyInstance) {
  const { codes } = endpoints;
  const fixed: Array<[keyof typeof codes, L.CodeList]> = [
    ['employmentStatus', L.employmentStatus], ['gender', L.gender], ['maritalStatus', L.maritalStatus], ['filingStatus', L.filingStatus],
    ['howOften', L.howOften], ['loanTermFixed', L.loanTermsFixed], ['expenseFrequency', L.expenseFrequency], ['payFrequency', L.payFrequency],
    ['eventAction', L.eventActions], ['eventType', L.eventTypes], ['insuranceTerm', L.insuranceTerms], ['premiumFrequency', L.premiumFrequency],
    ['country', L.countries], ['state', L.states], ['otherIncomeType', L.otherIncomeTypes], ['actionType', L.actionTypes],
    ['collegeCost', L.collegeCosts], ['retirementAge', L.retirementAges],
  ];
  for (const [name, items] of fixed) route(app, codes[name], { access: 'user' }, async () => items);
  route(app, codes.jobRole, { access: 'public' }, async () => L.jobRoles);
  route(app, codes.marketingSource, { access: 'public' }, async () => L.marketingSources);

  route(app, codes.trigger, { access: 'user' }, async (req) => L.triggers(req.params.code.toUpperCase(), req.params.spouseFlag));
  route(app, codes.owner, { access: 'user' }, async (req) => L.owners(req.params.code.toUpperCase(), req.params.spouseFlag));
  route(app, codes.assetType, { access: 'user' }, async (req) => L.assetTypes[req.params.code.toUpperCase()] ?? []);
  route(app, codes.jointType, { access: 'user' }, async (req) => L.jointTypes[req.params.code.toUpperCase()] ?? L.jointTypes.DEFAULT);
  route(app, codes.participant, { access: 'user' }, async (req) => L.participantRelationships(req.params.kind, req.params.spouseFlag));
}
