import { Box, Flex, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import { endpoints, stressFigures, useEndpoint } from '@portal/shared';
import { formatPointChange } from '../plan-scenarios/format';

export interface StressComparisonProps {
  profileId: number;
  scenarioId: number;
  scenarioLabel: string;
  /** The board has unsaved changes: the server's stress tests use the scenario's saved selection. */
  unsaved?: boolean;
}

/**
 * The stress tests of the base plan against the scenario (saved selection of actions), side by side: historical
 * success since 1871, bad timing at retirement, random lifetimes and fat tails, computed by the server.
 */
export function StressComparison({ profileId, scenarioId, scenarioLabel, unsaved }: StressComparisonProps) {
  const swr = { revalidateOnFocus: false };
  const base = useEndpoint(endpoints.stress.plan, { profileId }, { swr });
  const scenario = useEndpoint(endpoints.stress.plan, { profileId }, { query: { scenarioId }, swr });
  const b = base.data ? stressFigures(base.data) : null;
  const s = scenario.data ? stressFigures(scenario.data) : null;
  const loading = base.isLoading || scenario.isLoading;
  return (
    <Box as="section" aria-labelledby="stress-comparison-heading" bg="white" borderWidth="1px" rounded="md" p="3" mt="4" data-testid="stress-comparison">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" size="sm" id="stress-comparison-heading">Stress tests: base plan and {scenarioLabel}</Heading>
        <Text fontSize="xs" color="fg.muted">{unsaved ? 'With the scenario\'s saved actions (save to include the changes)' : 'With the scenario\'s saved actions'}</Text>
      </Flex>
      {loading && <Flex gap="2" align="center"><Spinner size="sm" /><Text fontSize="sm">Running the stress tests…</Text></Flex>}
      {(base.error || scenario.error) && <Text color="fg.error" fontSize="sm">The stress tests could not be run: {(base.error ?? scenario.error)?.message}</Text>}
      {b && s && (
        <Table.Root size="sm" aria-label="Stress tests of the base plan and the scenario">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stress test</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Base plan</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{scenarioLabel}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {b.map((f, i) => {
              const other = s[i];
              const change = f.share != null && other.share != null ? formatPointChange(other.share - f.share) : '—';
              return (
                <Table.Row key={f.key} data-testid={`stress-compare-${f.key}`}>
                  <Table.Cell>{f.title.replace(/ from \d{4}$/, '')}</Table.Cell>
                  <Table.Cell textAlign="end">{f.value}</Table.Cell>
                  <Table.Cell textAlign="end">{other.value}</Table.Cell>
                  <Table.Cell textAlign="end">{change}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
