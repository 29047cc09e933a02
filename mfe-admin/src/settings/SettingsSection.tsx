import { useState } from 'react';
import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { call, isApiError, type CodeItem, type SettingSection, type SettingsResponse } from '@portal/shared';
import { fieldErrorsOf, refreshSettingCaches, settingsApi } from '../levels/levelApi';
import { SettingField } from './SettingField';

export interface SettingsSectionProps {
  section: SettingSection;
  level: number;
  levelKey: number;
  settings: SettingsResponse;
  canWrite: boolean;
  optionsFor: (type: string) => CodeItem[];
}

/** One section's settings: edit, Save (only changed keys), or fall back to the inherited value of a key. */
export function SettingsSection({ section, level, levelKey, settings, canWrite, optionsFor }: SettingsSectionProps) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const valueOf = (key: string) => draft[key] ?? settings.values[key] ?? '';
  const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => v !== (settings.values[k] ?? '')));

  const api = settingsApi(level);
  const send = async (request: () => Promise<unknown>) => {
    setBusy(true);
    setErrors({});
    setSaved(false);
    try {
      await request();
      setDraft({});
      setSaved(true);
      await refreshSettingCaches();
    } catch (e) {
      // 400: messages under the fields; 406 (no assumption mapping): the shared client shows the snackbar.
      if (isApiError(e) && e.status === 400) setErrors(fieldErrorsOf(e));
      else setDraft({});
    } finally {
      setBusy(false);
    }
  };
  const save = () => send(async () => api && call(api.save, { params: { levelKey }, body: { values: changed } }, { handledStatuses: [400] }));
  const revertToInherited = (key: string) => send(async () => api && call(api.remove, { body: { levelKey, keys: [key] } }));

  return (
    <form aria-label={`${section.label} settings`} onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <SimpleGrid columns={{ base: 1, md: section.id === 'graph' ? 4 : 2 }} gap="5">
        {section.settings.map((def) => (
          <SettingField key={def.key} def={def} level={level} value={valueOf(def.key)} source={settings.sources[def.key]} inherited={settings.inherited?.[def.key]}
            readOnly={!canWrite} error={errors[`values.${def.key}`]} options={optionsFor(def.type)}
            onChange={(v) => { setSaved(false); setDraft((d) => ({ ...d, [def.key]: v })); }}
            onUseInherited={() => void revertToInherited(def.key)} />
        ))}
      </SimpleGrid>
      {canWrite && (
        <HStack mt="6" gap="3">
          <Button type="submit" loading={busy} disabled={Object.keys(changed).length === 0}>Save {section.label}</Button>
          {saved && <Text color="fg.success" role="status">Saved.</Text>}
        </HStack>
      )}
    </form>
  );
}
