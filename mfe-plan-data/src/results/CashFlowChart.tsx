import { useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_ALERT, CHART_PALETTE, CHART_TEXT, ChartFrame, chartLegendText, chartTooltipStyle, type ChartTable } from '@portal/shared';
import { formatCompact, formatDollars } from './format';
import type { CashFlowRow } from '@portal/calc';

export interface CashFlowChartProps {
  rows: CashFlowRow[];
  clientName: string;
  /** Called with the year of a clicked bar (opens that year's explanation). */
  onSelectYear?: (year: number) => void;
  /** Series colours (the plan's Colors settings). */
  palette?: readonly string[];
  /** What the figures are in: "in today's (2026) dollars" or "in future (nominal) dollars". */
  basis?: string;
}

const OUTFLOWS = [
  { key: 'expenses', name: 'Expenses', color: 1 },
  { key: 'debtPayments', name: 'Debt payments', color: 5 },
  { key: 'taxes', name: 'Taxes', color: 6 },
  { key: 'savings', name: 'Savings', color: 4 },
] as const;

const money = (v: unknown) => (typeof v === 'number' ? formatDollars(v) : '');

/** The chart's figures by year, as its text equivalent. */
function cashFlowTable(rows: CashFlowRow[]): ChartTable {
  const cols: Array<[keyof CashFlowRow, string]> = [
    ['income', 'Income'], ['portfolioWithdrawals', 'Withdrawals'], ['expenses', 'Expenses'], ['debtPayments', 'Debt payments'],
    ['taxes', 'Taxes'], ['savings', 'Savings'], ['unfunded', 'Shortfall'],
  ];
  return {
    columns: [
      { key: 'year', header: 'Year' },
      { key: 'clientAge', header: 'Age' },
      ...cols.map(([key, header]) => ({ key, header, align: 'end' as const, render: (r: Record<string, unknown>) => money(r[key]) })),
    ],
    rows: rows.map((r) => ({ ...r })),
  };
}

/**
 * Cash flow by the client's age: where each year's money goes (stacked bars), against what comes in from
 * income alone and from income plus portfolio withdrawals (lines). A red bar is a shortfall nothing could pay.
 */
export function CashFlowChart({ rows, clientName, onSelectYear, palette = CHART_PALETTE, basis = 'in future (nominal) dollars' }: CashFlowChartProps) {
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
      <Heading as="h3" size="md" mb="2">Cash flow by age <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">{basis}</Text></Heading>
      <ChartFrame
        label="Cash flow by age"
        height={320}
        summary={shortfall ? `Figures ${basis}. In ${rows.filter((r) => r.unfunded > 0).length} years some spending cannot be paid (shortfall).` : `Figures ${basis}. Every year's spending is paid from income and withdrawals.`}
        table={cashFlowTable(rows)}
      >
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
            {...chartTooltipStyle}
            formatter={(value) => formatDollars(Number(value))}
            labelFormatter={(age, payload) => `Age ${age} (${payload?.[0]?.payload?.year ?? ''})`}
          />
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} formatter={chartLegendText} />
          {OUTFLOWS.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} stackId="out" fill={palette[s.color]} isAnimationActive={false} />
          ))}
          {shortfall && <Bar dataKey="unfunded" name="Shortfall" stackId="out" fill={CHART_ALERT} isAnimationActive={false} />}
          <Line type="monotone" dataKey="income" name="Income" stroke={palette[0]} dot={false} strokeWidth={2} isAnimationActive={false} />
          <Line type="monotone" dataKey="inflows" name="Income + withdrawals" stroke={CHART_TEXT} strokeDasharray="5 3" dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
      {onSelectYear && <Text fontSize="xs" color="fg.muted">Select a bar to see why that year's numbers are what they are.</Text>}
    </Box>
  );
}
