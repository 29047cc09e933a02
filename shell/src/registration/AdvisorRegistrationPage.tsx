import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  advisorRegistrationSchema, endpoints, fieldErrors, SelectField, TextField, useEndpoint, type AdvisorRegistration,
} from '@portal/shared';
import { registerAdvisor } from './registrationApi';

const EMPTY: AdvisorRegistration = { firstName: '', lastName: '', email: '', phone: '', company: '', jobRole: '', marketingSource: '' };

/** /registration/advisor: trial sign-up of an advisor (POST /api/client/registration), confirmed by e-mail. */
export function AdvisorRegistrationPage() {
  const [form, setForm] = useState<AdvisorRegistration>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'taken' | null>(null);
  // The sign-up form's lists are public (no session yet).
  const jobRoles = useEndpoint(endpoints.codes.jobRole, {}, { public: true });
  const sources = useEndpoint(endpoints.codes.marketingSource, {}, { public: true });
  const set = (key: keyof AdvisorRegistration) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = advisorRegistrationSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldErrors(parsed.error).map((x) => [x.field, x.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await registerAdvisor(parsed.data);
    setBusy(false);
    if (result === true) setOutcome('sent');
    else if (result === false) setOutcome('taken');
  };

  if (outcome === 'sent') {
    return (
      <Stack gap="4" maxW="xl">
        <Heading as="h1" size="2xl">Check your e-mail</Heading>
        <Text>We sent a link to <strong>{form.email.trim()}</strong>. Open it to choose your username and start your 30-day trial.</Text>
        <Text color="fg.muted">The link is valid for 7 days.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="6" maxW="2xl">
      <Box>
        <Heading as="h1" size="2xl">Start your free trial</Heading>
        <Text color="fg.muted" mt="1">Register as an advisor. We will e-mail you a link to confirm your address.</Text>
      </Box>
      {outcome === 'taken' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            An account with this e-mail address already exists. <Link asChild color="primary.fg"><RouterLink to="/login">Sign in</RouterLink></Link> instead.
          </Alert.Description>
        </Alert.Root>
      )}
      <Box asChild bg="white" p="6" rounded="lg" borderWidth="1px">
        <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="First Name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="given-name" />
            <TextField label="Last Name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="family-name" />
          </SimpleGrid>
          <TextField label="Email" type="email" required value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
            <TextField label="Company" value={form.company} onChange={set('company')} error={errors.company} autoComplete="organization" />
          </SimpleGrid>
          <SelectField label="Job Role" required value={form.jobRole} onChange={set('jobRole')} options={jobRoles.data ?? []} error={errors.jobRole} />
          <SelectField
            label="How did you hear about us" required value={form.marketingSource} onChange={set('marketingSource')}
            options={sources.data ?? []} error={errors.marketingSource}
          />
          <Box>
            <Button type="submit" loading={busy}>Register</Button>
          </Box>
        </Stack>
        </form>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Already registered? <Link asChild color="primary.fg"><RouterLink to="/login">Sign in</RouterLink></Link>
      </Text>
    </Stack>
  );
}
