import { z } from 'zod';
import type { BadTimingOutcome, ClassMapping, PersonLifetimes } from '@portal/calc';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { engineOutput } from './calcs';

const tag = 'Calculation';
const share = z.number().min(0).max(1);

/** GET /api/gateway/calcs/profile/{profileId}/stress: the plan's stress tests (engine: `stressTest`, calc README "Stress tests"). */
export const stressResultSchema = z.object({
  startYear: z.number().int(),
  trials: z.number().int(),
  seed: z.number().int(),
  version: z.number().int(),
  historical: z.object({
    /** Start years that never ran out ÷ all start years; null when the plan is longer than the data. */
    successRate: share.nullable(),
    startYears: z.array(z.object({
      year: z.number().int(),
      success: z.boolean(),
      depletedYear: z.number().int().optional(),
      depletedPlanYear: z.number().int().optional(),
      depletedAge: z.number().int().optional(),
      endingNetWorth: z.number(),
    })),
    worst: z.array(z.object({
      year: z.number().int(), success: z.boolean(), depletedYear: z.number().int().optional(),
      depletedPlanYear: z.number().int().optional(), depletedAge: z.number().int().optional(), endingNetWorth: z.number(),
    })),
    years: z.array(z.number().int()),
    /** Each start year's year-end net worth in today's dollars (the chart of every path). */
    paths: z.array(z.array(z.number())),
    mapping: z.array(engineOutput<ClassMapping>('Asset class mapped to stocks, bonds or cash')),
    rule: z.string(),
    data: z.object({ firstYear: z.number().int(), lastYear: z.number().int() }),
  }),
  badTiming: z.object({
    probabilityOfSuccess: share,
    monteCarloProbability: share,
    averageReturn: engineOutput<BadTimingOutcome>('Average-return outcome'),
    averageWithBadTiming: engineOutput<BadTimingOutcome>('Average-return outcome with the two poor years'),
    years: z.array(z.number().int()),
    size: z.object({
      label: z.string(),
      historicalYears: z.array(z.number().int()).nullable(),
      mixRealReturns: z.array(z.number()),
      isDefault: z.boolean(),
    }),
    mix: z.object({ stocks: z.number(), bonds: z.number(), cash: z.number() }),
  }),
  randomLifetimes: z.object({
    probabilityOfSuccess: share,
    trials: z.number().int(),
    lifeTableYear: z.number().int(),
    years: z.array(z.number().int()),
    /** Trials with someone alive in each year (the year drawer). */
    alive: z.array(z.number().int()),
    clientAlive: z.array(z.number().int()),
    spouseAlive: z.array(z.number().int()).nullable(),
    client: engineOutput<PersonLifetimes>('Client lifetimes'),
    spouse: engineOutput<PersonLifetimes>('Spouse lifetimes').nullable(),
  }),
  fatTails: z.object({
    probabilityOfSuccess: share,
    lognormalProbability: share,
    crisisProbability: z.number(),
    crisisVolatility: z.number(),
  }),
});
export type StressTestResult = z.output<typeof stressResultSchema>;

const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();
const optionalNumber = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

export const stressQuerySchema = z.object({
  /** A scenario of the plan: its stress tests with the scenario's selected actions applied (the workshop's comparison). */
  scenarioId: dbIdParam().optional(),
  /** First of the two historical years of bad timing (default: the worst two for the plan's mix). */
  badTimingStart: optionalInt(1871, 2021),
  /** Or the two years' real returns of the plan's mix, in percent (both together). */
  badTimingFirst: optionalNumber(-95, 95),
  badTimingSecond: optionalNumber(-95, 95),
  /** Fat tails: share of crisis years in percent (1-50) and their volatility multiple (1-5). */
  crisisProbability: optionalNumber(1, 50),
  crisisVolatility: optionalNumber(1, 5),
}).superRefine((q, ctx) => {
  if ((q.badTimingFirst === undefined) !== (q.badTimingSecond === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.badTimingFirst === undefined ? 'badTimingFirst' : 'badTimingSecond'], message: 'Give both years\' returns' });
  }
  if (q.badTimingStart !== undefined && q.badTimingFirst !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['badTimingStart'], message: 'Name historical years or returns, not both' });
  }
});

export const stress = {
  plan: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/profile/{profileId}/stress', tag,
    params: z.object({ profileId: dbIdParam() }),
    query: stressQuerySchema,
    response: stressResultSchema,
    summary: "The plan's stress tests: every historical start year since 1871, bad timing at retirement, random lifetimes, fat tails",
    access: 'Callers with read rights to the plan.',
  }),
};
