import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';
import type { CalcRequest, CalcResponse, ScenarioInputs, WorkerSetup } from '../../mfe-scenarios/src/workshop/calcProtocol';

// Benchmarks, not checks (figures printed, none asserted), one JSON line each like the engine benchmark:
// - how long a what-if takes to show in the workshop (1,000 full-fidelity trials of the demo plan split across the
//   scenarios remote's web workers), from the click on an action's checkbox to the frame that shows the answer,
//   with where the time went (first_ms: the first what-if after the page loaded, not counted in the median);
// - the engine alone in the browser's web workers: the production worker script the workshop runs, two workers
//   (one per core), 1,000 and 10,000 trials of the demo plan, request to joined answer.

const RUNS = 12;
const WARMUP = 2;

/* global document, performance, requestAnimationFrame, MutationObserver */
/**
 * In the page: milliseconds from `since` (performance.now() of the page; 0 is the navigation's start) until the
 * frame that shows the first figures of a base-versus-scenario page: the probability of success of the base plan
 * and of the scenario, both numbers. `click` (a selector) is clicked first, `since` is then the click. Also what the
 * figures waited for after `since` (counts, which a busy machine does not change): `api` reads of the server's API
 * started (a read the warm-up already made is taken from the client cache: none should be on the way) and `runs` of
 * the engine asked of the workers (0 when the figures were computed ahead, while the plan opened).
 */
type FirstFigures = { ms: number; api: number; runs: number };
function firstFigures(page: Page, click: string | null): Promise<FirstFigures> {
  return page.evaluate((selector) => new Promise<FirstFigures>((resolve) => {
    const shown = () => /\d%.*base plan \d/.test(document.querySelector('[data-testid="metric-probability"]')?.textContent ?? '');
    let since = 0;
    const finish = () => requestAnimationFrame(() => {
      const end = performance.now();
      const between = (e: PerformanceEntry) => e.startTime >= since && e.startTime <= end;
      resolve({
        ms: end - since,
        api: performance.getEntriesByType('resource').filter((e) => between(e) && new URL(e.name).pathname.startsWith('/api/')).length,
        runs: performance.getEntriesByName('workshop-calc-request').filter(between).length,
      });
    });
    if (!selector && shown()) return finish();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    if (selector) {
      since = performance.now();
      (document.querySelector(selector) as HTMLElement).click();
    }
  }), click);
}

/** The Profile of the plan just opened shows its results (the advisor has the plan in front of them). */
async function profileShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan results' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Calculating the plan…')).toHaveCount(0, { timeout: 60_000 });
}

