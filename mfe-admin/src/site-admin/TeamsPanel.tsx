import { useState } from 'react';
import { Alert, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { call, DateField, endpoints, NumberField, SelectField, useEndpoint, type AdminTeam } from '@portal/shared';
import { day } from '../dashboards/format';
import { SortTable } from '../dashboards/SortTable';
import { act } from './adminApi';

/** Teams with their licences, members and plans; sets a team's licence count and end. */
export function TeamsPanel() {
  const list = useEndpoint(endpoints.siteAdmin.teams, {});
  const [teamId, setTeamId] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [end, setEnd] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    const r = await act((o) => call(endpoints.siteAdmin.teamLicence, { body: { teamId: Number(teamId), licenseCount: count ?? 0, expirationDate: end } }, o));
    setMessage(r.ok ? { ok: true, text: `${r.value.name} now holds ${r.value.licenseCount} licence(s) until ${end}.` } : { ok: false, text: r.message });
    await list.mutate();
  };
  if (!list.data) return <Spinner role="status" aria-label="Loading teams" />;
  return (
    <Stack gap="4">
      <SortTable<AdminTeam>
        caption="Teams" rows={list.data} rowKey={(t) => t.id} initialSort={{ key: 'name', direction: 'asc' }} emptyText="No teams yet."
        columns={[
          { key: 'name', header: 'Team', sortValue: (t) => t.name },
          { key: 'managers', header: 'Managers', sortValue: (t) => t.managers.map((m) => m.name).join(', ') },
          { key: 'members', header: 'Members', align: 'end', sortValue: (t) => t.members },
          { key: 'plans', header: 'Plans', align: 'end', sortValue: (t) => t.plans },
          { key: 'licences', header: 'Licences (assigned)', align: 'end', sortValue: (t) => t.licenseCount, render: (t) => `${t.licenseCount} (${t.assignedLicences})` },
          { key: 'end', header: 'Licences until', sortValue: (t) => t.licenseExpiration, render: (t) => day(t.licenseExpiration) },
        ]}
      />
      <HStack align="end" gap="3" wrap="wrap" as="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <SelectField label="Team" value={teamId} onChange={setTeamId} options={list.data.map((t) => ({ code: String(t.id), description: t.name }))} />
        <NumberField label="Licences" value={count} onChange={(v) => setCount(v ?? null)} />
        <DateField label="Licences until" value={end} onChange={setEnd} />
        <Button type="submit" disabled={!teamId || count == null || !end}>Set team licence</Button>
      </HStack>
      {message && <Alert.Root status={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}><Alert.Indicator /><Alert.Description>{message.text}</Alert.Description></Alert.Root>}
    </Stack>
  );
}
