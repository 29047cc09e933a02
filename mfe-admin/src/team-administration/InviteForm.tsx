import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { call, endpoints, SelectField, TextField } from '@portal/shared';
import { act, LEVELS } from './teamApi';

/** Invites an advisor or a staff member by e-mail; the e-mail carries the link to register or sign in and answer. */
export function InviteForm({ teamId, onSent }: { teamId: number; onSent: (text: string) => void }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<'advisor' | 'staff'>('advisor');
  const [level, setLevel] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setError('E-mail: enter a valid e-mail address');
      return;
    }
    setBusy(true);
    const r = await act((o) => call(endpoints.teams.invitations[role], { params: { levelKey: teamId }, body: { email: email.trim(), firstName, lastName, levelAccess: Number(level) } }, o));
    setBusy(false);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    setError(null);
    onSent(`An invitation was sent to ${email.trim()}.`);
    setEmail(''); setFirstName(''); setLastName('');
  };

  return (
    <Box asChild bg="white" p="5" rounded="lg" borderWidth="1px">
      <form onSubmit={submit} noValidate aria-label="Invite to the team">
        <Stack gap="4">
          <Heading as="h2" size="md">Invite to the team</Heading>
          {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label="E-mail address" required value={email} onChange={setEmail} />
            <TextField label="First name" value={firstName} onChange={setFirstName} />
            <TextField label="Last name" value={lastName} onChange={setLastName} />
            <SelectField label="Invite as" value={role} onChange={(v) => { setRole(v as 'advisor' | 'staff'); if (v === 'staff' && level === '0') setLevel('1'); }}
              options={[{ code: 'advisor', description: 'Advisor' }, { code: 'staff', description: 'Staff member' }]} placeholder="Choose…" />
            <SelectField label="Access in the team" value={level} onChange={setLevel} options={LEVELS} placeholder="Choose…" />
          </SimpleGrid>
          <Box><Button type="submit" loading={busy}>Send invitation</Button></Box>
        </Stack>
      </form>
    </Box>
  );
}
