import { useState } from 'react';
import { Alert, Box, Button, Checkbox, HStack, Spinner, Stack } from '@chakra-ui/react';
import { call, DataTable, endpoints, SelectField, useEndpoint, type TeamPlan } from '@portal/shared';
import { act, day } from './teamApi';

/** Each member's plans; level 2+ moves chosen plans to another advisor of the team. */
export function PlansTab({ teamId, level }: { teamId: number; level: number }) {
  const plans = useEndpoint(endpoints.teams.plans, { teamId });
  const members = useEndpoint(endpoints.teams.members, { teamId });
  const [chosen, setChosen] = useState<number[]>([]);
  const [to, setTo] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const work = level >= 2;
  const advisors = (members.data?.members ?? []).filter((m) => m.role !== 'STAFF');

  const move = async () => {
    if (!to || chosen.length === 0) {
      setMessage({ ok: false, text: 'Choose the plans and the advisor who takes them.' });
      return;
    }
    const r = await act((o) => call(endpoints.teams.movePlans, { params: { teamId, userId: to }, body: chosen.map((profileId) => ({ profileId })) }, o));
    const name = advisors.find((a) => String(a.userId) === to)?.name ?? 'the advisor';
    setMessage(r.ok ? { ok: true, text: `${r.value.moved} plan${r.value.moved === 1 ? '' : 's'} moved to ${name}.` } : { ok: false, text: r.message });
    setChosen([]);
    await Promise.all([plans.mutate(), members.mutate()]);
  };

  if (!plans.data) return <Spinner aria-label="Loading plans" />;
  return (
    <Stack gap="4">
      {message && <Alert.Root status={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}><Alert.Indicator /><Alert.Description>{message.text}</Alert.Description></Alert.Root>}
      <DataTable<TeamPlan>
        caption="Plans of the team"
        rowKey={(p) => p.profileId}
        rows={[...plans.data].sort((a, b) => a.advisorName.localeCompare(b.advisorName) || a.clientName.localeCompare(b.clientName))}
        emptyText="The team's advisors have no plans yet."
        columns={[
          ...(work ? [{
            key: 'pick', header: 'Choose', render: (p: TeamPlan) => (
              <Checkbox.Root checked={chosen.includes(p.profileId)} aria-label={`Choose ${p.clientName}`}
                onCheckedChange={(d) => setChosen((c) => (d.checked ? [...c, p.profileId] : c.filter((x) => x !== p.profileId)))}>
                <Checkbox.HiddenInput /><Checkbox.Control />
              </Checkbox.Root>
            ),
          }] : []),
          { key: 'clientName', header: 'Client' },
          { key: 'advisorName', header: 'Advisor' },
          { key: 'updatedAt', header: 'Last change', render: (p) => day(p.updatedAt) },
        ]}
      />
      {work && (
        <HStack align="end" gap="3">
          <Box w="72"><SelectField label="Move the chosen plans to" value={to} onChange={setTo}
            options={advisors.map((a) => ({ code: String(a.userId), description: a.name || a.email }))} /></Box>
          <Button onClick={move} disabled={chosen.length === 0}>Move plans</Button>
        </HStack>
      )}
    </Stack>
  );
}
