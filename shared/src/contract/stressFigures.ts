import type { StressTestResult } from './endpoints/stress';

/** One stress result as every screen and the report word it. */
export interface StressFigure {
  key: 'historical' | 'badTiming' | 'randomLifetimes' | 'fatTails';
  title: string;
  /** The share as a whole percent ("87%"), or "—" when there is none. */
  value: string;
  share: number | null;
  /** What the figure means, in one line. */
  detail: string;
  /** What it stands beside (Monte Carlo; for fat tails, Monte Carlo without crisis years: the lognormal model). */
  beside?: string;
}

export const stressPercent = (share: number | null | undefined): string => (share == null ? '—' : `${Math.round(share * 100)}%`);

/** The four stress results of a plan (GET .../stress), in the order the panel and the report show them. */
export function stressFigures(r: StressTestResult): StressFigure[] {
  const h = r.historical;
  const failed = h.startYears.filter((s) => !s.success).length;
  const bt = r.badTiming;
  const rl = r.randomLifetimes;
  const ft = r.fatTails;
  const averageBad = bt.averageWithBadTiming as { success: boolean; depletionAge: number | null };
  return [
    {
      key: 'historical', title: `Historical: every start year ${h.data.firstYear}–${h.startYears.at(-1)?.year ?? h.data.lastYear}`,
      value: stressPercent(h.successRate), share: h.successRate,
      detail: h.successRate == null
        ? `The plan is longer than the ${h.data.lastYear - h.data.firstYear + 1} years of data.`
        : `${h.startYears.length - failed} of ${h.startYears.length} historical sequences never ran out of money.`,
    },
    {
      key: 'badTiming', title: `Bad timing: two poor years from ${bt.years[0]}`,
      value: stressPercent(bt.probabilityOfSuccess), share: bt.probabilityOfSuccess,
      detail: `${bt.size.label}${bt.size.isDefault ? ' (the worst two years on record)' : ''}; with average returns otherwise the money ${averageBad.success ? 'lasts' : `runs out at age ${averageBad.depletionAge}`}.`,
      beside: `Monte Carlo ${stressPercent(bt.monteCarloProbability)}`,
    },
    {
      key: 'randomLifetimes', title: 'Random lifetimes (SSA life table)',
      value: stressPercent(rl.probabilityOfSuccess), share: rl.probabilityOfSuccess,
      detail: `Lifetimes drawn from the ${rl.lifeTableYear} SSA period life table: the money lasts as long as the household in ${stressPercent(rl.probabilityOfSuccess)} of ${rl.trials.toLocaleString('en-US')} trials.`,
      beside: `Monte Carlo ${stressPercent(bt.monteCarloProbability)}`,
    },
    {
      key: 'fatTails', title: 'Fat tails (crisis years)',
      value: stressPercent(ft.probabilityOfSuccess), share: ft.probabilityOfSuccess,
      detail: `${Math.round(ft.crisisProbability * 100)}% of years are crisis years at ${ft.crisisVolatility} times the volatility; each asset class keeps its mean, standard deviation and correlations.`,
      beside: `Monte Carlo without crisis years ${stressPercent(ft.lognormalProbability)}`,
    },
  ];
}
