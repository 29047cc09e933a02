import { useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { call, DateField, endpoints, TextField } from '@portal/shared';
import { act } from './adminApi';

/** Creates an advisor account with their own licence; they sign in with a code sent to the address. */
export function CreateAdvisorForm({ onCreated }: { onCreated: (id: number) => void }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirst] = useState('');
  const [lastName, setLast] = useState('');
  const [expirationDate, setExpiration] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    const r = await act((o) => call(endpoints.siteAdmin.createAdvisor,
      { body: { email, firstName, lastName, ...(expirationDate ? { expirationDate } : {}) } }, o));
    setBusy(false);
    if (!r.ok) return setError(r.message);
    setError(null);
    setEmail(''); setFirst(''); setLast(''); setExpiration('');
    onCreated(r.value.id);
  };
  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); void create(); }} maxW="3xl">
      <HStack gap="3" align="end" wrap="wrap">
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} required />
        <TextField label="First name" value={firstName} onChange={setFirst} required />
        <TextField label="Last name" value={lastName} onChange={setLast} required />
        <DateField label="Licence until (optional)" value={expirationDate} onChange={setExpiration} />
      </HStack>
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
      <Button type="submit" loading={busy} alignSelf="flex-start">Create advisor</Button>
    </Stack>
  );
}
