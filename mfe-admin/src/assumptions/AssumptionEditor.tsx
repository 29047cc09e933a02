import { Badge, Box, Button, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import type { Assumption } from '@portal/shared';
import { levelLabel } from '../levels/levelApi';
import { AssetClassesTab } from './AssetClassesTab';
import { CorrelationsTab } from './CorrelationsTab';
import { GroupsTab } from './GroupsTab';
import { PortfoliosTab } from './PortfoliosTab';
import { RiskMappingsTab } from './RiskMappingsTab';
import { SetDetails } from './SetDetails';
import type { AssumptionsApi } from './useAssumptions';

/** The set being edited: its details, then one tab per part. Sets of a higher level are read-only (copy them to change). */
export function AssumptionEditor({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  return (
    <Box as="section" aria-label={`Assumption set ${set.name}`} mt="6" p="5" bg="white" borderWidth="1px" rounded="lg">
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">{set.name} <Badge ml="2" variant="subtle">{levelLabel(set.level)}</Badge></Heading>
        <Button size="xs" variant="ghost" onClick={() => api.setCurrentId(null)}>Close</Button>
      </Flex>
      {!set.editable && <Text mb="3" color="fg.muted">This set belongs to the {levelLabel(set.level).toLowerCase()} level. Copy it to make your own changes.</Text>}
      <SetDetails set={set} api={api} />
      <Tabs.Root mt="6" defaultValue="classes" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="classes">Asset Classes</Tabs.Trigger>
          <Tabs.Trigger value="correlations">Correlations</Tabs.Trigger>
          <Tabs.Trigger value="portfolios">Portfolios</Tabs.Trigger>
          <Tabs.Trigger value="risk">Risk Mappings</Tabs.Trigger>
          <Tabs.Trigger value="groups">Groups</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="classes"><AssetClassesTab set={set} api={api} /></Tabs.Content>
        <Tabs.Content value="correlations"><CorrelationsTab set={set} api={api} /></Tabs.Content>
        <Tabs.Content value="portfolios"><PortfoliosTab set={set} api={api} /></Tabs.Content>
        <Tabs.Content value="risk"><RiskMappingsTab set={set} api={api} /></Tabs.Content>
        <Tabs.Content value="groups"><GroupsTab set={set} api={api} /></Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
