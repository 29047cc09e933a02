/**
 * Benchmark of the plan solver on the demo plan (issue 33): POST /api/gateway/calcs/profile/{id}/optimize through
 * the real route (a PGlite database seeded with the demo, the evaluations on the server's worker threads), each
 * objective BENCH_RUNS times after one untimed warm-up search. One JSON line per run:
 * { "case": "server-optimize-demo", objective, ms, cpu_ms (the process's CPU time, all threads), evaluations,
 *   simulations, trials (trials simulated in all), load (1-minute load average when it started) }.
 *
 * Environment: BENCH_RUNS (default 3), BENCH_OBJECTIVES (comma-separated, default all four).
 */
import { loadavg } from 'node:os';
import { createTestApp } from '../src/test/harness';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const objectives = (process.env.BENCH_OBJECTIVES ?? 'sustainableSpending,maxProbability,maxEstate,minTax').split(',');
const DEMO = 1;

const t = await createTestApp();
try {
  const token = await t.login('advisor@example.com');
  const search = async (objective: string) => {
    const load = loadavg()[0];
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await t.call('POST', `/api/gateway/calcs/profile/${DEMO}/optimize`, { token, body: { objective } });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    const body = res.json();
    return {
      case: 'server-optimize-demo', objective, ms: Math.round(ms), cpu_ms: Math.round((used.user + used.system) / 1000),
      evaluations: body.evaluations, simulations: body.simulations, trials: body.trialsRun, candidates: body.candidates.length,
      load: Math.round(load * 10) / 10,
    };
  };
  await search('maxProbability');
  for (const objective of objectives) {
    for (let k = 0; k < runs; k++) console.log(JSON.stringify(await search(objective)));
  }
} finally {
  await t.close();
}
