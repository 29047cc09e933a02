import { memo, useDeferredValue, useMemo } from 'react';
import { Box, Flex, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, chartLegendText, chartTooltipStyle, TodaysDollarsSwitch, negativeCashFlowReason, useChartPalette, useTodaysDollars } from '@portal/shared';
import { runInDollars } from './runInDollars';
import type { ScenarioRun } from '@portal/shared';
import { formatCompact, formatDollarChange, formatDollars, formatPercent, formatPointChange } from '../plan-scenarios/format';

type Run = Pick<ScenarioRun, 'cashFlowAlbum' | 'netWorthAlbum' | 'metricsCollection'>;

export interface BaseVsScenarioProps {
  base: Run | null;
  scenario: Run | null;
  scenarioLabel?: string;
  /** Shown beside the probability (how and where the answer was computed, the server check). */
  status?: React.ReactNode;
}

function Metric({ label, base, scenario, delta, testId }: { label: string; base: string; scenario: string; delta: string; testId: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3" bg="white" data-testid={testId}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText aria-label={`${label}, scenario`}>{scenario}</Stat.ValueText>
      <Stat.HelpText mb="0" asChild>
        <dd>
          <Text as="span" fontWeight="semibold" color={delta.startsWith('+') ? 'green.700' : delta.startsWith('−') ? 'red.700' : 'fg.muted'}>{delta}</Text>
          {' '}· base plan {base}
        </dd>
      </Stat.HelpText>
    </Stat.Root>
  );
}

/** Base plan against the scenario: probability of success, estate, and net worth and cash flow by age with the difference. */
export function BaseVsScenario({ base: engineBase, scenario: engineScenario, scenarioLabel = 'Scenario', status }: BaseVsScenarioProps) {
  const palette = useChartPalette();
  const { path, todays, basis } = useTodaysDollars(engineBase?.metricsCollection);
  const base = useMemo(() => engineBase && runInDollars(engineBase, todays), [engineBase, todays]);
  const scenario = useMemo(() => engineScenario && runInDollars(engineScenario, todays), [engineScenario, todays]);
  const pBase = base?.metricsCollection.probabilityOfSuccess ?? null;
  const pScenario = scenario?.metricsCollection.probabilityOfSuccess ?? null;
  const eBase = base?.metricsCollection.estateValue ?? null;
  const eScenario = scenario?.metricsCollection.estateValue ?? null;
  const dBase = base?.metricsCollection.depletionAge ?? null;
  const dScenario = scenario?.metricsCollection.depletionAge ?? null;

  const rows = useMemo((): Row[] => {
    if (!base || !scenario) return [];
    const byYear = new Map(scenario.netWorthAlbum.map((r, i) => [r.year, { nw: r, cf: scenario.cashFlowAlbum[i] }]));
    return base.netWorthAlbum.map((r, i) => {
      const s = byYear.get(r.year);
      const cf = base.cashFlowAlbum[i];
      return {
        age: r.clientAge, year: r.year,
        baseNetWorth: r.netWorth, scenarioNetWorth: s?.nw.netWorth ?? null, netWorthDelta: s ? s.nw.netWorth - r.netWorth : null,
        baseCashFlow: cf?.netCashFlow ?? null, scenarioCashFlow: s?.cf?.netCashFlow ?? null,
        cashFlowDelta: s?.cf && cf ? s.cf.netCashFlow - cf.netCashFlow : null,
      };
    });
  }, [base, scenario]);
  // The figures above show the answer at once; the two charts (the costliest part of the page to draw) follow in
  // a deferred render right after, so a what-if's numbers are not held back by the charts' redraw.
  const chartRows = useDeferredValue(rows);

  return (
    <Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
        <Metric testId="metric-probability" label="Probability of success" base={formatPercent(pBase)} scenario={formatPercent(pScenario)}
          delta={pBase != null && pScenario != null ? formatPointChange(pScenario - pBase) : ''} />
        <Metric testId="metric-estate" label="Estate value" base={formatDollars(eBase)} scenario={formatDollars(eScenario)}
          delta={eBase != null && eScenario != null ? formatDollarChange(eScenario - eBase) : ''} />
        <Metric testId="metric-depletion" label="Money runs out at" base={dBase == null ? 'never' : `age ${dBase}`} scenario={dScenario == null ? 'never' : `age ${dScenario}`}
          delta={dBase === dScenario ? 'no change' : dScenario == null ? '+ lasts' : dBase == null ? '− runs out' : `${dScenario > dBase ? '+' : '−'}${Math.abs(dScenario - dBase)} years`} />
      </SimpleGrid>
      {status}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="3">
        <Text fontSize="sm" color="fg.muted">{`Figures ${basis}.`}</Text>
        <TodaysDollarsSwitch path={path} />
      </Flex>
      <Charts rows={chartRows} scenarioLabel={scenarioLabel} palette={palette} />
      {[{ label: 'Base plan', run: base }, { label: scenarioLabel, run: scenario }].map(({ label, run }) => {
        const reason = run && negativeCashFlowReason(run.cashFlowAlbum, run.metricsCollection.depletionYear);
        return reason ? <Text key={label} fontSize="sm" color="fg.muted" mt="2">{`${label}: ${reason}`}</Text> : null;
      })}
    </Box>
  );
}

