import { useDeferredValue, useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Input, SimpleGrid, Spinner, Stat, Table, Text } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import {
  CHART_PALETTE, ChartFrame, endpoints, stressFigures, useEndpoint, type ChartTable, type StressTestResult,
  useSession,
} from '@portal/shared';
import { formatCompact, formatDollars } from './format';

type StressQuery = { badTimingStart?: number };

/** The plan's stress tests (GET .../stress), recomputed by the server per plan version and query. */
export function useStress(profileId: number | null, query: StressQuery = {}) {
  return useEndpoint(endpoints.stress.plan, profileId ? { profileId } : null, { query, swr: { revalidateOnFocus: false } });
}

const FAILED = '#c53030';

function pathsTable(r: StressTestResult): ChartTable {
  return {
    columns: [
      { key: 'year', header: 'Start year' },
      { key: 'outcome', header: 'Outcome' },
      { key: 'ending', header: 'Net worth at the end (today\'s dollars)', align: 'end' as const, render: (row) => formatDollars(Number(row.ending)) },
    ],
    rows: r.historical.startYears.map((s) => ({
      year: s.year,
      outcome: s.success ? 'Never ran out' : `Ran out in ${s.depletedYear} (plan year ${s.depletedPlanYear}, age ${s.depletedAge})`,
      ending: s.endingNetWorth,
    })),
  };
}

/**
 * The chart of every historical path, drawn in a render of its own after the page's first one (a deferred value:
 * React draws it in slices, between which the browser paints and answers input). Its 120-odd lines cost more than
 * both main charts together; below the fold, it need not hold back the results above it. Same height meanwhile.
 */
function HistoricalPathsLater(props: { result: StressTestResult; palette: readonly string[] }) {
  const ready = useDeferredValue(true, false);
  return ready ? <HistoricalPaths {...props} /> : <Box h="300px" aria-hidden="true" />;
}

