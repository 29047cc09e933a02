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
  const scenarioReads = [`/api/client/scenario/all/${profileId}`, `/api/gateway/calcs/profile/${profileId}/inputs`];
  const more: Record<string, string[]> = {
    '/profile': [combined],
    '/onboarding/complete': [combined],
    // The summary table above the form (plan-form/SummaryTable): the last read these pages wait for.
    '/income': [`/api/client/incomes/summary/${profileId}`],
    '/other-incomes': [`/api/client/otherincome/summary/${profileId}`],
    '/real-assets': [`/api/client/realasset/summary/${profileId}`],
    '/tax-assumptions': [`/api/client/tax/summary/${profileId}`],
    // The plan's scenarios and the engine's inputs; the workshop also shows the base plan's stored figures first
    // (then its scenario's stored results and actions: scenarioReadPaths, once the list names the scenario).
    '/workshop': [...scenarioReads, combined],
    '/suggested-actions': scenarioReads,
  };
  // The plan's settings (modules, banner, chart colours): the layout and the results read them on every plan page.
  const settings = `/api/setting/profile/${profileId}`;
  return [plan, settings, ...(more[path] ?? [])];
}

/** A scenario in the plan's list (`GET /api/client/scenario/all/{profileId}`), as far as the first reads look at it. */
interface ListedScenario { id?: unknown; type?: unknown; active?: unknown }

/**
 * The workshop's reads that need its scenario (the one the address names with `scenario=`, else the plan's first
 * active workshop scenario, as the page picks it): its saved actions and its stored results. None when there is none.
 */
export function scenarioReadPaths(profileId: number, list: unknown, wanted: number | null): string[] {
  if (!Array.isArray(list)) return [];
  const active = (list as ListedScenario[]).filter((s) => s && s.active === true && typeof s.id === 'number');
  const scenario = active.find((s) => s.id === wanted) ?? active.find((s) => s.type === 'WS');
  if (!scenario) return [];
  return [`/api/client/action/all/${scenario.id}`, `/api/gateway/calcs/profile/${profileId}/scenario/${scenario.id}/true`];
}

/** Answers handed over no later than this after main.js asked (later, they may be out of date). */
const FIRST_READS_FOR_MS = 10_000;

type Started = Record<string, Promise<Response>>;
declare global {
  interface Window { __portalFirstReads?: Started; __portalFirstReadsAt?: number }
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

const ID = /^[1-9]\d{0,9}$/;

/**
 * main.js: when signed in and the address names a plan, starts the first reads of the page (GET, with the session's
 * token, as the API client sends them) and keeps the answers for `takeFirstRead`. On the workshop, the scenario list's
 * answer then names the scenario whose actions and stored results are read next.
 */
export function startFirstReads(win: Window): void {
  const token = storedToken(win.localStorage);
  const search = new URLSearchParams(win.location.search);
  const plan = search.get('plan');
  if (!token || !plan || !ID.test(plan)) return;
  const started: Started = {};
  const read = (path: string) => {
    const answer = win.fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    answer.catch(() => undefined);
    started[path] = answer;
    return answer;
  };
  const profileId = Number(plan);
  for (const path of firstReadPaths(win.location.pathname, profileId)) read(path);
  win.__portalFirstReads = started;
  win.__portalFirstReadsAt = Date.now();
  if ((win.location.pathname.replace(/\/+$/, '') || '/') !== '/workshop') return;
  const scenario = search.get('scenario');
  const wanted = scenario && ID.test(scenario) ? Number(scenario) : null;
  // A copy of the body is read here (before the page's read takes the answer, which keeps its own body).
  started[`/api/client/scenario/all/${profileId}`]
    .then((r) => (r.ok ? r.clone().json() : null))
    .then((list: unknown) => { for (const path of scenarioReadPaths(profileId, list, wanted)) read(path); })
    .catch(() => undefined);
}

/** This page was opened by its address a moment ago (main.js started its first reads less than ten seconds ago). */
function firstReadsRecent(): boolean {
  return typeof window !== 'undefined' && window.__portalFirstReadsAt != null && Date.now() - window.__portalFirstReadsAt <= FIRST_READS_FOR_MS;
}

/** main.js started a read of `path` a moment ago that nobody has taken yet. */
export function hasFirstRead(path: string): boolean {
  return typeof window !== 'undefined' && !!window.__portalFirstReads?.[path] && firstReadsRecent();
}

/** The answer main.js started for `path`, if any and recent (taken once). */
export function takeFirstRead(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__portalFirstReads;
  const answer = started?.[path];
  if (!answer) return undefined;
  delete started![path];
  return firstReadsRecent() ? answer : undefined;
}
