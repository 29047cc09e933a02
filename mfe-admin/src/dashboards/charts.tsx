import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PALETTE, ChartFrame, chartTooltipStyle, type DashboardSummary } from '@portal/shared';

/** How many plans fall in each tenth of probability of success. */
export function ProbabilityHistogram({ summary, label = 'Probability of success across plans' }: { summary: DashboardSummary; label?: string }) {
  const data = summary.histogram.map((b) => ({ range: `${Math.round(b.from * 100)}–${Math.round(b.to * 100)}%`, plans: b.count }));
  const counted = data.reduce((n, d) => n + d.plans, 0);
  return (
    <ChartFrame label={label} height={220}
      summary={`${counted} plan(s) with a computed probability of success, by tenth.`}
      table={{ columns: [{ key: 'range', header: 'Probability' }, { key: 'plans', header: 'Plans', align: 'end' }], rows: data }}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="range" fontSize={11} />
        <YAxis allowDecimals={false} fontSize={11} width={36} />
        <Tooltip {...chartTooltipStyle} />
        <Bar dataKey="plans" name="Plans" fill={CHART_PALETTE[0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
