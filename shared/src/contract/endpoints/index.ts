import { settings } from './settings';
import { events, people, profile } from './plan';
import { records, summaries } from './records';
import { calcs } from './calcs';
import { scenarios } from './scenarios';
import { clientAccess, demo, registration } from './registration';

/**
 * Every API call of the portal, by area (spec `api-endpoints.txt`). The server registers each route from its
 * object (`server/src/lib/route.ts`), the client calls it by the object (`call`, `useEndpoint`).
 */
export const endpoints = {
  settings,
  profile,
  people,
  records,
  summaries,
  events,
  calcs,
  scenarios,
  registration,
  clientAccess,
  demo,
};

export { settingsResponseSchema } from './settings';
export * from './plan';
export * from './records';
export * from './calcs';
export * from './scenarios';
export * from './registration';
