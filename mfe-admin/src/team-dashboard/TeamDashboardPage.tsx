import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { endpoints, PageHeader, useEndpoint, useSession, type AdvisorRow } from '@portal/shared';
import { ProbabilityHistogram } from '../dashboards/charts';
import { EngagementTable } from '../dashboards/EngagementTable';
import { pct, usd } from '../dashboards/format';
import { planColumns, StageCounts, SummaryStats } from '../dashboards/parts';
import { SortTable, type SortColumn } from '../dashboards/SortTable';

const advisorColumns: SortColumn<AdvisorRow>[] = [
  { key: 'name', header: 'Advisor', sortValue: (a) => a.name },
  { key: 'plans', header: 'Plans', align: 'end', sortValue: (a) => a.plans },
  { key: 'assets', header: 'Assets under advice', align: 'end', sortValue: (a) => a.totalAssets, render: (a) => usd(a.totalAssets) },
  { key: 'probability', header: 'Average probability', align: 'end', sortValue: (a) => a.averageProbability, render: (a) => pct(a.averageProbability) },
  { key: 'below', header: 'Below threshold', align: 'end', sortValue: (a) => a.belowThreshold },
  { key: 'attention', header: 'Need attention', align: 'end', sortValue: (a) => a.needAttention },
  { key: 'pending', header: 'Being updated', align: 'end', sortValue: (a) => a.pending },
];

/** Team Dashboard (/team/dashboard): the team's plans by advisor for its manager, with totals and a worklist. */
export default function TeamDashboardPage() {
  const teamId = useSession((s) => s.selectedTeamId);
  const dash = useEndpoint(endpoints.dashboards.team, teamId ? { id: teamId } : null);
  const group = useEndpoint(endpoints.dashboards.group, teamId ? { id: teamId } : null);
  const engagement = useEndpoint(endpoints.dashboards.teamEngagement, teamId ? { id: teamId } : null);
  const d = dash.data;
  if (!teamId) {
    return <><PageHeader title="Team Dashboard" /><Text color="fg.muted">You are not a member of a team.</Text></>;
  }
  const totals = group.data?.totals;
  return (
    <>
      <PageHeader title="Team Dashboard" description={d ? `${d.team.name}: plans and engagement by advisor.` : 'Plans and engagement by advisor.'} />
      {!d ? <Spinner role="status" aria-label="Loading the team dashboard" /> : (
        <Stack gap="6">
          <SummaryStats s={d} threshold={d.threshold} />
          {d.pending > 0 && (
            <Alert.Root status="info" role="status"><Alert.Indicator />
              <Alert.Description>{d.pending === 1 ? '1 plan is' : `${d.pending} plans are`} being updated after a change; their last figures are shown meanwhile.</Alert.Description>
            </Alert.Root>
          )}
          <Stack gap="2">
            <Heading as="h2" size="md">By advisor</Heading>
            <SortTable caption="Plans by advisor" rows={group.data?.advisors ?? d.advisors} rowKey={(a) => a.userId} columns={advisorColumns}
              initialSort={{ key: 'name', direction: 'asc' }} emptyText="The team has no advisors yet." />
            {totals && (
              <Text fontSize="sm" aria-label="Team totals">
                Team totals: {totals.plans} plans, {usd(totals.totalAssets)} under advice, average probability {pct(totals.averageProbability)},
                {' '}{totals.needAttention} needing attention, {totals.pending} being updated.
              </Text>
            )}
          </Stack>
          <StageCounts s={d} />
          <ProbabilityHistogram summary={d} label="Probability of success across the team's plans" />
          <Stack gap="2">
            <Heading as="h2" size="md">Plans that need attention</Heading>
            <SortTable caption="Team plans that need attention" rows={d.worklist} rowKey={(p) => p.profileId} columns={planColumns(true, d.threshold)}
              emptyText="No plan needs attention." initialSort={{ key: 'probability', direction: 'asc' }} />
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">Client engagement</Heading>
            {engagement.data ? <EngagementTable rows={engagement.data} withAdvisor /> : <Spinner role="status" aria-label="Loading engagement" />}
          </Stack>
        </Stack>
      )}
    </>
  );
}
