import { LIFE_TABLE_FEMALE_QX, LIFE_TABLE_MALE_QX, LIFE_TABLE_YEAR } from '../data/lifeTable';
import { buildSchedule } from '../projection/schedule';
import { Random } from '../simulation/random';
import { returnModel, runTrials, trialSeed } from '../simulation/trials';
import type { Assumptions, PlanInput } from '../types';

/** Sex of the life table: M, F, or null (another or none given: the average of the two tables). */
export type LifeTableSex = 'M' | 'F' | null;
export const LAST_TABLE_AGE = LIFE_TABLE_MALE_QX.length - 1;

const UNISEX_QX = LIFE_TABLE_MALE_QX.map((q, x) => (q + LIFE_TABLE_FEMALE_QX[x]) / 2);

export function lifeTable(sex: LifeTableSex): readonly number[] {
  return sex === 'M' ? LIFE_TABLE_MALE_QX : sex === 'F' ? LIFE_TABLE_FEMALE_QX : UNISEX_QX;
}

/**
 * The age in which a person alive at `age` dies: each year of age x dies with probability q(x), everyone by the
 * table's last age (119). The person lives through part of that year of age (half on average).
 */
export function drawAgeAtDeath(q: readonly number[], age: number, rng: Random): number {
  for (let x = Math.max(0, age); x < LAST_TABLE_AGE; x++) if (rng.uniform() < q[x]) return x;
  return LAST_TABLE_AGE;
}

/** Period life expectancy at exact age x, in years: the sum of the person-years lived, (l_k + l_k+1) / 2. */
export function tableLifeExpectancy(q: readonly number[], age: number): number {
  let alive = 1;
  let years = 0;
  for (let x = age; x <= LAST_TABLE_AGE; x++) {
    const next = x === LAST_TABLE_AGE ? 0 : alive * (1 - q[x]);
    years += (alive + next) / 2;
    alive = next;
  }
  return years;
}

export interface LifetimeOptions {
  startYear: number;
  seed: number;
  trials: number;
  sexes?: { client?: LifeTableSex; spouse?: LifeTableSex };
}

export interface PersonLifetimes {
  ageToday: number;
  sex: LifeTableSex;
  /** The table's age at death for someone of this age: ageToday + life expectancy. */
  tableAgeAtDeath: number;
  /** Mean simulated age at death (age in which death came + 0.5). */
  meanAgeAtDeath: number;
  /** The plan's own life expectancy (age). */
  planLifeExpectancy: number;
}

export interface RandomLifetimesResult {
  probabilityOfSuccess: number;
  trials: number;
  lifeTableYear: number;
  years: number[];
  /** Trials with at least one person alive in each year (the drawer of a year). */
  alive: number[];
  clientAlive: number[];
  spouseAlive: number[] | null;
  client: PersonLifetimes;
  spouse: PersonLifetimes | null;
}

/** Seed of the lifetime draws of a trial: a stream apart from the trial's returns, so returns match Monte Carlo's. */
const LIFETIME_STREAM = 0x6c1f3e5;

/**
 * Monte Carlo with random lifetimes: trial t draws each person's age at death from the life table (sex, age
 * today) and runs the plan with those lifetimes at full fidelity (deaths change filing status, survivor
 * benefits, spending ends with the last death) over the same returns as Monte Carlo trial t; success is no
 * unfunded shortfall while anyone is alive. Plans sharing lifetimes share one schedule.
 */
export function randomLifetimes(plan: PlanInput, assumptions: Assumptions, options: LifetimeOptions): RandomLifetimesResult {
  const { startYear, seed, trials } = options;
  const model = returnModel(assumptions);
  const clientQ = lifeTable(options.sexes?.client ?? null);
  const spouseQ = lifeTable(options.sexes?.spouse ?? null);
  const clientBirth = Number(plan.client.birthDate.slice(0, 4));
  const spouseBirth = plan.spouse ? Number(plan.spouse.birthDate.slice(0, 4)) : 0;
  const clientAge = startYear - clientBirth;
  const spouseAge = startYear - spouseBirth;
  const deathAges = new Int32Array(trials * 2).fill(-1);
  const groups = new Map<string, number[]>();
  for (let t = 0; t < trials; t++) {
    const rng = new Random(trialSeed(seed ^ LIFETIME_STREAM, t));
    const c = drawAgeAtDeath(clientQ, clientAge, rng);
    deathAges[2 * t] = c;
    let key = `${c}`;
    if (plan.spouse) {
      const s = drawAgeAtDeath(spouseQ, spouseAge, rng);
      deathAges[2 * t + 1] = s;
      key += `-${s}`;
    }
    const list = groups.get(key);
    if (list) list.push(t);
    else groups.set(key, [t]);
  }
  let successes = 0;
  for (const members of groups.values()) {
    const t0 = members[0];
    const lived: PlanInput = {
      ...plan,
      client: { ...plan.client, lifeExpectancy: deathAges[2 * t0] },
      spouse: plan.spouse ? { ...plan.spouse, lifeExpectancy: deathAges[2 * t0 + 1] } : undefined,
    };
    const schedule = buildSchedule(lived, assumptions, startYear);
    for (const t of members) if (runTrials(schedule, model, seed, t, 1).depletedAt[0] < 0) successes++;
  }
  let lastYear = startYear;
  for (let t = 0; t < trials; t++) {
    lastYear = Math.max(lastYear, clientBirth + deathAges[2 * t], plan.spouse ? spouseBirth + deathAges[2 * t + 1] : 0);
  }
  const years: number[] = [];
  for (let y = startYear; y <= lastYear; y++) years.push(y);
  const alive = new Array<number>(years.length).fill(0);
  const clientAlive = alive.slice();
  const spouseAlive = plan.spouse ? alive.slice() : null;
  for (let t = 0; t < trials; t++) {
    const c = clientBirth + deathAges[2 * t];
    const s = plan.spouse ? spouseBirth + deathAges[2 * t + 1] : -Infinity;
    years.forEach((y, i) => {
      if (y <= c) clientAlive[i]++;
      if (spouseAlive && y <= s) spouseAlive[i]++;
      if (y <= c || y <= s) alive[i]++;
    });
  }
  const person = (q: readonly number[], sex: LifeTableSex, age: number, offset: number, planLe: number): PersonLifetimes => {
    let sum = 0;
    for (let t = 0; t < trials; t++) sum += deathAges[2 * t + offset] + 0.5;
    return { ageToday: age, sex, tableAgeAtDeath: age + tableLifeExpectancy(q, age), meanAgeAtDeath: sum / trials, planLifeExpectancy: planLe };
  };
  return {
    probabilityOfSuccess: successes / trials,
    trials,
    lifeTableYear: LIFE_TABLE_YEAR,
    years,
    alive,
    clientAlive,
    spouseAlive,
    client: person(clientQ, options.sexes?.client ?? null, clientAge, 0, plan.client.lifeExpectancy),
    spouse: plan.spouse ? person(spouseQ, options.sexes?.spouse ?? null, spouseAge, 1, plan.spouse.lifeExpectancy) : null,
  };
}
