/**
 * The program `bench/instructions.ts` bundles and runs under callgrind: `warmUp` simulations of the demo plan,
 * then `measured` more (1,000 trials each, the hash test's seed). Arguments: warmUp measured.
 */
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../src/fixtures/demoPlan';
import { simulate } from '../src/simulation/simulate';

const [warmUp, measured] = process.argv.slice(2).map(Number);
const options = { trials: 1000, seed: 20261126, startYear: DEMO_START_YEAR };
let check = 0;
for (let k = 0; k < warmUp + measured; k++) check += simulate(demoPlan, demoAssumptions, options).probabilityOfSuccess;
console.log(JSON.stringify({ years: simulate(demoPlan, demoAssumptions, { ...options, trials: 1 }).years.length, check }));
