import { useMemo } from 'react';
import { Box, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PALETTE, ChartFrame, chartLegendText, chartTooltipStyle } from '@portal/shared';
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
export function BaseVsScenario({ base, scenario, scenarioLabel = 'Scenario', status }: BaseVsScenarioProps) {
  const pBase = base?.metricsCollection.probabilityOfSuccess ?? null;
  const pScenario = scenario?.metricsCollection.probabilityOfSuccess ?? null;
  const eBase = base?.metricsCollection.estateValue ?? null;
  const eScenario = scenario?.metricsCollection.estateValue ?? null;
  const dBase = base?.metricsCollection.depletionAge ?? null;
  const dScenario = scenario?.metricsCollection.depletionAge ?? null;

  const rows = useMemo(() => {
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

  const tooltip = <Tooltip {...chartTooltipStyle} formatter={(v) => formatDollars(Number(v))} labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`} />;
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
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" mt="3">
        <Box bg="white" borderWidth="1px" rounded="md" p="3">
          <Heading as="h3" size="sm" mb="2">Net worth by age</Heading>
          <ChartFrame label="Net worth by age, base plan and scenario" height={280}>
            <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="age" />
              <YAxis tickFormatter={formatCompact} width={64} />
              {tooltip}
              <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 8 }} formatter={chartLegendText} />
              <Bar dataKey="netWorthDelta" name="Difference" fill={CHART_PALETTE[1]} isAnimationActive={false} />
              <Line type="monotone" dataKey="baseNetWorth" name="Base plan" stroke={CHART_PALETTE[6]} strokeDasharray="5 4" dot={false} strokeWidth={2} isAnimationActive={false} />
              <Line type="monotone" dataKey="scenarioNetWorth" name={scenarioLabel} stroke={CHART_PALETTE[0]} dot={false} strokeWidth={2} isAnimationActive={false} />
            </ComposedChart>
          </ChartFrame>
        </Box>
        <Box bg="white" borderWidth="1px" rounded="md" p="3">
          <Heading as="h3" size="sm" mb="2">Net cash flow by age</Heading>
          <ChartFrame label="Net cash flow by age, base plan and scenario" height={280}>
            <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="age" />
              <YAxis tickFormatter={formatCompact} width={64} />
              {tooltip}
              <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 8 }} formatter={chartLegendText} />
              <Bar dataKey="cashFlowDelta" name="Difference" fill={CHART_PALETTE[1]} isAnimationActive={false} />
              <Line type="monotone" dataKey="baseCashFlow" name="Base plan" stroke={CHART_PALETTE[6]} strokeDasharray="5 4" dot={false} strokeWidth={2} isAnimationActive={false} />
              <Line type="monotone" dataKey="scenarioCashFlow" name={scenarioLabel} stroke={CHART_PALETTE[4]} dot={false} strokeWidth={2} isAnimationActive={false} />
            </ComposedChart>
          </ChartFrame>
        </Box>
      </SimpleGrid>
    </Box>
  );
}
