/**
 * Engine benchmark: prints one JSON line per case, { name, median_ms, p95_ms, runs, cpu_median_ms } (pool cases
 * add `threads`). cpu_median_ms is the process's CPU time per run (all threads): on a shared machine the wall
 * clock also counts waiting for a CPU, the CPU time does not.
 * Cases: the deterministic projection of the demo plan; Monte Carlo at full fidelity with 1,000 and 10,000
 * trials on the calling thread (mc-1000, mc-10000) and split across worker threads (mc-1000-full, mc-10000-full).
 * When valgrind is installed, mc-1000 adds `instructions_per_path_year`: the engine's instructions per trial-year
 * counted by callgrind (`bench/instructions.ts`; a few minutes more, run before the timings; set
 * CALC_BENCH_INSTRUCTIONS=0 to skip it).
 */
import { performance } from 'node:perf_hooks';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../src/fixtures/demoPlan';
import { TrialPool } from '../src/parallel/nodeTrials';
import { projectPlan } from '../src/projection/projectPlan';
import { simulate } from '../src/simulation/simulate';
import { instructionsPerPathYear } from './instructions';

async function measure(name: string, runs: number, warmup: number, fn: () => unknown, extra: Record<string, unknown> = {}): Promise<void> {
  for (let k = 0; k < warmup; k++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < runs; k++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
    const d = process.cpuUsage(used);
    cpu.push((d.user + d.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const at = (p: number): number => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  console.log(JSON.stringify({ name, median_ms: round(at(50)), p95_ms: round(at(95)), runs, cpu_median_ms: round(cpu[Math.floor(runs / 2)]), ...extra }));
}

const only = process.argv.slice(2);
const run = (name: string): boolean => only.length === 0 || only.includes(name);
const options = (trials: number) => ({ trials, seed: 1, startYear: DEMO_START_YEAR });

if (run('project-demo')) await measure('project-demo', 500, 500, () => projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR }));
if (run('mc-1000')) {
  const counted = process.env.CALC_BENCH_INSTRUCTIONS === '0' ? null : await instructionsPerPathYear();
  const extra = counted ? { instructions_per_path_year: counted.instructions_per_path_year } : {};
  await measure('mc-1000', 30, 5, () => simulate(demoPlan, demoAssumptions, options(1000)), extra);
}
if (run('mc-10000')) await measure('mc-10000', 10, 2, () => simulate(demoPlan, demoAssumptions, options(10000)));
if (run('mc-1000-full') || run('mc-10000-full')) {
  const pool = new TrialPool();
  const extra = { threads: pool.threads };
  if (run('mc-1000-full')) await measure('mc-1000-full', 30, 10, () => pool.simulate(demoPlan, demoAssumptions, options(1000)), extra);
  if (run('mc-10000-full')) await measure('mc-10000-full', 10, 2, () => pool.simulate(demoPlan, demoAssumptions, options(10000)), extra);
  await pool.close();
}
