import { useState } from 'react';
import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { DataTable, PageHeader, type AssumptionData, type Investment, type TargetMethod } from '@portal/shared';
import { deletePlanRecord, savePlanRecord } from '../plan-scenarios/api';
import { useScenarioInputs, useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { TargetMethodDialog } from './TargetMethodDialog';
import { TargetPortfolioPanel } from './TargetPortfolioPanel';
import { targetPortfolioId } from './targetAllocation';

type Saved = TargetMethod & { id: number; profileId: number };
const METHOD_NAMES: Record<string, string> = { RISK: 'Risk score', PORT: 'Model portfolio', CUSTOM: 'Custom weights' };

/**
 * Target methods (/target-methods): the target summaries with their selected flag, the current target, and the
 * Target Portfolio panel (selected target against current holdings). Selecting one clears the others.
 */
export default function TargetMethodsPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const inputs = useScenarioInputs(profileId);
  const assumptions = (inputs.data?.assumptions ?? null) as unknown as AssumptionData | null;
  const [editing, setEditing] = useState<(Partial<TargetMethod> & { profileId: number }) | null>(null);
  const methods = ((profile?.targetMethods ?? []) as Saved[]).filter((m) => m.active !== false);
  const current = methods.find((m) => m.selected) ?? null;
  const can = rights.changePlan;

  const save = async (m: Partial<TargetMethod> & { profileId: number }) => {
    const saved = await savePlanRecord('targetmethod', m);
    if (m.selected) {
      for (const other of methods.filter((x) => x.selected && x.id !== saved.id)) await savePlanRecord('targetmethod', { ...other, selected: false });
    }
    setEditing(null);
  };
  const portfolioName = (m: Saved) => {
    const id = assumptions ? targetPortfolioId(m, assumptions) : null;
    return assumptions?.portfolios.find((p) => p.id === id)?.name ?? (m.method === 'CUSTOM' ? 'Custom' : '—');
  };

  return (
    <>
      <PageHeader
        title="Target Portfolio"
        description="Target methods set the allocation the plan aims for; the selected one is the current target."
        actions={can && profileId && <Button size="sm" colorPalette="blue" onClick={() => setEditing({ profileId, method: 'RISK', selected: methods.length === 0 })}>New target method</Button>}
      />
      <PageGate profileId={profileId} profile={profile} allowed={!!profile} what="target methods">
        <Stack gap="5">
          <DataTable
            rows={methods}
            emptyText="No target methods yet."
            columns={[
              { key: 'description', header: 'Target method' },
              { key: 'method', header: 'Method', render: (m) => METHOD_NAMES[m.method ?? ''] ?? m.method },
              { key: 'portfolio', header: 'Allocation', render: portfolioName },
              { key: 'selected', header: 'Selected', render: (m) => (m.selected ? <Badge colorPalette="green">Current target</Badge> : '') },
              {
                key: 'buttons', header: '', align: 'end', render: (m) => can && (
                  <HStack gap="1" justify="flex-end">
                    {!m.selected && <Button size="xs" variant="outline" onClick={() => void save({ ...m, selected: true })}>Select</Button>}
                    <Button size="xs" variant="outline" onClick={() => setEditing(m)}>Edit</Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void deletePlanRecord('targetmethod', m)}>Delete</Button>
                  </HStack>
                ),
              },
            ]}
          />
          <TargetPortfolioPanel target={current} investments={(profile?.investments ?? []) as Investment[]} assumptions={assumptions} />
        </Stack>
      </PageGate>
      {editing && <TargetMethodDialog method={editing} assumptions={assumptions} onCancel={() => setEditing(null)} onSave={save} />}
    </>
  );
}
