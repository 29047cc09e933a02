import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { endpoints, PageHeader, useEndpoint, useSelectedAdvisor, useSession } from '@portal/shared';
import { ProbabilityHistogram } from '../dashboards/charts';
import { EngagementTable } from '../dashboards/EngagementTable';
import { planColumns, StageCounts, SummaryStats } from '../dashboards/parts';
import { SortTable } from '../dashboards/SortTable';

/**
 * Advisor Dashboard (/advisor/dashboard, and what / shows a signed-in advisor): the selected advisor's clients at a
 * glance, from the figures stored when each plan's result was computed.
 */
export default function AdvisorDashboardPage({ embedded = false }: { embedded?: boolean }) {
  const userId = useSession((s) => s.account?.user.id ?? null);
  const advisorId = useSelectedAdvisor()?.advisorId ?? userId;
  const dash = useEndpoint(endpoints.dashboards.advisor, advisorId ? { advisorUserId: advisorId } : null);
  const engagement = useEndpoint(endpoints.dashboards.advisorEngagement, advisorId ? { advisorUserId: advisorId } : null);
  const d = dash.data;
  return (
    <>
      {!embedded && <PageHeader title="Advisor Dashboard" description={d ? `${d.advisor.name}: your clients at a glance.` : 'Your clients at a glance.'} />}
      {!d ? <Spinner role="status" aria-label="Loading the dashboard" /> : (
        <Stack gap="6">
          {embedded && <Heading as="h2" size="lg">Your clients at a glance</Heading>}
          <SummaryStats s={d} threshold={d.threshold} />
          {d.pending > 0 && (
            <Alert.Root status="info" role="status"><Alert.Indicator />
              <Alert.Description>{d.pending === 1 ? '1 plan is' : `${d.pending} plans are`} being updated after a change; their last figures are shown meanwhile.</Alert.Description>
            </Alert.Root>
          )}
          <StageCounts s={d} />
          <ProbabilityHistogram summary={d} />
          <Stack gap="2">
            <Heading as="h2" size="md">Plans that need attention</Heading>
            <Text fontSize="sm" color="fg.muted">Probability of success below {d.threshold}%, no review in 12 months, a licence or invitation pending, imported accounts to link.</Text>
            <SortTable caption="Plans that need attention" rows={d.planList.filter((p) => p.reasons.length > 0)} rowKey={(p) => p.profileId}
              columns={planColumns(false, d.threshold)} emptyText="No plan needs attention." initialSort={{ key: 'probability', direction: 'asc' }} />
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">All plans</Heading>
            <SortTable caption="All plans" rows={d.planList} rowKey={(p) => p.profileId} columns={planColumns(false, d.threshold)}
              emptyText="No plans yet." initialSort={{ key: 'name', direction: 'asc' }} />
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">Client engagement</Heading>
            {engagement.data ? <EngagementTable rows={engagement.data} /> : <Spinner role="status" aria-label="Loading engagement" />}
          </Stack>
        </Stack>
      )}
    </>
  );
}
