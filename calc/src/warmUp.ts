import { DEMO_START_YEAR, demoAssumptions, demoPlan } from './fixtures/demoPlan';
import { projectPlan } from './projection/projectPlan';
import { simulate } from './simulation/simulate';
import { stressTest } from './stress/stressTest';

/**
 * Runs the engine over its own demo plan (a couple, 60 years, every kind of record, a move and a Roth
 * conversion) so that the JavaScript engine has compiled the hot paths before the first real request: a
 * server calls it once at start-up. Returns the milliseconds it took. Figures are not kept.
 */
export function warmUpEngine(rounds = 3, trials = 200): number {
  const started = Date.now();
  for (let k = 0; k < rounds; k++) {
    projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR });
    simulate(demoPlan, demoAssumptions, { trials, seed: k + 1, startYear: DEMO_START_YEAR });
  }
  return Date.now() - started;
}

/**
 * The stress tests over the engine's own demo plan, with few trials (historical replay, bad timing, random
 * lifetimes, fat tails): a thread that will compute plans' stress tests compiles their code at start-up instead of
 * during a user's first report or stress panel. Returns the milliseconds it took. Figures are not kept.
 */
export function warmUpStress(rounds = 3, trials = 200): number {
  const started = Date.now();
  for (let k = 0; k < rounds; k++) stressTest(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR, seed: k + 1, trials, sexes: { client: 'M', spouse: 'F' } });
  return Date.now() - started;
}
