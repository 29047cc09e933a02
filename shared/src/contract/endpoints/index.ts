import { settings } from './settings';
import { siteAdmin } from './siteAdmin';
import { dashboards } from './dashboards';

/**
 * Every API call of the portal, by area (spec `api-endpoints.txt`). The server registers each route from its
 * object (`server/src/lib/route.ts`), the client calls it by the object (`call`, `useEndpoint`).
 */
export const endpoints = {
  settings,
  siteAdmin,
  dashboards,
};

export { settingsResponseSchema } from './settings';
