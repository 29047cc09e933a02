import { useState } from 'react';
import { Badge, Button, Dialog, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, PageHeader, withPlan } from '@portal/shared';
import { deleteScenario, duplicateScenario, orderScenarios, saveScenario, type ScenarioItem } from '../plan-scenarios/api';
import { useScenarioList, useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { ScenarioDialog, type ScenarioDraft } from './ScenarioDialog';

/** Scenarios (/scenarios): create, edit, share, duplicate, delete and order the plan's scenarios. */
export default function ScenariosPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const { scenarios } = useScenarioList(profileId);
  const [editing, setEditing] = useState<ScenarioItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScenarioItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const can = rights.changeScenarios;

  const save = async (draft: ScenarioDraft) => {
    if (!profileId) return;
    const current = editing !== 'new' ? editing : null;
    await saveScenario({ ...(current ?? {}), ...draft, profileId }, !!current && current.sharing !== draft.sharing);
    setEditing(null);
  };
  const duplicate = async (s: ScenarioItem) => {
    setBusy(s.id);
    try {
      await duplicateScenario(s);
    } finally {
      setBusy(null);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    if (!profileId) return;
    const ids = scenarios.map((s) => s.id);
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    [ids[index], ids[to]] = [ids[to], ids[index]];
    void orderScenarios(profileId, ids);
  };

  return (
    <>
      <PageHeader
        title="Scenarios"
        description="What-if versions of the plan. Each holds ordered actions that change plan data for that scenario only."
        actions={can && <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>New scenario</Button>}
      />
      <PageGate profileId={profileId} profile={profile} allowed={rights.viewScenarios || rights.viewWorkshop} what="scenarios">
        <DataTable
          rows={scenarios}
          emptyText="No scenarios yet."
          columns={[
            { key: 'description', header: 'Scenario', render: (s) => <Text fontWeight="medium">{s.description}</Text> },
            { key: 'type', header: 'Type', render: (s) => (s.type === 'WS' ? 'Workshop' : 'Suggested actions') },
            {
              key: 'flags', header: 'Status', render: (s) => (
                <HStack gap="1">
                  {s.sharing && <Badge colorPalette="green">Shared</Badge>}
                  {s.comparing && <Badge colorPalette="blue">Compared</Badge>}
                  {!s.active && <Badge>Inactive</Badge>}
                </HStack>
              ),
            },
            {
              key: 'actions', header: 'Actions', align: 'end', render: (s) => {
                const i = scenarios.indexOf(s);
                return (
                  <HStack gap="1" justify="flex-end">
                    <Button size="xs" variant="ghost" asChild>
                      <RouterLink to={withPlan(s.type === 'SA' ? `/suggested-actions?scenario=${s.id}` : `/workshop?scenario=${s.id}`, profileId)}>Open</RouterLink>
                    </Button>
                    {can && (
                      <>
                        <IconButton size="xs" variant="ghost" aria-label={`Move ${s.description} up`} disabled={i === 0} onClick={() => move(i, -1)}>↑</IconButton>
                        <IconButton size="xs" variant="ghost" aria-label={`Move ${s.description} down`} disabled={i === scenarios.length - 1} onClick={() => move(i, 1)}>↓</IconButton>
                        <Button size="xs" variant="outline" onClick={() => setEditing(s)} aria-label={`Edit ${s.description}`}>Edit</Button>
                        <Button size="xs" variant="outline" loading={busy === s.id} onClick={() => void duplicate(s)} aria-label={`Duplicate ${s.description}`}>Duplicate</Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(s)} aria-label={`Delete ${s.description}`}>Delete</Button>
                      </>
                    )}
                  </HStack>
                );
              },
            },
          ]}
        />
      </PageGate>
      {editing && <ScenarioDialog scenario={editing === 'new' ? null : editing} onSave={save} onCancel={() => setEditing(null)} />}
      <Dialog.Root open={deleting !== null} onOpenChange={(e) => { if (!e.open) setDeleting(null); }} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>Delete this scenario?</Dialog.Title></Dialog.Header>
              <Dialog.Body><Text>“{deleting?.description}” and its actions will be deleted. The plan itself does not change.</Text></Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setDeleting(null)}>Cancel</Button>
                <Button colorPalette="red" onClick={() => { if (deleting) void deleteScenario(deleting).finally(() => setDeleting(null)); }}>Delete scenario</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
