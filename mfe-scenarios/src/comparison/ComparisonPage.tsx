import { useMemo } from 'react';
import { Box, Flex, Heading, HStack, Table, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  call, ChartFrame, chartLegendText, chartTooltipStyle, CheckboxField, endpoints, PageHeader, TodaysDollarsSwitch, useChartPalette, useTodaysDollars,
  type ScenarioResults, type ScenarioRun,
} from '@portal/shared';
import { runInDollars } from '../scenario-results/runInDollars';
import { keys, saveScenario, type ScenarioItem } from '../plan-scenarios/api';
import { formatCompact, formatDollars, formatPercent } from '../plan-scenarios/format';
import { useScenarioInputs, useScenarioList, useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { useBrowserCalc } from '../workshop/useWorkshopCalc';

/** At most four scenarios are compared side by side. */
export const MAX_COMPARED = 4;
/** Palette entries of the compared scenarios (the base plan is entry 6, grey by default). */
const SCENARIO_COLORS = [0, 4, 1, 3];

type Run = Pick<ScenarioRun, 'metricsCollection' | 'netWorthAlbum'>;

const METRICS: Array<{ label: string; value: (r: Run) => string }> = [
  { label: 'Probability of success', value: (r) => formatPercent(r.metricsCollection.probabilityOfSuccess) },
  { label: 'Estate value', value: (r) => formatDollars(r.metricsCollection.estateValue) },
  { label: 'Client retires at', value: (r) => String(r.metricsCollection.ages.client.retirement) },
  {
    label: 'Net worth at retirement',
    value: (r) => formatDollars(r.netWorthAlbum.find((x) => x.clientAge === r.metricsCollection.ages.client.retirement)?.netWorth ?? null),
  },
  { label: 'Money runs out at', value: (r) => (r.metricsCollection.depletionAge == null ? 'never' : `age ${r.metricsCollection.depletionAge}`) },
];

/** Stored results are `{}` while none were computed. */
const storedRun = (r: ScenarioResults | Record<string, never> | undefined): Run | null => (r && 'metricsCollection' in r ? (r as ScenarioResults) : null);

/** Comparison (/plans): the base plan and up to four scenarios flagged for comparison, key metrics and net worth. */
export default function ComparisonPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const { scenarios } = useScenarioList(profileId);
  const compared = useMemo(() => scenarios.filter((s) => s.comparing).slice(0, MAX_COMPARED), [scenarios]);
  const inputs = useScenarioInputs(profileId);
  const engineBase = useBrowserCalc(inputs.data, []).base;
  const palette = useChartPalette();
  const { path, todays, basis } = useTodaysDollars(engineBase?.metricsCollection);
  const base = useMemo(() => engineBase && runInDollars(engineBase, todays), [engineBase, todays]);
  const resultPaths = profileId ? compared.map((s) => keys.results(profileId, s.id)) : [];
  const engineResults = useSWR(resultPaths.length && profileId ? ['comparison', ...resultPaths] : null,
    () => Promise.all(compared.map((s) => call(endpoints.scenarios.results, { params: { profileId: profileId!, id: s.id, isDefault: 'true' } }))),
    { revalidateOnFocus: false });
  const results = useMemo(() => ({
    data: engineResults.data?.map((r) => storedRun(r)).map((r) => (r ? runInDollars(r as ScenarioResults, todays) : null)),
  }), [engineResults.data, todays]);

  const columns: Array<{ key: string; name: string; run: Run | null; color: string }> = [
    { key: 'base', name: 'Base plan', run: base, color: palette[6] },
    ...compared.map((s, i) => ({ key: `s${s.id}`, name: s.description, run: results.data?.[i] ?? null, color: palette[SCENARIO_COLORS[i]] })),
  ];
  const chartRows = useMemo(() => {
    if (!base) return [];
    return base.netWorthAlbum.map((r, i) => {
      const row: Record<string, number | null> = { age: r.clientAge, base: r.netWorth };
      compared.forEach((s, k) => { row[`s${s.id}`] = results.data?.[k]?.netWorthAlbum?.[i]?.netWorth ?? null; });
      return row;
    });
  }, [base, compared, results.data]);

  const toggle = (s: ScenarioItem, on: boolean) => void saveScenario({ ...s, comparing: on });
  const canToggle = rights.changeWorkshop || rights.changeScenarios;

  return (
    <>
      <PageHeader title="Comparison" description={`The plan and up to ${MAX_COMPARED} scenarios side by side.`} />
      <PageGate profileId={profileId} profile={profile} allowed={rights.viewComparison || rights.viewScenarios} what="comparison">
        <Box mb="4">
          <Text fontWeight="semibold" mb="1">Compare</Text>
          {!canToggle && (
            <Text>{compared.length ? compared.map((s) => s.description).join(', ') : 'No scenarios are compared yet.'}</Text>
          )}
          {canToggle && <HStack gap="6" wrap="wrap">
            {scenarios.filter((s) => s.active).map((s) => (
              <Box key={s.id} w="auto">
                <CheckboxField label={s.description} checked={s.comparing}
                  disabled={!s.comparing && compared.length >= MAX_COMPARED} onChange={(on) => toggle(s, on)} />
              </Box>
            ))}
          </HStack>}
          {compared.length >= MAX_COMPARED && <Text fontSize="sm" color="fg.muted" mt="1">Four scenarios are compared; clear one to add another.</Text>}
        </Box>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
          <Text fontSize="sm" color="fg.muted">{`Figures ${basis}.`}</Text>
          <TodaysDollarsSwitch path={path} />
        </Flex>
        <Table.Root size="sm" variant="outline" bg="white" mb="4" aria-label="Key metrics">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Metric</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign="end">
                  <Box as="span" aria-hidden="true" display="inline-block" w="2.5" h="2.5" rounded="full" bg={c.color} me="1.5" />
                  {c.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {METRICS.map((m) => (
              <Table.Row key={m.label}>
                <Table.Cell>{m.label}</Table.Cell>
                {columns.map((c) => <Table.Cell key={c.key} textAlign="end">{c.run ? m.value(c.run) : '…'}</Table.Cell>)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Box bg="white" borderWidth="1px" rounded="md" p="3">
          <Heading as="h2" size="sm" mb="2">Net worth by age</Heading>
          <ChartFrame
            label="Net worth by age, the plan and the compared scenarios"
            height={320}
            table={{
              columns: [{ key: 'age', header: 'Age' }, ...columns.map((c) => ({ key: c.key, header: c.name, align: 'end' as const, render: (r: Record<string, unknown>) => (typeof r[c.key] === 'number' ? formatDollars(r[c.key] as number) : '…') }))],
              rows: chartRows,
            }}
          >
            <LineChart data={chartRows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="age" />
              <YAxis tickFormatter={formatCompact} width={64} />
              <Tooltip {...chartTooltipStyle} formatter={(v) => formatDollars(Number(v))} labelFormatter={(age) => `Age ${age}`} />
              <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 8 }} formatter={chartLegendText} />
              {columns.map((c, i) => (
                <Line key={c.key} type="monotone" dataKey={c.key} name={c.name} stroke={c.color} strokeDasharray={i === 0 ? '5 4' : undefined} dot={false} strokeWidth={2} isAnimationActive={false} />
              ))}
            </LineChart>
          </ChartFrame>
        </Box>
      </PageGate>
    </>
  );
}
