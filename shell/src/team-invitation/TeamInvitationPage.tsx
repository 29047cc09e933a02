import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import {
  call, CheckboxField, endpoints, fieldErrors, isApiError, refreshAccount, registrationCompleteSchema, TextField, useEndpoint, useSession,
  type ResponseOf,
} from '@portal/shared';
import { startSession } from '../account/startSession';

const api = endpoints.teams.invitations;
type InvitationView = ResponseOf<typeof api.link>;

const roleText = (role?: string) => (role === 'STAFF' ? 'a staff member' : 'an advisor');

/**
 * /team/invitation?token=...: the link of a team invitation e-mail. The invited person creates an account from it
 * (the link proves the address) or signs in, then accepts or declines.
 */
export function TeamInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const account = useSession((s) => s.account);
  const link = useEndpoint(api.link, token ? { token } : null, { public: true });
  const [answer, setAnswer] = useState<'ACCEPTED' | 'DECLINED' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const v = link.data;

  if (!token) return <Dead message="This page needs the link from your invitation e-mail." />;
  if (link.isLoading || (!v && !link.error)) return <Spinner aria-label="Checking your invitation" />;
  if (!v) return null;
  if (answer) {
    return (
      <Stack gap="4" maxW="xl">
        <Heading as="h1" size="2xl">{answer === 'ACCEPTED' ? `Welcome to ${v.teamName}` : 'Invitation declined'}</Heading>
        <Text>{answer === 'ACCEPTED' ? `You joined ${v.teamName} as ${roleText(v.role)}.` : `You declined to join ${v.teamName}.`}</Text>
        <Link asChild color="primary.fg"><RouterLink to="/">Go to the home page</RouterLink></Link>
      </Stack>
    );
  }
  if (!v.valid) return <Dead message={v.message ?? 'This invitation is not valid.'} />;

  const respond = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await call(api.answer, { params: { invitationId: v.invitationId!, value: value ? 'true' : 'false' } }, { handledStatuses: [403, 404, 409] });
      await refreshAccount().catch(() => undefined);
      setAnswer(value ? 'ACCEPTED' : 'DECLINED');
    } catch (e) {
      setError(isApiError(e) ? ((e.body as { message?: string } | null)?.message ?? 'The answer could not be saved.') : 'The answer could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const sameUser = account && account.user.email.toLowerCase() === v.email?.toLowerCase();
  return (
    <Stack gap="6" maxW="xl">
      <Box>
        <Heading as="h1" size="2xl">Join {v.teamName}</Heading>
        <Text color="fg.muted" mt="1">
          {v.invitedBy ?? 'A team manager'} invited {v.email} to join {v.teamName} as {roleText(v.role)}.
        </Text>
      </Box>
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
      {sameUser && (
        <HStack gap="3">
          <Button onClick={() => respond(true)} loading={busy}>Accept invitation</Button>
          <Button variant="outline" onClick={() => respond(false)} disabled={busy}>Decline</Button>
        </HStack>
      )}
      {account && !sameUser && (
        <Alert.Root status="warning" role="alert"><Alert.Indicator />
          <Alert.Description>You are signed in as {account.user.email}; this invitation is for {v.email}. Sign out and sign in with that address to answer it.</Alert.Description>
        </Alert.Root>
      )}
      {!account && v.accountExists && <SignInToAnswer email={v.email!} />}
      {!account && !v.accountExists && <RegisterFromInvitation token={token} view={v} />}
    </Stack>
  );
}

function SignInToAnswer({ email }: { email: string }) {
  const location = useLocation();
  return (
    <Text>
      You already have an account.{' '}
      <Link asChild color="primary.fg" fontWeight="semibold"><RouterLink to="/login" state={{ from: location }}>Sign in as {email}</RouterLink></Link>
      {' '}to answer the invitation.
    </Text>
  );
}

function RegisterFromInvitation({ token, view }: { token: string; view: InvitationView }) {
  const [username, setUsername] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registrationCompleteSchema.safeParse({ username, acceptTerms: acceptTerms || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldErrors(parsed.error).map((x) => [x.field, x.message])));
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      const r = await call(api.register, { params: { token }, body: parsed.data }, { public: true, handledStatuses: [400, 429] });
      // Signed in on this page: the invitation is answered next.
      startSession(r.token, r.account);
    } catch (err) {
      if (isApiError(err)) {
        const fields = err.fieldErrors();
        setErrors(fields);
        if (!Object.keys(fields).length) setMessage((err.body as { message?: string } | null)?.message ?? 'Your account could not be created.');
      } else setMessage('Your account could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box asChild bg="white" p="6" rounded="lg" borderWidth="1px">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Heading as="h2" size="md">Create your account</Heading>
          <Text><strong>{view.firstName} {view.lastName}</strong> · {view.email}</Text>
          {message && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{message}</Alert.Description></Alert.Root>}
          <TextField label="Username" required value={username} onChange={setUsername} error={errors.username} autoComplete="username"
            helperText="Letters, digits and . _ - @; at least 3 characters." />
          <CheckboxField label="I accept the terms of use" checked={acceptTerms} onChange={setAcceptTerms} error={errors.acceptTerms} />
          <Box><Button type="submit" loading={busy}>Create my account</Button></Box>
        </Stack>
      </form>
    </Box>
  );
}

function Dead({ message }: { message: string }) {
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="2xl">Team invitation</Heading>
      <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Description>{message}</Alert.Description></Alert.Root>
      <Link asChild color="primary.fg"><RouterLink to="/login">Sign in</RouterLink></Link>
    </Stack>
  );
}
