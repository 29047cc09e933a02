import { useState } from 'react';
import { Button, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckboxField, NumberField, SelectField, TextField, isApiError, type AssumptionData, type TargetMethod } from '@portal/shared';

const METHODS = [
  { code: 'RISK', description: 'From a risk score' },
  { code: 'PORT', description: 'A model portfolio' },
  { code: 'CUSTOM', description: 'Custom weights' },
];
type Draft = Partial<TargetMethod> & { profileId: number };

/** Edits a target method: how the target allocation is chosen, and whether it is the selected (current) target. */
export function TargetMethodDialog({ method, assumptions, onSave, onCancel }: {
  method: Draft; assumptions: AssumptionData | null; onSave: (m: Draft) => Promise<void>; onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({ allocation: {}, ...method });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const total = Object.values(draft.allocation ?? {}).reduce((s, w) => s + (w || 0), 0);
  const save = async () => {
    try {
      await onSave(draft);
    } catch (e) {
      if (isApiError(e)) setErrors(e.fieldErrors());
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onCancel(); }} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{draft.id ? 'Edit target method' : 'New target method'}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <TextField label="Description" value={draft.description ?? ''} onChange={set('description')} maxLength={100} required error={errors.description} />
                <SelectField label="Method" value={draft.method ?? ''} options={METHODS} onChange={(v) => set('method')((v || null) as TargetMethod['method'])} required error={errors.method} />
                {draft.method === 'RISK' && <NumberField label="Risk score (0-100)" value={draft.riskScore} onChange={set('riskScore')} error={errors.riskScore} />}
                {draft.method === 'PORT' && (
                  <SelectField label="Portfolio" value={draft.portfolioId ?? ''} options={(assumptions?.portfolios ?? []).map((p) => ({ code: p.id, description: p.name }))}
                    onChange={(v) => set('portfolioId')(v || null)} error={errors.portfolioId} />
                )}
                {draft.method === 'CUSTOM' && (
                  <>
                    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                      {(assumptions?.assetClasses ?? []).map((c) => (
                        <NumberField key={c.id} label={c.name} suffix="%" value={draft.allocation?.[c.id] ?? null}
                          onChange={(n) => set('allocation')({ ...(draft.allocation ?? {}), [c.id]: n ?? 0 })} />
                      ))}
                    </SimpleGrid>
                    <Text fontSize="sm" color={Math.abs(total - 100) < 0.01 ? 'fg.muted' : 'fg.error'}>Weights add up to {Math.round(total * 10) / 10}% (they should add up to 100%).</Text>
                  </>
                )}
                <CheckboxField label="Use as the current target" checked={draft.selected ?? false} onChange={set('selected')} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button colorPalette="blue" onClick={() => void save()} disabled={!draft.method || !draft.description?.trim()}>Save</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
