// Test helpers for the front ends' component tests (`@portal/shared/testing`; test files only, by lint).
import type { Account } from '../src/contract/account';

/** One request the stand-in server got. */
export interface ServedRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

/** What the stand-in server answers a path with: a JSON value, or a function of the request's body giving one. */
export type ApiAnswer = ((body: unknown) => unknown) | object | string | number | boolean | null;

/**
 * Stands in for the server as a screen meets it: `fetch` answers by `'METHOD /path'` or by `'/path'` (any method),
 * JSON; an answer that is a function is called with the request's body (parsed JSON, else the text); anything else gets a 404. Returns every
 * request it got, in order (the array fills as the screen calls).
 */
export function serveApi(answers: Record<string, ApiAnswer> = {}): ServedRequest[] {
  const requests: ServedRequest[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url).split('?')[0];
    const body = typeof init?.body === 'string' ? parsed(init.body) : undefined;
    requests.push({ method, path, body });
    const key = [`${method} ${path}`, path].find((k) => k in answers);
    const answer = key === undefined ? undefined : answers[key];
    const value = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body) : answer;
    return {
      status: key ? 200 : 404, ok: !!key, headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(key ? value : { code: 'ROUTE_NOT_FOUND' }),
    } as unknown as Response;
  }) as typeof fetch;
  return requests;
}

/** A request body as JSON, or as the text it is when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The demo advisor's account (role 2, no team), signed in by the component tests. */
export const testAdvisor: Account = {
  user: { id: 7, firstName: 'Avery', lastName: 'Stone', username: 'avery', email: 'advisor@example.com', roleId: 2 },
  expirationDate: null, expired: false, roleDescription: 'Advisor', teamAccess: [],
  advisorCreate: [{ advisorId: 7, advisorName: 'Avery Stone' }], clientProfileId: null,
};
