import { joinStress, type Assumptions, type PlanInput, type RandomLifetimesResult, type StressMarkets, type StressOptions, type StressResult } from '@portal/calc';
import { runOffThread } from '../../lib/workPool';

/** A half of a plan's stress tests may take this long on a pool thread (a busy machine included). */
const STRESS_LIMIT_MS = 120_000;

/**
 * The stress tests run on the server's work pool (lib/workPool.ts), never on the request thread (a hundred
 * historical paths and four Monte Carlo runs at full fidelity): in two halves on two threads at once (the market
 * tests; random lifetimes, about two thirds of the work), joined here into exactly the engine's `stressTest` answer.
 * The pool's threads compile the stress tests' code when the server starts (`warmUp` in workers/tasks.ts), so the
 * first stress tests after a start, a report's included, are computed at the speed of the later ones.
 */
export class StressPool {
  async run(plan: PlanInput, assumptions: Assumptions, options: StressOptions): Promise<StressResult> {
    const half = async (part: 'markets' | 'lifetimes') => {
      const answer = await runOffThread('stressPart', { part, plan, assumptions, options }, STRESS_LIMIT_MS);
      // The engine's RangeError is the plan's own problem (e.g. not projectable yet); kept as such.
      if ('rangeError' in answer) throw new RangeError(answer.rangeError);
      return answer.value;
    };
    // Random lifetimes first: the longer half starts on the first free thread.
    const [lifetimes, markets] = await Promise.all([half('lifetimes'), half('markets')]);
    return joinStress(markets as StressMarkets, lifetimes as RandomLifetimesResult);
  }

  /** Nothing of its own to end: the pool's threads are ended with the pool (closePool). */
  async close(): Promise<void> {}
}
