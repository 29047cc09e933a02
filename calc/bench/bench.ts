/**
 * Engine benchmark: prints one JSON line per case, { name, median_ms, p95_ms, runs }.
 * Cases: the deterministic projection of the demo plan, and Monte Carlo with 1,000 and 10,000 trials.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../src/fixtures/demoPlan';
import { projectPlan } from '../src/projection/projectPlan';
import { simulate } from '../src/simulation/simulate';

function measure(name: string, runs: number, warmup: number, fn: () => unknown): void {
  for (let k = 0; k < warmup; k++) fn();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number): number => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  console.log(JSON.stringify({ name, median_ms: round(at(50)), p95_ms: round(at(95)), runs }));
}

measure('project-demo', 500, 500, () => projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR }));
measure('mc-1000', 30, 5, () => simulate(demoPlan, demoAssumptions, { trials: 1000, seed: 1, startYear: DEMO_START_YEAR }));
measure('mc-10000', 10, 2, () => simulate(demoPlan, demoAssumptions, { trials: 10000, seed: 1, startYear: DEMO_START_YEAR }));
