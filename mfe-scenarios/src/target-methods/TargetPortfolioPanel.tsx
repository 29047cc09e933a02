import { useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, useChartPalette, chartLegendText, chartTooltipStyle, DataTable, type AssumptionData, type Investment, type TargetMethod } from '@portal/shared';
import { allocationRows, currentAllocation, targetAllocation } from './targetAllocation';

/** Target Portfolio: the selected target's allocation against what the plan holds now, by asset class. */
export function TargetPortfolioPanel({ target, investments, assumptions }: {
  target: TargetMethod | null; investments: Investment[]; assumptions: AssumptionData | null;
}) {
  const palette = useChartPalette();
  const rows = useMemo(() => {
    if (!assumptions) return [];
    return allocationRows(target ? targetAllocation(target, assumptions) : {}, currentAllocation(investments, assumptions), assumptions);
  }, [target, investments, assumptions]);
  if (!assumptions) return null;
  return (
    <Box as="section" aria-labelledby="target-portfolio" bg="white" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="target-portfolio" mb="1">Target Portfolio</Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {target ? `Current target: ${target.description}.` : 'No target is selected: only current holdings are shown.'} Percent of investable assets by asset class.
      </Text>
      <ChartFrame label="Target and current allocation by asset class" height={260}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} angle={-20} textAnchor="end" height={56} />
          <YAxis unit="%" width={48} />
          <Tooltip {...chartTooltipStyle} formatter={(v) => `${v}%`} />
          <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 8 }} formatter={chartLegendText} />
          {target && <Bar dataKey="target" name="Target" fill={palette[0]} isAnimationActive={false} />}
          <Bar dataKey="current" name="Current holdings" fill={palette[4]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
      <Box mt="3">
        <DataTable
          rows={rows}
          columns={[
            { key: 'name', header: 'Asset class' },
            { key: 'target', header: 'Target', align: 'end', render: (r) => (target ? `${r.target}%` : '—') },
            { key: 'current', header: 'Current', align: 'end', render: (r) => `${r.current}%` },
            { key: 'gap', header: 'To reach the target', align: 'end', render: (r) => (target ? `${r.gap > 0 ? '+' : ''}${r.gap} pts` : '—') },
          ]}
        />
      </Box>
    </Box>
  );
}
