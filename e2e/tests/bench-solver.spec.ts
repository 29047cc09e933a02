import { loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// Benchmark, not a check (figures printed, none asserted), one JSON line per run like the engine benchmark: the plan
// solver's default search (highest sustainable spending at the firm's threshold) on the demo plan in Chromium, the
// evaluations in the scenarios remote's web workers, as Suggested Actions runs it; the first run warms the workers
// up and is printed apart (first: true). ms is the solver's own wall clock (shown on the page), click_ms from the
// click to the first combination on screen; long_tasks_ms the longest task on the page's main thread meanwhile (the
// evaluations run in workers: the page should stay responsive), where 'worker' or 'page'; load the machine's
// 1-minute load average when the run started; main_task_ms and main_script_ms the main thread's busy time and script
// time over the run (Chromium's Performance.getMetrics).

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

test('benchmark: the plan solver in the browser (Chromium, web workers)', async ({ page }) => {
  test.setTimeout(1_800_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  await page.goto('/suggested-actions');
  const solver = page.getByRole('region', { name: 'Best combinations for this plan' });
  // The page's main-thread time (Chromium's own counters): what the search costs the page besides the workers.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const mainThread = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: get('TaskDuration'), script: get('ScriptDuration') };
  };
  for (let k = 0; k <= RUNS; k++) {
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks.push(e.duration); }).observe({ type: 'longtask' });
    });
    const load = loadavg()[0];
    const before = await mainThread();
    const started = Date.now();
    await solver.getByRole('button', { name: 'Find the best plan' }).click();
    await expect(solver.getByRole('article', { name: 'Combination 1' })).toBeVisible({ timeout: 600_000 });
    const clickMs = Date.now() - started;
    const after = await mainThread();
    const text = await solver.getByTestId('solver-baseline').innerText();
    const where = await solver.getByTestId('solver-baseline').getAttribute('data-where');
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const m = /Searched (\d+) combinations \(([\d,]+) trials\) in ([\d.]+) s/.exec(text);
    console.log(JSON.stringify({
      case: 'browser-optimize-demo', first: k === 0, ms: m ? Math.round(Number(m[3]) * 1000) : null, click_ms: clickMs,
      evaluations: m ? Number(m[1]) : null, trials: m ? Number(m[2].replace(/,/g, '')) : null, where,
      long_tasks_ms: Math.round(Math.max(0, ...longTasks)), long_tasks: longTasks.length,
      main_task_ms: Math.round((after.task - before.task) * 1000), main_script_ms: Math.round((after.script - before.script) * 1000),
      load: Math.round(load * 10) / 10,
    }));
  }
});
