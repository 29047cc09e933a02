import { useState } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { CheckboxField, SelectField, TextField, isApiError } from '@portal/shared';
import type { ScenarioItem } from '../plan-scenarios/api';

export interface ScenarioDraft {
  id?: number | null;
  description: string;
  type: 'WS' | 'SA';
  sharing: boolean;
  active: boolean;
  comparing: boolean;
}

const TYPES = [{ code: 'WS', description: 'Workshop' }, { code: 'SA', description: 'Suggested actions' }];

/** Creates or edits a scenario: description, type, shared with the client, active, compared. */
export function ScenarioDialog({ scenario, onSave, onCancel }: {
  scenario: ScenarioItem | null;
  onSave: (draft: ScenarioDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ScenarioDraft>(() => ({
    id: scenario?.id ?? null,
    description: scenario?.description ?? '',
    type: (scenario?.type as 'WS' | 'SA') ?? 'WS',
    sharing: scenario?.sharing ?? false,
    active: scenario?.active ?? true,
    comparing: scenario?.comparing ?? false,
  }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ScenarioDraft>(k: K) => (v: ScenarioDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (e) {
      setError(isApiError(e) ? e.fieldErrors().description ?? null : null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onCancel(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{scenario ? 'Edit scenario' : 'New scenario'}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <TextField label="Description" value={draft.description} onChange={set('description')} maxLength={100} required error={error} />
                <SelectField label="Type" value={draft.type} options={TYPES} onChange={(v) => set('type')((v || 'WS') as 'WS' | 'SA')} />
                <CheckboxField label="Share with the client" checked={draft.sharing} onChange={set('sharing')} />
                <CheckboxField label="Active" checked={draft.active} onChange={set('active')} />
                <CheckboxField label="Include in the comparison" checked={draft.comparing} onChange={set('comparing')} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button colorPalette="blue" onClick={() => void save()} loading={saving} disabled={!draft.description.trim()}>Save</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
