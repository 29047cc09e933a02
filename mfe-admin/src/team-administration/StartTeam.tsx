import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { call, endpoints, refreshAccount, TextField } from '@portal/shared';
import { act } from './teamApi';

/** An advisor outside any team forms one and becomes its manager. */
export function StartTeam({ onStarted }: { onStarted: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) { setError('Team name: enter a name'); return; }
    const r = await act((o) => call(endpoints.teams.start, { params: { teamId: 0 }, body: { name: name.trim() } }, o));
    if (!r.ok) { setError(r.message); return; }
    await refreshAccount().catch(() => undefined);
    onStarted();
  };
  return (
    <Box asChild bg="white" p="5" rounded="lg" borderWidth="1px">
      <form onSubmit={submit} noValidate aria-label="Start a team">
        <Stack gap="3">
          <Heading as="h2" size="md">Start a team</Heading>
          <Text color="fg.muted">Form a firm: you become its manager, invite advisors and staff, and buy licences for them.</Text>
          {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
          <Box maxW="sm"><TextField label="Team name" required value={name} onChange={setName} /></Box>
          <Box><Button type="submit">Start the team</Button></Box>
        </Stack>
      </form>
    </Box>
  );
}
