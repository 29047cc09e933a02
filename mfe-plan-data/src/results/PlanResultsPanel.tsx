import { useMemo, useState } from 'react';
import { Box, Flex, Heading, SimpleGrid, Spinner, Stat, Text } from '@chakra-ui/react';
import { TodaysDollarsSwitch, negativeCashFlowReason, useChartPalette, usePlan, useTodaysDollars } from '@portal/shared';
import { CashFlowChart } from './CashFlowChart';
import { NetWorthChart } from './NetWorthChart';
import { StressPanel } from './StressPanel';
import { SuccessGauge } from './SuccessGauge';
import { YearDetailDrawer } from './YearDetailDrawer';
import { YearTable } from './YearTable';
import { formatDollars, formatPercent } from './format';
import { peopleNames, useCombinedResult } from './useResults';
import { resultInDollars } from './resultInDollars';
import type { CombinedResult } from '@portal/shared';

import type { PlanResultsProps } from './PlanResults';

function KeyFigures({ result, names }: { result: CombinedResult; names: ReturnType<typeof peopleNames> }) {
  const m = result.metricsCollection!;
  const retirementAge = m.ages.client.retirement;
  const atRetirement = result.netWorthAlbum.find((r) => r.clientAge === retirementAge);
  const lastAge = result.netWorthAlbum.at(-1)?.clientAge;
  const figures = [
    {
      label: `Net worth at retirement (${names.client} ${retirementAge})`,
      value: atRetirement ? formatDollars(atRetirement.netWorth) : '—',
    },
    { label: `Estate value at the end of ${m.endYear}`, value: formatDollars(m.estateValue) },
    {
      label: 'Money lasts',
      value: m.depletionAge == null ? `Through age ${lastAge ?? '—'}` : `Until age ${m.depletionAge}`,
      help: m.depletionYear == null ? 'No shortfall with expected returns' : `Shortfall from ${m.depletionYear}`,
    },
    {
      label: 'Retirement readiness',
      value: m.retirementReadiness == null ? '—' : formatPercent(m.retirementReadiness),
      help: 'Resources at retirement against retirement spending',
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" flex="1 1 18rem" minW="0">
      {figures.map((f) => (
        <Stat.Root key={f.label} bg="white" borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{f.label}</Stat.Label>
          <Stat.ValueText fontSize="xl">{f.value}</Stat.ValueText>
          {f.help && <Stat.HelpText asChild><dd>{f.help}</dd></Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The one-line reason beside negative net cash flow (the PDF report prints the same words). */
function CashFlowReason({ rows, depletionYear }: { rows: CombinedResult['cashFlowAlbum']; depletionYear: number | null }) {
  const reason = negativeCashFlowReason(rows, depletionYear);
  return reason ? <Text fontSize="sm" color="fg.muted" data-testid="cash-flow-reason">{reason}</Text> : null;
}

/**
 * The plan's results where advisors look for them: probability of success, key figures, net worth and cash flow
 * by age, and the year-by-year table whose rows explain themselves.
 */
export default function PlanResultsPanel({ profileId, first }: PlanResultsProps) {
  const selected = usePlan((s) => s.profileId);
  const id = profileId ?? selected;
  const { data: engineResult, error, isLoading, isValidating } = useCombinedResult(id);
  const [year, setYear] = useState<number | null>(null);
  const palette = useChartPalette();
  const { path, dollars, basis, todays } = useTodaysDollars(engineResult?.metricsCollection);
  // Every figure below is the engine's, deflated by the engine's own inflation path when today's dollars are on.
  const result = useMemo(() => engineResult && (todays ? resultInDollars(engineResult, dollars) : engineResult), [engineResult, todays, dollars]);

  if (!id) return null;
  const names = peopleNames(result?.profile);
  return (
    <Box as="section" aria-labelledby="plan-results-title" mt={first ? '0' : '8'} mb={first ? '6' : undefined} data-print-results="">
      <Flex align="baseline" justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" id="plan-results-title" size="xl">Plan results</Heading>
        {result && (
          <Flex gap="4" align="center" wrap="wrap">
            {result.metricsCollection && <TodaysDollarsSwitch path={path} />}
            <Text fontSize="xs" color="fg.muted">
              {isValidating ? 'Updating…' : `Calculated ${new Date(result.calc.computedAt).toLocaleString('en-US')}`}
            </Text>
          </Flex>
        )}
      </Flex>
      {isLoading && <Flex gap="2" align="center"><Spinner size="sm" /><Text>Calculating the plan…</Text></Flex>}
      {error && !result && <Text color="red.600">The plan's results could not be calculated. Check the plan data and reload the page.</Text>}
      {result && !result.metricsCollection && (
        <Box bg="white" borderWidth="1px" rounded="md" p="4">
          <Text>The plan cannot be projected yet: {result.calc.incomplete ?? 'its data is incomplete.'}</Text>
          <Text color="fg.muted" fontSize="sm">Results appear here once the client's details are saved.</Text>
        </Box>
      )}
      {result?.metricsCollection && (
        <Flex direction="column" gap="4">
          <Flex gap="4" wrap="wrap" align="stretch">
            <Flex bg="white" borderWidth="1px" rounded="md" p="3" justify="center" align="center" flex={{ base: '1 1 100%', md: '0 0 auto' }}>
              {result.calc.missing?.length ? (
                // Nothing to judge (no income and no assets): say what is missing instead of a verdict.
                <Box maxW="xs" data-testid="results-missing">
                  <Text fontWeight="semibold">No probability of success yet</Text>
                  <Box as="ul" ps="4" fontSize="sm" color="fg.muted" listStyleType="disc">
                    {result.calc.missing.map((m) => <li key={m}>{m}</li>)}
                  </Box>
                </Box>
              ) : (
                <SuccessGauge probability={result.metricsCollection.probabilityOfSuccess} trials={result.monteCarlo?.trials} />
              )}
            </Flex>
            <KeyFigures result={result} names={names} />
          </Flex>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <NetWorthChart rows={result.netWorthAlbum} monteCarlo={result.monteCarlo} clientName={names.client} palette={palette} basis={basis} />
            <CashFlowChart rows={result.cashFlowAlbum} clientName={names.client} onSelectYear={setYear} palette={palette} basis={basis} />
          </SimpleGrid>
          {/* The reason sits right under the cash flow chart whose bars it explains. */}
          <CashFlowReason rows={result.cashFlowAlbum} depletionYear={result.metricsCollection.depletionYear} />
          <StressPanel profileId={id} palette={palette} />
          <YearTable cashFlow={result.cashFlowAlbum} netWorth={result.netWorthAlbum} names={names} onExplain={setYear} basis={basis} />
          <YearDetailDrawer
            profileId={id}
            year={year}
            names={names}
            dollars={dollars}
            basis={basis}
            cashFlow={result.cashFlowAlbum.find((r) => r.year === year)}
            tax={result.taxAlbum.find((r) => r.year === year)}
            netWorth={result.netWorthAlbum.find((r) => r.year === year)}
            onClose={() => setYear(null)}
          />
        </Flex>
      )}
    </Box>
  );
}
