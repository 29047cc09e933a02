import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/errors';
import * as L from './lists';

const flag = z.enum(['true', 'false'], { error: 'is not a valid value' }).transform((v) => v === 'true');
const codeParams = z.object({ code: z.string().min(1).max(10), spouseFlag: flag });

/** GET /api/setting/code/... and the static /api/setting/lookup/... lists. Any signed-in user may read them. */
export default async function codeRoutes(app: FastifyInstance) {
  const list = (url: string, items: () => unknown) => app.get(url, { config: { access: 'user' } }, async () => items());

  list('/api/setting/code/client/employmentstatus', () => L.employmentStatus);
  list('/api/setting/code/client/gender', () => L.gender);
  list('/api/setting/code/profile/maritalstatus', () => L.maritalStatus);
  list('/api/setting/code/profile/filingstatus', () => L.filingStatus);
  app.get('/api/setting/code/global/trigger/:code/:spouseFlag', { config: { access: 'user' } }, async (req) => {
    const p = parse(codeParams, req.params);
    return L.triggers(p.code.toUpperCase(), p.spouseFlag);
  });
  app.get('/api/setting/code/global/owner/:code/:spouseFlag', { config: { access: 'user' } }, async (req) => {
    const p = parse(codeParams, req.params);
    return L.owners(p.code.toUpperCase(), p.spouseFlag);
  });
  app.get('/api/setting/code/global/assettype/:code', { config: { access: 'user' } }, async (req) => {
    const { code } = parse(z.object({ code: z.string().min(1).max(10) }), req.params);
    return L.assetTypes[code.toUpperCase()] ?? [];
  });
  app.get('/api/setting/code/global/jointtype/:code', { config: { access: 'user' } }, async (req) => {
    const { code } = parse(z.object({ code: z.string().min(1).max(10) }), req.params);
    return L.jointTypes[code.toUpperCase()] ?? L.jointTypes.DEFAULT;
  });
  list('/api/setting/code/global/howoften', () => L.howOften);
  list('/api/setting/code/debt/loanterm/FIXD', () => L.loanTermsFixed);
  list('/api/setting/code/expense/frequency', () => L.expenseFrequency);
  list('/api/setting/code/income/payfrequency', () => L.payFrequency);
  list('/api/setting/code/event/action', () => L.eventActions);
  list('/api/setting/code/event/type', () => L.eventTypes);
  list('/api/setting/code/insurance/term/LFI', () => L.insuranceTerms);
  list('/api/setting/code/insurance/premiumfrequency/INS', () => L.premiumFrequency);
  list('/api/setting/code/location/country', () => L.countries);
  list('/api/setting/code/location/state', () => L.states);
  app.get('/api/setting/code/participant/:kind/:spouseFlag', { config: { access: 'user' } }, async (req) => {
    const p = parse(z.object({ kind: z.enum(['kids', 'others']), spouseFlag: flag }), req.params);
    return L.participantRelationships(p.kind, p.spouseFlag);
  });
  list('/api/setting/code/otherincome/employmenttype', () => L.otherIncomeTypes);
  list('/api/setting/code/action/type', () => L.actionTypes);
  app.get('/api/setting/code/registration/jobrole', { config: { access: 'public' } }, async () => L.jobRoles);
  app.get('/api/setting/code/registration/marketingsource', { config: { access: 'public' } }, async () => L.marketingSources);
  list('/api/setting/lookup/college/cost', () => L.collegeCosts);
  list('/api/setting/lookup/socialsecurity/retirementage', () => L.retirementAges);
}
