import { useState } from 'react';
import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { call, SelectField, TextField } from '@portal/shared';
import { levelApi, messageOf, type LevelName, type Partner, type PartnerLink } from './api';

const FIELD_LABELS: Record<string, string> = {
  account: 'Account number column', accountName: 'Account name column', symbol: 'Symbol column', description: 'Description column',
  quantity: 'Quantity column', price: 'Price column', marketValue: 'Market value column', costBasis: 'Cost basis column', date: 'Date column',
};

/** The layout custodian CSV files are read with at this level: a preset (or automatic), or a saved column mapping. */
export function CsvMappingPanel({ partner, link, levelName, onSaved }: {
  partner: Partner; link: PartnerLink; levelName: LevelName; onSaved: () => void;
}) {
  const [preset, setPreset] = useState(link.settings.mapping ? 'custom' : link.settings.preset ?? 'auto');
  const [mapping, setMapping] = useState<Record<string, string>>(link.settings.mapping ?? {});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const custom = preset === 'custom';

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const filled = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v.trim()));
    const settings = custom ? { mapping: filled } : { preset };
    try {
      await call(levelApi(levelName).link, { body: { levelKey: link.levelKey, partnerId: partner.id, settings } }, { handledStatuses: [400] });
      setMessage('Saved.');
      onSaved();
    } catch (e) {
      setMessage(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-label="Custodian CSV layout" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading size="sm" mb="2">Custodian CSV layout</Heading>
      <Text color="fg.muted" mb="3">Positions files are read with a preset of a common custodian export, or with your own column mapping.</Text>
      <Box maxW="sm" mb="3">
        <SelectField
          label="Layout"
          value={preset === 'auto' ? '' : preset}
          onChange={(v) => setPreset(v || 'auto')}
          placeholder="Automatic (any preset)"
          options={[
            ...(partner.presets ?? []).map((p) => ({ code: p.code, description: p.label })),
            { code: 'custom', description: 'My column mapping' },
          ]}
        />
      </Box>
      {custom && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3" mb="3">
          {(partner.fields ?? []).map((f) => (
            <TextField key={f} label={FIELD_LABELS[f] ?? f} value={mapping[f] ?? ''} maxLength={60}
              required={f === 'symbol' || f === 'marketValue'} onChange={(v) => setMapping({ ...mapping, [f]: v })} />
          ))}
        </Grid>
      )}
      <Button size="sm" colorPalette="blue" loading={busy} onClick={save}>Save layout</Button>
      {message && <Text mt="2" role="status">{message}</Text>}
    </Box>
  );
}
