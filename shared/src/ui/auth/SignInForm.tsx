import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Account } from '../../contract';
import { requestSignInCode, verifySignInCode } from '../../api/auth';
import { recentUsernames } from '../../state/recentUsernames';
import { TextField } from '../fields/TextField';
import { signInErrorMessage } from './signInMessages';

export interface SignInFormProps {
  onSignedIn: (account: Account) => void;
  /** Links under the form (sign-in help, the dev outbox). */
  footer?: ReactNode;
}

/** Sign-in with e-mail and a verification code (spec document 2 section 1): Send code, then Sign in. */
export function SignInForm({ onSignedIn, footer }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: 'email' | 'code'; message: string } | null>(null);
  const recent = recentUsernames();

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestSignInCode(email.trim());
      setCodeSent(true);
    } catch (err) {
      setError(signInErrorMessage(err, 'code'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await verifySignInCode(email.trim(), code.trim()));
    } catch (err) {
      setError(signInErrorMessage(err, 'verify'));
      setBusy(false);
    }
  };

  return (
    <Box as="form" onSubmit={codeSent ? signIn : sendCode} bg="white" p="6" rounded="lg" borderWidth="1px" maxW="420px" w="100%">
      <Stack gap="4">
        <TextField
          label="Email" type="email" autoComplete="username" value={email}
          onChange={(v) => { setEmail(v); setCodeSent(false); }}
          error={error?.field === 'email' ? error.message : null}
        />
        {recent.length > 0 && !codeSent && (
          <Box>
            <Text fontSize="sm" color="fg.muted" mb="1">Recently signed in on this browser</Text>
            <HStack wrap="wrap" gap="2">
              {recent.map((u) => (
                <Button key={u} size="xs" variant="outline" onClick={() => setEmail(u)}>{u}</Button>
              ))}
            </HStack>
          </Box>
        )}
        {codeSent && (
          <>
            <Text fontSize="sm">We sent a verification code to {email.trim()}. It is valid for a few minutes.</Text>
            <TextField
              label="Verification code" autoComplete="one-time-code" inputMode="numeric" value={code} autoFocus
              onChange={setCode} error={error?.field === 'code' ? error.message : null}
            />
          </>
        )}
        {error && !error.field && (
          <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error.message}</Alert.Description></Alert.Root>
        )}
        <HStack gap="3">
          {codeSent ? (
            <>
              <Button type="submit" loading={busy} loadingText="Signing in…" disabled={!code.trim()}>Sign in</Button>
              <Button variant="ghost" onClick={() => sendCode()} disabled={busy}>Send a new code</Button>
            </>
          ) : (
            <Button type="submit" loading={busy} loadingText="Sending code…" disabled={!email.trim()}>Send code</Button>
          )}
        </HStack>
        {footer}
      </Stack>
    </Box>
  );
}
