import { useMemo, useState } from 'react';
import { Box, Flex, Heading, SegmentGroup, Text } from '@chakra-ui/react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PALETTE, CHART_TEXT, ChartFrame, chartLegendText, chartTooltipStyle, type ChartTable } from '@portal/shared';
import { formatCompact, formatDollars } from './format';
import type { MonteCarloSummary, NetWorthRow } from '@portal/calc';

export interface NetWorthChartProps {
  rows: NetWorthRow[];
  monteCarlo: MonteCarloSummary | null;
  clientName: string;
  /** Series colours (the plan's Colors settings). */
  palette?: readonly string[];
  /** What the figures are in: "in today's (2026) dollars" or "in future (nominal) dollars". */
  basis?: string;
}

const ASSET_SERIES = [
  { key: 'cash', name: 'Cash', color: 7 },
  { key: 'taxable', name: 'Taxable', color: 0 },
  { key: 'taxDeferred', name: 'Tax-deferred', color: 3 },
  { key: 'roth', name: 'Roth', color: 4 },
  { key: 'education', name: 'Education', color: 1 },
  { key: 'realAssets', name: 'Real assets', color: 5 },
] as const;

const money = (v: unknown) => (typeof v === 'number' ? formatDollars(v) : '');

/** The chart's figures by year: the breakdown by account type, and the range of outcomes when simulated. */
function netWorthTable(rows: NetWorthRow[], monteCarlo: MonteCarloSummary | null): ChartTable {
  const p = monteCarlo?.netWorthPercentiles;
  return {
    columns: [
      { key: 'year', header: 'Year' },
      { key: 'age', header: 'Age' },
      ...ASSET_SERIES.map((s) => ({ key: s.key, header: s.name, align: 'end' as const, render: (r: Record<string, unknown>) => money(r[s.key]) })),
      { key: 'netWorth', header: 'Net worth', align: 'end' as const, render: (r: Record<string, unknown>) => money(r.netWorth) },
      ...(p ? [
        { key: 'p25', header: '25th percentile', align: 'end' as const, render: (r: Record<string, unknown>) => money(r.p25) },
        { key: 'p50', header: 'Median', align: 'end' as const, render: (r: Record<string, unknown>) => money(r.p50) },
        { key: 'p75', header: '75th percentile', align: 'end' as const, render: (r: Record<string, unknown>) => money(r.p75) },
      ] : []),
    ],
    rows: rows.map((r, i) => ({
      year: r.year, age: r.clientAge, cash: r.cash, taxable: r.taxable, taxDeferred: r.taxDeferred, roth: r.roth,
      education: r.education, realAssets: r.realAssets, netWorth: r.netWorth, p25: p?.p25[i], p50: p?.p50[i], p75: p?.p75[i],
    })),
  };
}

function netWorthSummary(rows: NetWorthRow[], monteCarlo: MonteCarloSummary | null, basis: string): string | undefined {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return undefined;
  const range = monteCarlo?.netWorthPercentiles;
  const end = rows.length - 1;
  return `Net worth ${basis}: ${formatDollars(first.netWorth)} at age ${first.clientAge} (${first.year}), ${formatDollars(last.netWorth)} at age ${last.clientAge} (${last.year}) with expected returns`
    + (range ? `; the middle half of simulated outcomes ends between ${formatDollars(range.p25[end])} and ${formatDollars(range.p75[end])}.` : '.');
}

type View = 'breakdown' | 'range';

/**
 * Net worth by the client's age: what it is made of (expected returns; the net worth line is after debts), or
 * the range of outcomes across the Monte Carlo trials (middle half shaded, median dashed).
 */
export function NetWorthChart({ rows, monteCarlo, clientName, palette = CHART_PALETTE, basis = 'in future (nominal) dollars' }: NetWorthChartProps) {
  const [view, setView] = useState<View>('breakdown');
  const data = useMemo(() => rows.map((r, i) => {
    const p = monteCarlo?.netWorthPercentiles;
    return {
      age: r.clientAge,
      year: r.year,
      cash: r.cash, taxable: r.taxable, taxDeferred: r.taxDeferred, roth: r.roth, education: r.education,
      realAssets: r.realAssets,
      netWorth: r.netWorth,
      middleHalf: p ? [p.p25[i], p.p75[i]] : undefined,
      median: p?.p50[i],
    };
  }), [rows, monteCarlo]);

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
        <Heading as="h3" size="md">Net worth by age <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">{basis}</Text></Heading>
        {monteCarlo && (
          <SegmentGroup.Root size="xs" value={view} onValueChange={(e) => setView(e.value as View)} aria-label="Net worth view">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'breakdown', label: 'Breakdown' }, { value: 'range', label: 'Range of outcomes' }]} />
          </SegmentGroup.Root>
        )}
      </Flex>
      <ChartFrame label="Net worth by age" height={320} summary={netWorthSummary(rows, monteCarlo, basis)} table={netWorthTable(rows, monteCarlo)}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="age" label={{ value: `Age (${clientName})`, position: 'insideBottom', offset: -8 }} />
          <YAxis tickFormatter={formatCompact} width={64} />
          <Tooltip
            {...chartTooltipStyle}
            formatter={(value) => (Array.isArray(value) ? value.map((v) => formatDollars(Number(v))).join(' – ') : formatDollars(Number(value)))}
            labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`}
          />
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} formatter={chartLegendText} />
          {view === 'breakdown'
            ? ASSET_SERIES.map((s) => (
              <Area key={s.key} type="monotone" dataKey={s.key} name={s.name} stackId="assets" stroke={palette[s.color]} fill={palette[s.color]} fillOpacity={0.85} isAnimationActive={false} />
            ))
            : <Area type="monotone" dataKey="middleHalf" name="Middle 50% of outcomes" stroke="none" fill={palette[0]} fillOpacity={0.35} isAnimationActive={false} />}
          {view === 'range' && (
            <Line type="monotone" dataKey="median" name="Median outcome" stroke={palette[0]} strokeDasharray="6 4" dot={false} strokeWidth={2} isAnimationActive={false} />
          )}
          <Line type="monotone" dataKey="netWorth" name="Net worth (expected returns)" stroke={CHART_TEXT} dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
    </Box>
  );
}
