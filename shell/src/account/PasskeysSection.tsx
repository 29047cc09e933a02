import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, isApiError, TextField, useEndpoint } from '@portal/shared';
import { deletePasskey, isCancelled, passkeysSupported, registerPasskey, type Passkey } from './passkeyApi';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Passkeys (spec document 2): register, list and delete the passkeys that sign this user in. */
export function PasskeysSection() {
  const list = useEndpoint(endpoints.auth.passkeys.list, {});
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const supported = passkeysSupported();

  const add = async () => {
    setBusy('add');
    setMessage(null);
    try {
      const created = await registerPasskey(name.trim());
      setName('');
      setMessage({ status: 'success', text: `Passkey "${created.name}" added. You can now sign in with it.` });
      await list.mutate();
    } catch (e) {
      if (isCancelled(e)) setMessage({ status: 'error', text: 'No passkey was created.' });
      else if (isApiError(e)) setMessage({ status: 'error', text: (e.body as { message?: string } | null)?.message ?? 'The passkey could not be added.' });
      else setMessage({ status: 'error', text: 'This browser could not create a passkey.' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (p: Passkey) => {
    setBusy(`delete-${p.id}`);
    setMessage(null);
    try {
      await deletePasskey(p.id);
      await list.mutate();
    } finally {
      setBusy(null);
    }
  };

  const passkeys = list.data ?? [];
  return (
    <Box as="section" aria-labelledby="passkeys-heading">
      <Heading as="h2" size="md" id="passkeys-heading" mb="1">Passkeys</Heading>
      <Text color="fg.muted" mb="4">Sign in with your device's screen lock instead of an e-mailed code. The code stays available.</Text>
      {passkeys.length === 0 && !list.isLoading && <Text mb="4">You have no passkeys yet.</Text>}
      {passkeys.length > 0 && (
        <Stack as="ul" aria-label="Your passkeys" gap="2" mb="4" listStyleType="none">
          {passkeys.map((p) => (
            <HStack as="li" key={p.id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
              <Box>
                <Text fontWeight="semibold">{p.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Added {when(p.createdAt)}{p.lastUsedAt ? ` · last used ${when(p.lastUsedAt)}` : ' · not used yet'}
                </Text>
              </Box>
              <Button size="sm" variant="outline" colorPalette="red" loading={busy === `delete-${p.id}`} onClick={() => remove(p)} aria-label={`Delete passkey ${p.name}`}>
                Delete
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {message && (
        <Alert.Root status={message.status} mb="3" role={message.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator /><Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      {supported ? (
        <HStack align="flex-end" gap="3" maxW="md">
          <Box flex="1"><TextField label="Passkey name" value={name} onChange={setName} placeholder="e.g. Work laptop" maxLength={60} /></Box>
          <Button onClick={add} loading={busy === 'add'}>Add a passkey</Button>
        </HStack>
      ) : (
        <Text color="fg.muted">This browser does not support passkeys.</Text>
      )}
    </Box>
  );
}
