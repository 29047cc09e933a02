import { useState } from 'react';
import { Button, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckboxField, NumberField, SelectField, TextField, isApiError, type Strategy } from '@portal/shared';

export const STRATEGY_TYPES = [
  { code: 'WO', description: 'Withdrawal order' },
  { code: 'RC', description: 'Roth conversion up to a bracket' },
  { code: 'SS', description: 'Social Security claiming ages' },
];
const ORDERS = [
  { code: 'CASH,TAXABLE,DEFERRED,ROTH', description: 'Cash, taxable, tax-deferred, Roth' },
  { code: 'CASH,DEFERRED,TAXABLE,ROTH', description: 'Cash, tax-deferred, taxable, Roth' },
  { code: 'CASH,TAXABLE,ROTH,DEFERRED', description: 'Cash, taxable, Roth, tax-deferred' },
  { code: 'TAXABLE,CASH,DEFERRED,ROTH', description: 'Taxable, cash, tax-deferred, Roth' },
  { code: 'PRORATA', description: 'Pro rata: every account at once, in proportion to its balance' },
];
const BRACKETS = [
  { code: '0', description: '0% (the deductions only: no tax on the conversion)' },
  ...[10, 12, 22, 24, 32, 35, 37].map((b) => ({ code: String(b), description: `${b}%` })),
];

type Draft = Partial<Strategy> & { profileId: number };

/** Edits one strategy the engine understands: withdrawal order, Roth conversions up to a bracket, claiming ages. */
export function StrategyDialog({ strategy, onSave, onCancel }: { strategy: Draft; onSave: (s: Draft) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(strategy);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const save = async () => {
    try {
      await onSave(draft);
    } catch (e) {
      if (isApiError(e)) setErrors(e.fieldErrors());
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onCancel(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{draft.id ? 'Edit strategy' : 'New strategy'}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <SelectField label="Strategy" value={draft.type ?? ''} options={STRATEGY_TYPES} onChange={(v) => set('type')((v || null) as Strategy['type'])} error={errors.type} required />
                <TextField label="Description" value={draft.description ?? ''} onChange={set('description')} maxLength={100} error={errors.description} />
                {draft.type === 'WO' && (
                  <SelectField label="Withdraw from" value={(draft.withdrawalOrder ?? []).join(',')} options={ORDERS}
                    onChange={(v) => set('withdrawalOrder')(v ? (v.split(',') as Strategy['withdrawalOrder']) : null)} error={errors.withdrawalOrder} />
                )}
                {draft.type === 'RC' && (
                  <SimpleGrid columns={3} gap="3">
                    <SelectField label="Fill up to the bracket" value={draft.conversionBracket == null ? '' : String(draft.conversionBracket)} options={BRACKETS}
                      onChange={(v) => set('conversionBracket')(v ? Number(v) : null)} error={errors.conversionBracket} />
                    <NumberField label="From client age" value={draft.conversionStartAge} onChange={set('conversionStartAge')} error={errors.conversionStartAge} />
                    <NumberField label="Until client age" value={draft.conversionEndAge} onChange={set('conversionEndAge')} error={errors.conversionEndAge} />
                  </SimpleGrid>
                )}
                {draft.type === 'RC' && (
                  <CheckboxField label="Stop each year's conversion below the next Medicare surcharge (IRMAA) tier" checked={draft.conversionBelowIrmaaTier === true}
                    onChange={(v) => set('conversionBelowIrmaaTier')(v)} error={errors.conversionBelowIrmaaTier} />
                )}
                {draft.type === 'SS' && (
                  <SimpleGrid columns={2} gap="3">
                    <NumberField label="Client claims at" value={draft.clientClaimAge} onChange={set('clientClaimAge')} error={errors.clientClaimAge} />
                    <NumberField label="Spouse claims at" value={draft.spouseClaimAge} onChange={set('spouseClaimAge')} error={errors.spouseClaimAge} />
                  </SimpleGrid>
                )}
                {draft.type === 'SS' && <Text fontSize="sm" color="fg.muted">Claiming ages from 62 to 70 replace those of the Social Security records.</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button colorPalette="blue" onClick={() => void save()} disabled={!draft.type}>Save</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
