import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckboxField, fieldErrors, registrationCompleteSchema, TextField, type RegistrationComplete, endpoints, useEndpoint, type RegistrationValidation } from '@portal/shared';
import { startSession } from '../account/startSession';
import type { CompletionOutcome, CustomError } from './registrationApi';

export interface CompleteRegistrationFormProps {
  /** The link id from the e-mail (?id=...). */
  id: string | null;
  kind: 'ADVISOR' | 'CLIENT';
  title: string;
  intro: (v: RegistrationValidation) => string;
  submitLabel: string;
  complete: (id: string, body: RegistrationComplete) => Promise<CompletionOutcome>;
  /** Where someone whose link is dead can start again. */
  restart: { label: string; to: string };
}

/**
 * Completing a registration from its e-mailed link: the link is checked first (expired, used, replaced), then the
 * person chooses a username and accepts the terms; success signs them in.
 */
export function CompleteRegistrationForm({ id, kind, title, intro, submitLabel, complete, restart }: CompleteRegistrationFormProps) {
  const navigate = useNavigate();
  const link = useEndpoint(endpoints.registration.validate, id ? { id } : null, { public: true });
  const [username, setUsername] = useState<string | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [customError, setCustomError] = useState<CustomError | null>(null);
  const [busy, setBusy] = useState(false);

  const v = link.data;
  const presetUsername = v?.username ?? null;
  const shownUsername = username ?? presetUsername ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { username: shownUsername, acceptTerms: acceptTerms || undefined };
    const parsed = registrationCompleteSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldErrors(parsed.error).map((x) => [x.field, x.message])));
      return;
    }
    setErrors({});
    setCustomError(null);
    setBusy(true);
    const outcome = await complete(id!, parsed.data);
    setBusy(false);
    if (outcome.ok) {
      navigate(startSession(outcome.result.token, outcome.result.account), { replace: true });
    } else if (outcome.error) {
      setCustomError(outcome.error);
      setErrors(outcome.error.fields);
    }
  };

  if (!id) return <DeadLink title={title} message="This page needs the link from your e-mail. Open the whole link from the e-mail we sent you." restart={restart} />;
  if (link.isLoading || (!v && !link.error)) return <Spinner role="status" aria-label="Checking your link" />;
  if (!v) return null;
  if (!v.valid || v.kind !== kind) return <DeadLink title={title} message={v.message ?? 'This registration link is not valid.'} restart={restart} />;

  return (
    <Stack gap="6" maxW="xl">
      <Box>
        <Heading as="h1" size="2xl">{title}</Heading>
        <Text color="fg.muted" mt="1">{intro(v)}</Text>
      </Box>
      {customError?.message && (
        <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{customError.message}</Alert.Description></Alert.Root>
      )}
      <Box asChild bg="white" p="6" rounded="lg" borderWidth="1px">
        <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text><strong>{v.firstName} {v.lastName}</strong> · {v.email}</Text>
          <TextField
            label="Username" required value={shownUsername} onChange={setUsername} error={errors.username} autoComplete="username"
            readOnly={!!presetUsername} helperText={presetUsername ? 'Chosen by your advisor.' : 'Letters, digits and . _ - @; at least 3 characters.'}
          />
          <CheckboxField label="I accept the terms of use" checked={acceptTerms} onChange={setAcceptTerms} error={errors.acceptTerms} />
          <Box><Button type="submit" loading={busy}>{submitLabel}</Button></Box>
        </Stack>
        </form>
      </Box>
    </Stack>
  );
}

function DeadLink({ title, message, restart }: { title: string; message: string; restart: { label: string; to: string } }) {
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Description>{message}</Alert.Description></Alert.Root>
      <Text>
        <Link asChild color="primary.fg"><RouterLink to={restart.to}>{restart.label}</RouterLink></Link>
        {' · '}
        <Link asChild color="primary.fg"><RouterLink to="/login">Sign in</RouterLink></Link>
      </Text>
    </Stack>
  );
}