type Row = {
  age: number; year: number; baseNetWorth: number; scenarioNetWorth: number | null; netWorthDelta: number | null;
  baseCashFlow: number | null; scenarioCashFlow: number | null; cashFlowDelta: number | null;
};

/** One chart: the base plan and the scenario by age, with the difference as bars. */
function DeltaChart({ rows, title, keys, scenarioLabel, scenarioColor, palette }: {
  rows: Row[]; title: string; keys: { base: keyof Row; scenario: keyof Row; delta: keyof Row };
  scenarioLabel: string; scenarioColor: string; palette: string[];
}) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="3">
      <Heading as="h3" size="sm" mb="2">{title}</Heading>
      <ChartFrame label={`${title}, base plan and scenario`} height={280}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="age" />
          <YAxis tickFormatter={formatCompact} width={64} />
          <Tooltip {...chartTooltipStyle} formatter={(v) => formatDollars(Number(v))} labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`} />
          <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 8 }} formatter={chartLegendText} />
          <Bar dataKey={keys.delta} name="Difference" fill={palette[1]} isAnimationActive={false} />
          <Line type="monotone" dataKey={keys.base} name="Base plan" stroke={palette[6]} strokeDasharray="5 4" dot={false} strokeWidth={2} isAnimationActive={false} />
          <Line type="monotone" dataKey={keys.scenario} name={scenarioLabel} stroke={scenarioColor} dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
    </Box>
  );
}

/**
 * The two charts, redrawn only when their rows, label or colours change (not when the status beside the figures
 * does: a what-if shows sooner when a click or a "calculating" state does not redraw both charts first).
 */
const Charts = memo(function Charts({ rows, scenarioLabel, palette }: { rows: Row[]; scenarioLabel: string; palette: string[] }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" mt="3" data-testid="scenario-charts" data-final-net-worth={String(rows.at(-1)?.scenarioNetWorth ?? '')}>
      <DeltaChart rows={rows} title="Net worth by age" scenarioLabel={scenarioLabel} scenarioColor={palette[0]} palette={palette}
        keys={{ base: 'baseNetWorth', scenario: 'scenarioNetWorth', delta: 'netWorthDelta' }} />
      <DeltaChart rows={rows} title="Net cash flow by age" scenarioLabel={scenarioLabel} scenarioColor={palette[4]} palette={palette}
        keys={{ base: 'baseCashFlow', scenario: 'scenarioCashFlow', delta: 'cashFlowDelta' }} />
    </SimpleGrid>
  );
});