test('benchmark: a what-if answer in the workshop (Chromium, web worker)', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  // The first figures: the plan just opened (its Profile shown), a click on Workshop in the plan navigation, to the
  // frame showing the base plan's and the scenario's probability of success.
  await profileShown(page);
  const firstFiguresAt = await firstFigures(page, 'nav a[href^="/workshop?"]');
  await expect(page).toHaveURL(/\/workshop\?/);
  await expect(page.getByTestId('server-confirmation')).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(page.getByTestId('calc-timing')).toContainText('in your browser');
  const checkbox = page.getByRole('list', { name: 'Actions' }).getByRole('group').first().getByRole('checkbox');

  const shown: number[] = [];
  let first = NaN;
  const engine: number[] = [];
  const parts = { request: [] as number[], answer: [] as number[], frame: [] as number[], charts: [] as number[] };
  for (let k = 0; k < WARMUP + RUNS; k++) {
    const handle = await checkbox.elementHandle();
    // In the page: click, then wait for the results region to be busy and then not (aria-busy), then for the next frame.
    // Also where the time went, from the page's user-timing marks: click to the request to the workers
    // (the page's render of the click), request to answer (workers and messages), answer to the frame shown.
    // The figures show first; the two charts are redrawn in a deferred render just after (charts_ms: click to
    // the frame after the charts show the new answer).
    const { ms, toRequest, toAnswer, toFrame, charts } = await page.evaluate(
      (input) =>
        new Promise<{ ms: number; toRequest: number; toAnswer: number; toFrame: number; charts: number }>((resolve) => {
          let seen = false;
          let shownAt = NaN;
          let chartsAt = NaN;
          const busy = () => document.querySelector('[data-testid="workshop-results"]')?.getAttribute('aria-busy') === 'true';
          const chartValue = () => document.querySelector('[data-testid="scenario-charts"]')?.getAttribute('data-final-net-worth');
          const before = chartValue();
          const done = () => {
            // Both shown (NaN: not yet seen; -1: seen, waiting for its frame).
            if (!(shownAt > 0 && chartsAt > 0)) return;
            observer.disconnect();
            const after = (name: string) => performance.getEntriesByName(name).filter((e) => e.startTime >= start).at(-1)?.startTime ?? NaN;
            const request = after('workshop-calc-request');
            const answer = after('workshop-calc-answer');
            resolve({ ms: shownAt - start, toRequest: request - start, toAnswer: answer - request, toFrame: shownAt - answer, charts: chartsAt - start });
          };
          const observer = new MutationObserver(() => {
            if (busy()) seen = true;
            else if (seen && Number.isNaN(shownAt)) {
              shownAt = -1;
              requestAnimationFrame(() => { shownAt = performance.now(); done(); });
            }
            if (seen && chartValue() !== before && Number.isNaN(chartsAt)) {
              chartsAt = -1;
              requestAnimationFrame(() => { chartsAt = performance.now(); done(); });
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-final-net-worth', 'aria-busy'] });
          const start = performance.now();
          (input as HTMLInputElement).click();
        }),
      handle,
    );
    const timing = await page.getByTestId('calc-timing').innerText();
    if (k === 0) first = ms;
    if (k >= WARMUP) {
      shown.push(ms);
      parts.request.push(toRequest);
      parts.answer.push(toAnswer);
      parts.frame.push(toFrame);
      parts.charts.push(charts);
      engine.push(Number(/Calculated in (\d+) ms/.exec(timing)?.[1] ?? NaN));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)];
  const round = (v: number) => Math.round(v * 10) / 10;
  console.log(JSON.stringify({
    name: 'workshop-what-if-1000', first_figures_ms: round(firstFiguresAt.ms), first_figures_api_reads: firstFiguresAt.api, first_figures_engine_runs: firstFiguresAt.runs, median_ms: round(median(shown)), p95_ms: round(p95(shown)), runs: RUNS,
    engine_median_ms: median(engine), trials: 1000, first_ms: round(first),
    click_to_request_ms: round(median(parts.request)), request_to_answer_ms: round(median(parts.answer)), answer_to_frame_ms: round(median(parts.frame)), charts_median_ms: round(median(parts.charts)),
    workers: await page.evaluate(() => Math.max(1, Math.min(4, Math.floor(navigator.hardwareConcurrency || 2)))), load: Math.round(loadavg()[0] * 10) / 10,
  }));
  expect(shown).toHaveLength(RUNS);
});

test('benchmark: first figures of the workshop and Suggested Actions (click on a plan just opened; direct load)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  await profileShown(page);
  const suggested = await firstFigures(page, 'nav a[href^="/suggested-actions?"]');
  const plan = new URL(page.url()).searchParams.get('plan');
  // A direct load (a link, a bookmark) in a new tab of the same browser: from the navigation's start.
  const tab = await page.context().newPage();
  await tab.goto(`/workshop?plan=${plan}`, { waitUntil: 'commit' });
  const direct = await firstFigures(tab, null);
  await tab.close();
  // Cold: a new browser (no cached code), signed in.
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  const coldPage = await cold.newPage();
  await coldPage.goto(`/workshop?plan=${plan}`, { waitUntil: 'commit' });
  const coldMs = await firstFigures(coldPage, null);
  await cold.close();
  const round = (v: number) => Math.round(v);
  console.log(JSON.stringify({
    name: 'first-figures', suggested_actions_click_ms: round(suggested.ms), suggested_actions_api_reads: suggested.api, suggested_actions_engine_runs: suggested.runs,
    workshop_direct_ms: round(direct.ms), workshop_direct_cold_ms: round(coldMs.ms), workshop_direct_engine_runs: direct.runs, load: Math.round(loadavg()[0] * 10) / 10,
  }));
  expect(direct.ms).toBeGreaterThan(0);
});

test('benchmark: the engine in two web workers (Chromium), 1,000 and 10,000 trials of the demo plan', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The demo plan's inputs as the workshop receives them, for a session of the demo advisor.
  const email = 'advisor@example.com';
  await request.post('/api/auth/code', { data: { email } });
  const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null }>;
  const code = mails.find((m) => m.to === email && m.code)?.code;
  const session = (await (await request.post('/api/auth/verify', { data: { email, code } })).json()) as { token: string };
  const inputsAnswer = await request.get('/api/gateway/calcs/profile/1/inputs', { headers: { authorization: `Bearer ${session.token}` } });
  expect(inputsAnswer.ok()).toBe(true);
  const inputs = (await inputsAnswer.json()) as ScenarioInputs;

  await page.goto('/healthz');
  for (const [trials, runs, warmup] of [[1000, 20, 8], [10000, 8, 2]] as const) {
    const times = await page.evaluate(async ({ inputs, trials, runs, warmup }) => {
      // The workshop's protocol (calcProtocol.ts): the second worker sends its block to the first over a port.
      const workers = [0, 1].map((k) => new Worker('/remotes/mfe-scenarios/scenario-calc.js', { name: `bench-${k}` }));
      const channel = new MessageChannel();
      workers[0].postMessage({ kind: 'peer', port: channel.port1 } satisfies WorkerSetup, [channel.port1]);
      workers[1].postMessage({ kind: 'joiner', port: channel.port2 } satisfies WorkerSetup, [channel.port2]);
      const mine = { ...inputs, trials, fingerprint: `${inputs.fingerprint}:${trials}` };
      for (const w of workers) w.postMessage({ kind: 'inputs', inputs: mine } satisfies CalcRequest);
      const half = Math.ceil(trials / 2);
      const once = (requestId: number) => new Promise<number>((resolve, reject) => {
        workers[0].onmessage = (e: MessageEvent<CalcResponse>) => {
          if (e.data.kind === 'result') resolve(performance.now() - start);
          else if (e.data.kind === 'error') reject(new Error(e.data.message));
        };
        const start = performance.now();
        workers[0].postMessage({ kind: 'run', requestId, fingerprint: mine.fingerprint, actions: [], count: half, blocks: 1 } satisfies CalcRequest);
        workers[1].postMessage({ kind: 'trials', requestId, fingerprint: mine.fingerprint, actions: [], first: half, count: trials - half } satisfies CalcRequest);
      });
      const out: number[] = [];
      for (let k = 0; k < warmup + runs; k++) {
        const ms = await once(k + 1);
        if (k >= warmup) out.push(ms);
      }
      for (const w of workers) w.terminate();
      return out;
    }, { inputs, trials, runs, warmup });
    const sorted = [...times].sort((a, b) => a - b);
    const round = (v: number) => Math.round(v * 10) / 10;
    console.log(JSON.stringify({
      name: `browser-mc-${trials}-full`, median_ms: round(sorted[Math.floor(runs / 2)]), p95_ms: round(sorted[Math.min(runs - 1, Math.ceil(0.95 * runs) - 1)]), runs, workers: 2,
    }));
    expect(times).toHaveLength(runs);
  }
});
