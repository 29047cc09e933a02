/**
 * The reads a plan page opened by its address (`/income?plan=12`) waits for, started by the shell's entry script
 * (main.js) before React, Chakra and the shell's code have even loaded: the answers come while that code loads and
 * runs instead of after it. Nothing here imports anything: main.js runs it before any shared module is ready. The
 * page's own reads take these answers (earlyReads.ts hands them to the API client); a test checks the paths are
 * the ones those reads use.
 */

/** The paths read first on `pathname` for plan `profileId`: the plan itself, its settings, then what the page's first screen needs. */
export function firstReadPaths(pathname: string, profileId: number): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const plan = `/api/client/profile/${profileId}`;
  const combined = `/api/gateway/calcs/profile/${profileId}/combined`;
  const more: Record<string, string> = {
    '/profile': combined,
    '/onboarding/complete': combined,
    // The summary table above the form (plan-form/SummaryTable): the last read these pages wait for.
    '/income': `/api/client/incomes/summary/${profileId}`,
    '/other-incomes': `/api/client/otherincome/summary/${profileId}`,
    '/real-assets': `/api/client/realasset/summary/${profileId}`,
    '/tax-assumptions': `/api/client/tax/summary/${profileId}`,
  };
  // The plan's settings (modules, banner, chart colours): the layout and the results read them on every plan page.
  const settings = `/api/setting/profile/${profileId}`;
  return more[path] ? [plan, settings, more[path]] : [plan, settings];
}

type Started = Record<string, Promise<Response>>;
declare global {
  interface Window { __portalFirstReads?: Started }
}

/** The session's token as the session store keeps it (localStorage `portal.session`), or null. */
function storedToken(storage: Storage): string | null {
  try {
    const token = (JSON.parse(storage.getItem('portal.session') ?? 'null') as { state?: { token?: unknown } } | null)?.state?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/**
 * main.js: when signed in and the address names a plan, starts the first reads of the page (GET, with the session's
 * token, as the API client sends them) and keeps the answers for `takeFirstRead`.
 */
export function startFirstReads(win: Window): void {
  const token = storedToken(win.localStorage);
  const plan = new URLSearchParams(win.location.search).get('plan');
  if (!token || !plan || !/^[1-9]\d{0,9}$/.test(plan)) return;
  const started: Started = {};
  for (const path of firstReadPaths(win.location.pathname, Number(plan))) {
    const answer = win.fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    answer.catch(() => undefined);
    started[path] = answer;
  }
  win.__portalFirstReads = started;
}

/** The answer main.js started for `path`, if any (taken once). */
export function takeFirstRead(path: string): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__portalFirstReads;
  const answer = started?.[path];
  if (answer) delete started[path];
  return answer;
}
