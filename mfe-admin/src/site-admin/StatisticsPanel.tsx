import { useState } from 'react';
import { HStack, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PALETTE, ChartFrame, chartLegendText, chartTooltipStyle, DateField, endpoints, useEndpoint } from '@portal/shared';
import { Stat } from '../dashboards/parts';
import { daysAgo, money, today } from './adminApi';

const SERIES = [
  { key: 'signUps', name: 'Sign-ups' },
  { key: 'activeAdvisors', name: 'Active advisors' },
  { key: 'plansCreated', name: 'Plans created' },
  { key: 'plansUpdated', name: 'Plans updated' },
  { key: 'signIns', name: 'Sign-ins' },
  { key: 'licencesSold', name: 'Licences sold' },
] as const;

/** Site statistics between two days: the numbers and a time chart. */
export function StatisticsPanel() {
  const [from, setFrom] = useState(daysAgo(29));
  const [to, setTo] = useState(today());
  const stats = useEndpoint(endpoints.siteAdmin.statistics, from && to && from <= to ? { from, to } : null);
  const s = stats.data;
  return (
    <Stack gap="4">
      <HStack align="end" gap="4" wrap="wrap">
        <DateField label="From" value={from} onChange={setFrom} />
        <DateField label="To" value={to} onChange={setTo} />
      </HStack>
      {!s ? <Spinner role="status" aria-label="Loading statistics" /> : (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {SERIES.map((x) => <Stat key={x.key} label={x.name} value={s.totals[x.key]} />)}
            <Stat label="Revenue" value={money(s.totals.revenueCents, s.currency)} />
          </SimpleGrid>
          <ChartFrame label="Site activity over time" height={280}
            summary={`Per ${s.bucket} from ${s.from} to ${s.to}.`}
            table={{
              columns: [{ key: 'start', header: s.bucket === 'day' ? 'Day' : `${s.bucket[0].toUpperCase()}${s.bucket.slice(1)} of` },
                ...SERIES.map((x) => ({ key: x.key, header: x.name, align: 'end' as const }))],
              rows: s.series,
            }}>
            <LineChart data={s.series} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="start" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} width={40} />
              <Tooltip {...chartTooltipStyle} />
              <Legend formatter={chartLegendText} />
              {SERIES.map((x, i) => <Line key={x.key} type="monotone" dataKey={x.key} name={x.name} stroke={CHART_PALETTE[i]} dot={false} isAnimationActive={false} />)}
            </LineChart>
          </ChartFrame>
        </>
      )}
    </Stack>
  );
}
