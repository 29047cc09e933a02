import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { planStatus, usePlan, withPlan, type DashboardPlan, type DashboardSummary } from '@portal/shared';
import { pct, usd } from './format';
import type { SortColumn } from './SortTable';

/** Opens a plan (selects it, then its profile page): one click from a dashboard row. */
export function PlanLink({ plan }: { plan: Pick<DashboardPlan, 'profileId' | 'name'> }) {
  const navigate = useNavigate();
  const selectPlan = usePlan((s) => s.selectPlan);
  return (
    <Button variant="plain" size="sm" px="0" color="primary.fg" textDecoration="underline"
      onClick={() => { selectPlan({ id: plan.profileId }); navigate(withPlan('/profile', plan.profileId)); }}>
      {plan.name}
    </Button>
  );
}

export function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="2xl" fontWeight="semibold">{value}</Text>
      {hint && <Text fontSize="xs" color="fg.muted">{hint}</Text>}
    </Box>
  );
}

/**
 * The headline figures of a dashboard: plans, assets, average probability and attention. Plans still being updated
 * are no figure of their own: the page says so in a note only while there are some.
 */
export function SummaryStats({ s, threshold }: { s: DashboardSummary; threshold: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Stat label="Plans" value={s.plans} />
      <Stat label="Assets under advice" value={usd(s.totalAssets)} hint={`Net worth ${usd(s.totalNetWorth)}`} />
      <Stat label="Average probability of success" value={pct(s.averageProbability)} hint={`${s.belowThreshold} below ${threshold}%`} />
      <Stat label="Need attention" value={s.needAttention} />
    </SimpleGrid>
  );
}

export function StageCounts({ s }: { s: DashboardSummary }) {
  if (s.stages.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">Plans by planning stage</Text>
      <HStack wrap="wrap" gap="2" as="ul" listStyleType="none" aria-label="Plans by planning stage">
        {s.stages.map((st) => (
          <Box as="li" key={st.stage}><Badge size="lg" variant="subtle">{st.label}: {st.count}</Badge></Box>
        ))}
      </HStack>
    </Stack>
  );
}

/** Columns of a plan list (the advisor's plans, the team's worklist). */
export function planColumns(withAdvisor: boolean, threshold: number): SortColumn<DashboardPlan>[] {
  return [
    { key: 'name', header: 'Plan', sortValue: (p) => p.name, render: (p) => <PlanLink plan={p} /> },
    ...(withAdvisor ? [{ key: 'advisor', header: 'Advisor', sortValue: (p: DashboardPlan) => p.advisorName }] : []),
    { key: 'stage', header: 'Stage', sortValue: (p) => p.planningStage, render: (p) => p.stageLabel },
    {
      key: 'probability', header: 'Probability of success', align: 'end', sortValue: (p) => p.probability,
      render: (p) => <>{pct(p.probability)}{p.stale && <Badge ms="2" size="sm" colorPalette="orange">pending</Badge>}</>,
    },
    {
      key: 'status', header: 'Status', sortValue: (p) => p.probability,
      render: (p) => planStatus(p.probability, threshold)?.label ?? '—',
    },
    { key: 'assets', header: 'Assets', align: 'end', sortValue: (p) => p.totalAssets, render: (p) => usd(p.totalAssets) },
    {
      key: 'reasons', header: 'Needs attention', sortValue: (p) => p.reasons.length,
      render: (p) => (p.reasons.length ? <Stack gap="0">{p.reasons.map((r) => <Text key={r.code} fontSize="xs">{r.text}</Text>)}</Stack> : '—'),
    },
  ];
}
