import { useState } from 'react';
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { DataTable, PageHeader, codeWords, type Strategy } from '@portal/shared';
import { deletePlanRecord, savePlanRecord } from '../plan-scenarios/api';
import { useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { STRATEGY_TYPES, StrategyDialog } from './StrategyDialog';

type Saved = Strategy & { id: number; profileId: number };

function summary(s: Saved): string {
  if (s.type === 'WO') return codeWords.withdrawalOrder(s.withdrawalOrder);
  if (s.type === 'RC') return `Convert to Roth up to the ${s.conversionBracket ?? '—'}% bracket${s.conversionBelowIrmaaTier ? ', below the next IRMAA tier' : ''}${s.conversionStartAge ? ` from ${s.conversionStartAge}` : ''}${s.conversionEndAge ? ` to ${s.conversionEndAge}` : ''}`;
  return `Client claims at ${s.clientClaimAge ?? '—'}${s.spouseClaimAge ? `, spouse at ${s.spouseClaimAge}` : ''}`;
}

/** Strategies (/strategies): view, save and delete the plan's strategies (the engine applies the active ones). */
export default function StrategiesPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const [editing, setEditing] = useState<(Partial<Strategy> & { profileId: number }) | null>(null);
  const strategies = (profile?.strategies ?? []) as Saved[];
  const can = rights.changePlan;

  return (
    <>
      <PageHeader
        title="Strategies"
        description="Withdrawal order, Roth conversions up to a tax bracket and Social Security claiming ages used in the projection."
        actions={can && profileId && <Button size="sm" colorPalette="blue" onClick={() => setEditing({ profileId, active: true, type: 'SS' })}>New strategy</Button>}
      />
      <PageGate profileId={profileId} profile={profile} allowed={!!profile} what="strategies">
        <DataTable
          rows={strategies}
          emptyText="No strategies: the projection uses its default withdrawal order and each Social Security record's claiming age."
          columns={[
            { key: 'type', header: 'Strategy', render: (s) => STRATEGY_TYPES.find((t) => t.code === s.type)?.description ?? s.type },
            { key: 'description', header: 'Description', render: (s) => s.description ?? '' },
            { key: 'summary', header: 'What it does', render: (s) => <Text fontSize="sm">{summary(s)}</Text> },
            { key: 'active', header: 'Status', render: (s) => (s.active === false ? <Badge>Inactive</Badge> : <Badge colorPalette="green">Active</Badge>) },
            {
              key: 'buttons', header: '', align: 'end', render: (s) => can && (
                <HStack gap="1" justify="flex-end">
                  <Button size="xs" variant="outline" onClick={() => setEditing(s)}>Edit</Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void deletePlanRecord('strategy', s)}>Delete</Button>
                </HStack>
              ),
            },
          ]}
        />
      </PageGate>
      {editing && (
        <StrategyDialog
          strategy={editing}
          onCancel={() => setEditing(null)}
          onSave={async (s) => {
            await savePlanRecord('strategy', s);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
