import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import codeRoutes from './codes/routes';
import assumptionRoutes from './assumptions/routes';
import settingRoutes from './settings/routes';
import reportRoutes from './reports/routes';
import classificationRoutes from './classification/routes';
import planRoutes from './plan/routes';
import registrationRoutes from './registration/routes';
import clientAccessRoutes from './clientaccess/routes';
import demoRoutes from './demo/routes';
import passkeyRoutes from './passkeys/routes';
import scenarioRoutes from './scenarios/routes';
import calcRoutes from './calcs/routes';
import stressRoutes from './stress/routes';
import optimizeRoutes from './optimize/routes';
import teamRoutes from './teams/routes';
import invitationRoutes from './teams/invitationRoutes';
import paymentRoutes from './payments/routes';
import integrationRoutes from './integrations/routes';
import historyRoutes from './history/routes';
import clientReportRoutes from './clientreport/routes';
import siteAdminRoutes from './siteadmin/routes';
import dashboardRoutes from './dashboards/routes';
import figuresPlugin from './figures/plugin';

/**
 * Every API area is one plugin. Add a new area by importing its plugin here (one line each).
 */
export const apiModules: FastifyPluginAsync[] = [
  // First: its client-view hook (not encapsulated) must reach the routes of every area registered after it.
  figuresPlugin,
  authRoutes,
  accountRoutes,
  codeRoutes,
  assumptionRoutes,
  settingRoutes,
  reportRoutes,
  classificationRoutes,
  planRoutes,
  registrationRoutes,
  clientAccessRoutes,
  demoRoutes,
  passkeyRoutes,
  scenarioRoutes,
  calcRoutes,
  stressRoutes,
  optimizeRoutes,
  teamRoutes,
  invitationRoutes,
  paymentRoutes,
  integrationRoutes,
  historyRoutes,
  clientReportRoutes,
  siteAdminRoutes,
  dashboardRoutes,
];
