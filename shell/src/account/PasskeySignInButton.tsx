import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { isApiError, type Account } from '@portal/shared';
import { isCancelled, passkeysSupported } from './passkeySupport';
import { startSession } from './startSession';

/** "Sign in with a passkey" under the e-mail form on /login; e-mail and a code remain the fallback. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (account: Account, landing: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      // The WebAuthn library is a lazy chunk: most visitors of /login sign in with a code.
      const { signInWithPasskey } = await import('./passkeyApi');
      const { token, account } = await signInWithPasskey();
      onSignedIn(account, startSession(token, account));
    } catch (e) {
      if (isCancelled(e)) setError(null);
      else if (isApiError(e)) setError((e.body as { message?: string } | null)?.message ?? 'The passkey could not be verified. Sign in with a code instead.');
      else setError('This browser could not use a passkey. Sign in with a code instead.');
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" w="100%" maxW="420px">
      <Button variant="outline" onClick={signIn} loading={busy}>Sign in with a passkey</Button>
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
    </Stack>
  );
}
