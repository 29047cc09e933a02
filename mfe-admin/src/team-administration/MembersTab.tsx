import { useState } from 'react';
import { Alert, Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { call, DataTable, endpoints, SelectField, useEndpoint } from '@portal/shared';
import { accessWords, act, day, LEVELS, type Member } from './teamApi';

const { teams, payments } = endpoints;
import { InviteForm } from './InviteForm';
import { RemoveMember } from './RemoveMember';

const roleLabel = (m: Member) => (m.manager ? 'Manager' : m.role === 'STAFF' ? 'Staff' : 'Advisor');

/** Members and managers with what they may do and their licence; invitations; changes for managers. */
export function MembersTab({ teamId, level }: { teamId: number; level: number }) {
  const res = useEndpoint(teams.members, { teamId });
  const licence = useEndpoint(teams.licence, { teamId });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const manage = level >= 3;
  const work = level >= 2;

  const run = async (label: string, call: (o: { handledStatuses: number[] }) => Promise<unknown>) => {
    const r = await act(call);
    setMessage(r.ok ? { ok: true, text: label } : { ok: false, text: r.message });
    await Promise.all([res.mutate(), licence.mutate()]);
  };

  if (res.isLoading || !res.data) return <Spinner aria-label="Loading members" />;
  const { members, invitations } = res.data;
  const free = licence.data?.free ?? 0;

  return (
    <Stack gap="6">
      {message && (
        <Alert.Root status={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          <Alert.Indicator /><Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      <DataTable<Member>
        caption="Members"
        rowKey={(m) => m.userId}
        rows={members}
        columns={[
          { key: 'name', header: 'Name', render: (m) => <><Text fontWeight="medium">{m.name || m.username}</Text><Text fontSize="xs" color="fg.muted">{m.email}</Text></> },
          { key: 'role', header: 'Role', render: (m) => <Badge colorPalette={m.manager ? 'blue' : m.role === 'STAFF' ? 'purple' : 'gray'}>{roleLabel(m)}</Badge> },
          {
            key: 'level', header: 'Access', render: (m) => (manage && !m.manager ? (
              <Box minW="56"><SelectField label={`Access of ${m.name}`} value={String(m.levelAccess)} options={LEVELS}
                onChange={(v) => run(`${m.name}: ${accessWords(Number(v)).toLowerCase()}.`, (o) => call(teams.setAccess, { body: { teamId, userId: m.userId, levelAccess: Number(v) } }, o))} /></Box>
            ) : accessWords(m.levelAccess)),
          },
          {
            key: 'licence', header: 'Licence', render: (m) => {
              if (m.role === 'STAFF') return <Text color="fg.muted">Not needed</Text>;
              if (m.licence) return `Team licence to ${day(m.licence.expiresAt)}`;
              if (m.ownLicence) return `Own licence to ${day(m.expirationDate)}`;
              return (
                <HStack>
                  <Text color={m.expired ? 'red.600' : 'fg.muted'}>{m.expired ? `Expired ${day(m.expirationDate)}` : `Trial to ${day(m.expirationDate)}`}</Text>
                  {work && free > 0 && (
                    <Button size="xs" onClick={() => run(`A licence was assigned to ${m.name}.`, (o) => call(payments.adopt, { params: { teamId, advisorUserId: m.userId } }, o))}>
                      Assign licence
                    </Button>
                  )}
                </HStack>
              );
            },
          },
          { key: 'plans', header: 'Plans', align: 'end', render: (m) => (m.role === 'STAFF' ? '—' : String(m.planCount)) },
          {
            key: 'actions', header: 'Actions', render: (m) => (manage ? (
              <HStack gap="1" wrap="wrap">
                {!m.staff && !m.manager && (
                  <Button size="xs" variant="outline" onClick={() => run(`${m.name} is now a manager.`, (o) => call(teams.addManager, { body: { teamId, userId: m.userId } }, o))}>Make manager</Button>
                )}
                {m.manager && (
                  <Button size="xs" variant="outline" onClick={() => run(`${m.name} is no longer a manager.`, (o) => call(teams.removeManager, { body: { teamId, userId: m.userId } }, o))}>Remove as manager</Button>
                )}
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(m)}>Remove…</Button>
              </HStack>
            ) : null),
          },
        ]}
      />
      {removing && (
        <RemoveMember teamId={teamId} member={removing} others={members.filter((m) => m.userId !== removing.userId && m.role !== 'STAFF')}
          onDone={(text, ok) => { setRemoving(null); setMessage({ ok, text }); void res.mutate(); void licence.mutate(); }} onCancel={() => setRemoving(null)} />
      )}

      <Box>
        <Heading as="h2" size="md" mb="2">Open invitations</Heading>
        <DataTable
          rows={invitations}
          emptyText="No open invitations."
          columns={[
            { key: 'email', header: 'E-mail' },
            { key: 'role', header: 'Role', render: (i) => (i.role === 'STAFF' ? 'Staff' : 'Advisor') },
            { key: 'levelAccess', header: 'Access', render: (i) => accessWords(i.levelAccess) },
            { key: 'sentAt', header: 'Sent', render: (i) => day(i.sentAt) },
            { key: 'expiresAt', header: 'Valid until', render: (i) => (i.expired ? `Expired ${day(i.expiresAt)}` : day(i.expiresAt)) },
            {
              key: 'actions', header: 'Actions', render: (i) => (work ? (
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => run(`The invitation to ${i.email} was sent again.`, (o) => call(teams.invitations.resend, { params: { teamId, userId: i.userId ?? i.id } }, o))}>Resend</Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => run(`The invitation to ${i.email} was withdrawn.`, (o) => call(teams.invitations.answer, { params: { invitationId: i.id, value: 'false' } }, o))}>Withdraw</Button>
                </HStack>
              ) : null),
            },
          ]}
        />
      </Box>
      {work && <InviteForm teamId={teamId} onSent={(text) => { setMessage({ ok: true, text }); void res.mutate(); }} />}
    </Stack>
  );
}
