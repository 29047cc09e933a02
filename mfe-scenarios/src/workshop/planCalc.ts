import { mutate } from 'swr';
import { call, endpoints, peekEarly, urlOf, usePlan, type SavedAction, type ScenarioInputs, type ScenarioItem } from '@portal/shared';
import { stripDraft } from '../plan-scenarios/api';
import { planSolverWorkers } from '../suggested-actions/solverClient';
import { ScenarioCalcClient } from './calcClient';
import type { RunnableAction } from './calcProtocol';

/**
 * The open plan's calculation workers, one set for the workshop and Suggested Actions: started and warmed as soon
 * as the plan opens (warmPlanCalc, which the shell calls then), so the first figures of either page come from
 * workers whose engine is loaded and compiled, with the base plan and the pages' first what-ifs already computed.
 * Stopped when no plan is open any more.
 */
let client: ScenarioCalcClient | null = null;

export function planCalcClient(): ScenarioCalcClient {
  client ??= new ScenarioCalcClient();
  return client;
}

/**
 * The plan the warm-up opened, and its inputs once read (null when they could not be); `release` lets its runs start
 * (the first of the callers' `runsFrom` to resolve: the shell asks again, with a new one, when what it knows changes).
 */
let opened: { profileId: number; inputs: Promise<ScenarioInputs | null>; release: () => void } | null = null;

usePlan.subscribe((state, before) => {
  if (state.profileId === before.profileId) return;
  opened = null;
  if (state.profileId == null) client?.dispose();
});

/** What the shell asks of the warm-up: which pages the user may open on this plan. */
export interface WarmUpPages {
  workshop?: boolean;
  suggestedActions?: boolean;
  /** The plan solver on Suggested Actions (the user may change the plan's scenarios). */
  solver?: boolean;
  /**
   * When the engine's runs may start (the page the plan opened on has drawn what it read; at once when not given).
   * The workers start and the plan's data is read at once regardless: only the runs, which keep the cores busy, wait.
   */
  runsFrom?: Promise<void>;
}

/**
 * A read of the pages' own (the same URL, so the same client cache entry): shares a read the address already started
 * (earlyReads, firstReads; also when the page took it a moment ago), and puts the answer into the cache, so the page shows it on
 * its first render instead of asking.
 */
async function readIntoCache<T>(url: string, read: () => Promise<T>): Promise<T> {
  const answer = await (peekEarly<T>(url) ?? read());
  await mutate(url, answer, { revalidate: false });
  return answer;
}

/** The actions a page runs first for a scenario, as its action board derives them from the saved list. */
function boardActions(saved: SavedAction[], scenario: ScenarioItem, keep: (a: SavedAction) => boolean): RunnableAction[] {
  const collapsed = new Set(scenario.collapsedActions);
  return saved
    .filter((a) => a.active !== false && keep(a))
    .map((a) => stripDraft({ ...a, expanded: !collapsed.has(a.id) && a.expanded !== false }));
}

/**
 * Opens the plan `profileId` in the workers ahead of the pages that need them: starts the workers at once (they load
 * and compile the engine while the plan's data is read), reads the plan's engine inputs and scenarios into the
 * client cache (the keys the pages read), and from `pages.runsFrom` computes the base plan and then the first
 * what-if each page shows (the
 * workshop scenario's selection; the suggested actions not yet adopted), and last (`solver`) starts and warms the
 * plan solver's workers.
 * Failures are silent here: the pages read and report them themselves.
 */
export default async function warmPlanCalc(profileId: number, pages: WarmUpPages = { workshop: true, suggestedActions: true }): Promise<void> {
  // Once per opening of the plan (the shell asks again when it learns the user's rights on it: then only the solver).
  if (opened?.profileId !== profileId) {
    let release = () => {};
    const runsFrom = new Promise<void>((resolve) => { release = resolve; });
    opened = { profileId, inputs: openPlan(profileId, { ...pages, runsFrom }), release };
  }
  const { release } = opened;
  if (pages.runsFrom) void pages.runsFrom.then(release);
  else release();
  const inputs = await opened.inputs;
  if (inputs && pages.solver && usePlan.getState().profileId === profileId) planSolverWorkers().warm(inputs);
}

async function openPlan(profileId: number, pages: WarmUpPages): Promise<ScenarioInputs | null> {
  const still = () => usePlan.getState().profileId === profileId;
  const calc = planCalcClient();
  try {
    calc.prestart();
    const inputsUrl = urlOf(endpoints.scenarios.inputs, { params: { profileId } });
    const listUrl = urlOf(endpoints.scenarios.list, { params: { profileId } });
    const [inputs, list] = await Promise.all([
      readIntoCache<ScenarioInputs>(inputsUrl, () => call(endpoints.scenarios.inputs, { params: { profileId } }, { ignoreErrors: true })),
      readIntoCache<ScenarioItem[]>(listUrl, () => call(endpoints.scenarios.list, { params: { profileId } }, { ignoreErrors: true })),
    ]);
    if (!still()) return null;
    // The scenario each page opens on (the first active one of its type) and its saved actions.
    const first = (type: string) => list.find((s) => s.type === type && s.active) ?? null;
    const shown = [pages.workshop ? first('WS') : null, pages.suggestedActions ? first('SA') : null];
    const saved = await Promise.all(shown.map((s) => (s ? readIntoCache<SavedAction[]>(
      urlOf(endpoints.scenarios.actions, { params: { scenarioId: s.id } }),
      () => call(endpoints.scenarios.actions, { params: { scenarioId: s.id } }, { ignoreErrors: true }),
    ) : null)));
    await pages.runsFrom;
    if (!still()) return null;
    // User timing (devtools, and the benchmarks' reading of where the time went): the warm-up's runs start.
    performance.mark('plan-calc-runs');
    calc.setInputs(inputs);
    const base = calc.run([]);
    await base;
    if (!still()) return inputs;
    const [workshop, suggested] = shown;
    if (workshop && saved[0]) {
      const selected = new Set(workshop.selectedActions.map((a) => a.id));
      await calc.prepare(boardActions(saved[0], workshop, (a) => selected.has(a.id)));
    }
    if (suggested && saved[1]) {
      const adopted = new Set(inputs.profile.adoptedActions ?? []);
      await calc.prepare(boardActions(saved[1], suggested, (a) => !adopted.has(a.id)));
    }
    return inputs;
  } catch {
    // The page's own read says what went wrong.
    return null;
  }
}