/** Every historical path of net worth in today's dollars, by plan year: those that ran out in red. */
function HistoricalPaths({ result, palette }: { result: StressTestResult; palette: readonly string[] }) {
  const h = result.historical;
  const data = useMemo(() => h.years.map((year, i) => {
    const row: Record<string, number> = { year };
    h.startYears.forEach((s, p) => { row[`y${s.year}`] = h.paths[p][i]; });
    return row;
  }), [h]);
  const failed = h.startYears.filter((s) => !s.success).length;
  const summary = `Net worth in today's dollars along each of the ${h.startYears.length} historical sequences (start years ${h.startYears[0]?.year}–${h.startYears.at(-1)?.year}); ${failed} ran out of money (red).`;
  return (
    <ChartFrame label="Net worth along every historical sequence" height={300} summary={summary} table={pathsTable(result)}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="year" label={{ value: 'Plan year', position: 'insideBottom', offset: -8 }} />
        <YAxis tickFormatter={formatCompact} width={64} />
        {h.startYears.map((s) => (
          <Line key={s.year} type="linear" dataKey={`y${s.year}`} stroke={s.success ? palette[0] : FAILED} strokeOpacity={s.success ? 0.25 : 0.8}
            strokeWidth={s.success ? 1 : 1.5} dot={false} activeDot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

function BadTimingSize({ result, onChange, current }: { result: StressTestResult; onChange: (start?: number) => void; current?: number }) {
  const [draft, setDraft] = useState(current ? String(current) : '');
  const { firstYear } = result.historical.data;
  const last = result.historical.data.lastYear - 1;
  const year = Number(draft);
  const valid = Number.isInteger(year) && year >= firstYear && year <= last;
  return (
    <Flex as="form" gap="2" align="end" wrap="wrap" onSubmit={(e: React.FormEvent) => { e.preventDefault(); if (valid) onChange(year); }}>
      <Box>
        <Text asChild fontSize="sm" display="block"><label htmlFor="stress-bad-years">Poor years to replay (first of two, {firstYear}–{last})</label></Text>
        <Input id="stress-bad-years" size="sm" w="8rem" inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={String(result.badTiming.size.historicalYears?.[0] ?? '')} />
      </Box>
      <Button type="submit" size="sm" variant="outline" disabled={!valid}>Replay these years</Button>
      {current !== undefined && <Button size="sm" variant="ghost" onClick={() => { setDraft(''); onChange(undefined); }}>Worst two years for this mix</Button>}
    </Flex>
  );
}

/**
 * The stress tests beside the plan's results: the historical success rate over every start year since 1871 with
 * the worst years and a chart of every path, bad timing at retirement beside Monte Carlo and the average-return
 * result, random lifetimes, and fat-tailed returns.
 */
export function StressPanel({ profileId, palette = CHART_PALETTE }: { profileId: number; palette?: readonly string[] }) {
  const [badTimingStart, setBadTimingStart] = useState<number | undefined>(undefined);
  // Choosing other poor years is the advisor's what-if; an invited client reads the results as they are.
  const isAdvisor = useSession((s) => s.account?.user.roleId != null);
  const { data: result, error, isLoading, isValidating } = useStress(profileId, badTimingStart ? { badTimingStart } : {});
  const figures = result ? stressFigures(result) : [];
  return (
    <Box as="section" aria-labelledby="stress-title" bg="white" borderWidth="1px" rounded="md" p="4" data-testid="stress-panel">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="3">
        <Heading as="h3" size="md" id="stress-title">Stress tests</Heading>
        {result && <Text fontSize="xs" color="fg.muted">{isValidating ? 'Updating…' : `${result.trials.toLocaleString('en-US')} trials per simulation`}</Text>}
      </Flex>
      {isLoading && <Flex gap="2" align="center"><Spinner size="sm" /><Text>Running the plan through history, bad timing and random lifetimes…</Text></Flex>}
      {error && !result && <Text color="red.600">The stress tests could not be run: {error.message}</Text>}
      {result && (
        <Flex direction="column" gap="4">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
            {figures.map((f) => (
              <Stat.Root key={f.key} borderWidth="1px" rounded="md" p="3" data-testid={`stress-${f.key}`}>
                <Stat.Label>{f.title}</Stat.Label>
                <Stat.ValueText fontSize="2xl">{f.value}</Stat.ValueText>
                <Stat.HelpText mb="0" asChild>
                  <dd>{f.beside && <Text as="span" fontWeight="semibold">{f.beside} · </Text>}{f.detail}</dd>
                </Stat.HelpText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <Box>
              <Heading as="h4" size="sm" mb="2">Worst historical start years</Heading>
              <Table.Root size="sm" data-testid="stress-worst">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Start year</Table.ColumnHeader>
                    <Table.ColumnHeader>Money ran out</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Net worth at the end</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {result.historical.worst.map((w) => (
                    <Table.Row key={w.year}>
                      <Table.Cell>{w.year}</Table.Cell>
                      <Table.Cell>{w.success ? 'Never' : `${w.depletedYear} (plan year ${w.depletedPlanYear}, age ${w.depletedAge})`}</Table.Cell>
                      <Table.Cell textAlign="end">{formatDollars(w.endingNetWorth)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <Text fontSize="sm" color="fg.muted" mt="2" data-testid="stress-mapping">
                {result.historical.rule}{' '}
                {result.historical.mapping.map((m) => `${m.name}: ${m.kind}`).join(' · ')}.
              </Text>
            </Box>
            <HistoricalPathsLater result={result} palette={palette} />
          </SimpleGrid>
          <Box>
            <Heading as="h4" size="sm" mb="2">Bad timing beside Monte Carlo and average returns</Heading>
            <Table.Root size="sm" data-testid="stress-bad-timing">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Result</Table.ColumnHeader>
                  <Table.ColumnHeader>Probability of success</Table.ColumnHeader>
                  <Table.ColumnHeader>With average returns</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.Cell>Monte Carlo</Table.Cell>
                  <Table.Cell>{Math.round(result.badTiming.monteCarloProbability * 100)}%</Table.Cell>
                  <Table.Cell>{outcomeText(result.badTiming.averageReturn)}</Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>Bad timing in {result.badTiming.years.join(' and ')} ({result.badTiming.size.label})</Table.Cell>
                  <Table.Cell>{Math.round(result.badTiming.probabilityOfSuccess * 100)}%</Table.Cell>
                  <Table.Cell>{outcomeText(result.badTiming.averageWithBadTiming)}</Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
            {/* A control, not a result: not printed with the results. */}
            {isAdvisor && <Box mt="2" _print={{ display: 'none' }}><BadTimingSize result={result} current={badTimingStart} onChange={setBadTimingStart} /></Box>}
          </Box>
        </Flex>
      )}
    </Box>
  );
}

function outcomeText(o: { success: boolean; depletionAge: number | null; estateValue: number }): string {
  return o.success ? `Lasts; ${formatDollars(o.estateValue)} at the end (today's dollars)` : `Runs out at age ${o.depletionAge}`;
}

/** The year drawer's line: how many random-lifetime trials still have someone alive that year. */
export function AliveInYear({ profileId, year }: { profileId: number; year: number }) {
  const { data } = useStress(profileId);
  if (!data) return null;
  const rl = data.randomLifetimes;
  const i = rl.years.indexOf(year);
  const alive = i < 0 ? 0 : rl.alive[i];
  return (
    <Text fontSize="sm" data-testid="year-alive">
      Random lifetimes: someone is alive in {year} in {alive.toLocaleString('en-US')} of {rl.trials.toLocaleString('en-US')} trials ({Math.round((alive / rl.trials) * 100)}%).
    </Text>
  );
}
