import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { call, DataTable, endpoints, useEndpoint, type Level } from '@portal/shared';
import { levelApi, levelName, messageOf, type Partner, type PartnerLink } from './api';
import { ContactsPanel } from './ContactsPanel';
import { CsvMappingPanel } from './CsvMappingPanel';

/**
 * Team or advisor integrations: the partner catalogue with each partner enabled or not at this level, the saved
 * column mapping of custodian CSV files, and the CRM contacts (import, search, create a plan).
 */
export function LevelIntegrations({ level, levelKey }: { level: Level; levelKey: number }) {
  const name = levelName(level);
  const partners = useEndpoint(endpoints.integrations.partners, {});
  const links = useEndpoint(levelApi(name).list, { levelKey });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linkOf = (p: Partner) => links.data?.find((l) => l.partnerId === p.id);

  const enable = async (p: Partner) => {
    setBusy(p.id);
    setError(null);
    try {
      await call(levelApi(name).link, { body: { levelKey, partnerId: p.id } }, { handledStatuses: [400] });
      await links.mutate();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };
  const disable = async (link: PartnerLink) => {
    setBusy(link.partnerId);
    try {
      await call(endpoints.integrations.removeLink, { params: { id: link.id } });
      await links.mutate();
    } catch { /* the save-error banner explains */ } finally {
      setBusy(null);
    }
  };

  const csv = partners.data?.find((p) => p.code === 'CUSTODIAN_CSV');
  const csvLink = csv && linkOf(csv);
  const crm = partners.data?.find((p) => p.code === 'CRM_CONTACTS');
  const crmLink = crm && linkOf(crm);

  return (
    <Stack gap="6">
      <Box>
        <Heading size="md" mb="2">Partners</Heading>
        <Text color="fg.muted" mb="3">
          Enable a partner for {level === 4 ? 'every advisor of the team' : 'your plans'}; plans then import its files on Plan Integrations.
        </Text>
        <DataTable
          caption="Integration partners"
          columns={[
            { key: 'name', header: 'Partner', render: (p: Partner) => <Text fontWeight="medium">{p.name}</Text> },
            { key: 'description', header: 'What it imports' },
            {
              key: 'status', header: 'Status', render: (p: Partner) => {
                const l = linkOf(p);
                return l ? <Badge colorPalette="green">Enabled</Badge> : <Badge>Not enabled</Badge>;
              },
            },
            {
              key: 'action', header: 'Action', align: 'end', render: (p: Partner) => {
                const l = linkOf(p);
                return l
                  ? <Button size="xs" variant="outline" loading={busy === p.id} onClick={() => disable(l)} aria-label={`Disable ${p.name}`}>Disable</Button>
                  : <Button size="xs" colorPalette="blue" loading={busy === p.id} onClick={() => enable(p)} aria-label={`Enable ${p.name}`}>Enable</Button>;
              },
            },
          ]}
          rows={partners.data ?? []}
          emptyText={partners.isLoading ? 'Loading partners…' : 'No integration partners are available.'}
        />
        {error && <Text color="fg.error" mt="2" role="alert">{error}</Text>}
      </Box>
      {csv && csvLink && <CsvMappingPanel partner={csv} link={csvLink} levelName={name} onSaved={() => links.mutate()} />}
      {crm && crmLink ? (
        <ContactsPanel partner={crm} link={crmLink} levelName={name} levelKey={levelKey} onImported={() => links.mutate()} />
      ) : (
        <HStack><Text color="fg.muted">Enable CRM contacts to import contacts and create client plans from them.</Text></HStack>
      )}
    </Stack>
  );
}
