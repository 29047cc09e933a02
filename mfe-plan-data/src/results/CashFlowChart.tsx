import { useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '@portal/shared';
import { formatCompact, formatDollars } from './format';
import type { CashFlowRow } from './types';

export interface CashFlowChartProps {
  rows: CashFlowRow[];
  clientName: string;
  /** Called with the year of a clicked bar (opens that year's explanation). */
  onSelectYear?: (year: number) => void;
}

const OUTFLOWS = [
  { key: 'expenses', name: 'Expenses', color: '#f6ad55' },
  { key: 'debtPayments', name: 'Debt payments', color: '#fc8181' },
  { key: 'taxes', name: 'Taxes', color: '#a0aec0' },
  { key: 'savings', name: 'Savings', color: '#68d391' },
] as const;

/**
 * Cash flow by the client's age: where each year's money goes (stacked bars), against what comes in from
 * income alone and from income plus portfolio withdrawals (lines). A red bar is a shortfall nothing could pay.
 */
export function CashFlowChart({ rows, clientName, onSelectYear }: CashFlowChartProps) {
  const data = useMemo(() => rows.map((r) => ({
    age: r.clientAge,
    year: r.year,
    expenses: r.expenses,
    debtPayments: r.debtPayments,
    taxes: r.taxes,
    savings: r.savings,
    income: r.income,
    inflows: r.income + r.portfolioWithdrawals,
    unfunded: r.unfunded > 0 ? r.unfunded : undefined,
  })), [rows]);
  const shortfall = rows.some((r) => r.unfunded > 0);

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="md" mb="2">Cash flow by age</Heading>
      <ChartFrame label="Cash flow by age" height={320}>
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 16, left: 8 }}
          onClick={(state) => {
            const index = Number(state?.activeIndex);
            if (onSelectYear && Number.isInteger(index) && data[index]) onSelectYear(data[index].year);
          }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="age" label={{ value: `Age (${clientName})`, position: 'insideBottom', offset: -8 }} />
          <YAxis tickFormatter={formatCompact} width={64} />
          <Tooltip
            formatter={(value) => formatDollars(Number(value))}
            labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`}
          />
          <Legend verticalAlign="top" height={44} wrapperStyle={{ fontSize: 12 }} />
          {OUTFLOWS.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} stackId="out" fill={s.color} isAnimationActive={false} />
          ))}
          {shortfall && <Bar dataKey="unfunded" name="Shortfall" stackId="out" fill="#e53e3e" isAnimationActive={false} />}
          <Line type="monotone" dataKey="income" name="Income" stroke="#2b6cb0" dot={false} strokeWidth={2} isAnimationActive={false} />
          <Line type="monotone" dataKey="inflows" name="Income + withdrawals" stroke="#1a202c" strokeDasharray="5 3" dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
      {onSelectYear && <Text fontSize="xs" color="fg.muted">Select a bar to see why that year's numbers are what they are.</Text>}
    </Box>
  );
}
