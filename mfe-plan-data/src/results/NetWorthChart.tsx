import { useMemo, useState } from 'react';
import { Box, Flex, Heading, SegmentGroup } from '@chakra-ui/react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '@portal/shared';
import { formatCompact, formatDollars } from './format';
import type { MonteCarloSummary, NetWorthRow } from './types';

export interface NetWorthChartProps {
  rows: NetWorthRow[];
  monteCarlo: MonteCarloSummary | null;
  clientName: string;
}

const ASSET_SERIES = [
  { key: 'cash', name: 'Cash', color: '#90cdf4' },
  { key: 'taxable', name: 'Taxable', color: '#4299e1' },
  { key: 'taxDeferred', name: 'Tax-deferred', color: '#2b6cb0' },
  { key: 'roth', name: 'Roth', color: '#68d391' },
  { key: 'education', name: 'Education', color: '#f6ad55' },
  { key: 'realAssets', name: 'Real assets', color: '#b794f4' },
] as const;

type View = 'breakdown' | 'range';

/**
 * Net worth by the client's age: what it is made of (expected returns; the net worth line is after debts), or
 * the range of outcomes across the Monte Carlo trials (middle half shaded, median dashed).
 */
export function NetWorthChart({ rows, monteCarlo, clientName }: NetWorthChartProps) {
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
        <Heading as="h3" size="md">Net worth by age</Heading>
        {monteCarlo && (
          <SegmentGroup.Root size="xs" value={view} onValueChange={(e) => setView(e.value as View)} aria-label="Net worth view">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'breakdown', label: 'Breakdown' }, { value: 'range', label: 'Range of outcomes' }]} />
          </SegmentGroup.Root>
        )}
      </Flex>
      <ChartFrame label="Net worth by age" height={320}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="age" label={{ value: `Age (${clientName})`, position: 'insideBottom', offset: -8 }} />
          <YAxis tickFormatter={formatCompact} width={64} />
          <Tooltip
            formatter={(value) => (Array.isArray(value) ? value.map((v) => formatDollars(Number(v))).join(' – ') : formatDollars(Number(value)))}
            labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`}
          />
          <Legend verticalAlign="top" height={44} wrapperStyle={{ fontSize: 12 }} />
          {view === 'breakdown'
            ? ASSET_SERIES.map((s) => (
              <Area key={s.key} type="monotone" dataKey={s.key} name={s.name} stackId="assets" stroke={s.color} fill={s.color} fillOpacity={0.75} isAnimationActive={false} />
            ))
            : <Area type="monotone" dataKey="middleHalf" name="Middle 50% of outcomes" stroke="none" fill="#90cdf4" fillOpacity={0.5} isAnimationActive={false} />}
          {view === 'range' && (
            <Line type="monotone" dataKey="median" name="Median outcome" stroke="#2b6cb0" strokeDasharray="6 4" dot={false} strokeWidth={2} isAnimationActive={false} />
          )}
          <Line type="monotone" dataKey="netWorth" name="Net worth (expected returns)" stroke="#1a202c" dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
    </Box>
  );
}
