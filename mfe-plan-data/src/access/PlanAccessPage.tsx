import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_CLIENT_FLAGS, isProfileReadOnly, endpoints, PageHeader, useEndpoint, usePlan, useSelectedPlan, type ProfilePermissions,
} from '@portal/shared';
import { AccessEntryRow } from './AccessEntryRow';
import { AccessFlagsEditor } from './AccessFlagsEditor';
import { invitationProblem, inviteToPlan } from './accessApi';
import { EMPTY_PERSON, InvitePersonFields, type InvitePerson } from './InvitePersonFields';

/**
 * /plan/access, Client Access: who besides the advisor sees the selected plan and which parts; invite a client,
 * change what they may see, resend or revoke an invitation, revoke access.
 */
export default function PlanAccessPage() {
  const profileId = usePlan((s) => s.profileId);
  const advisorId = usePlan((s) => s.advisorUserId);
  const permissions = useSelectedPlan().data?.permissions;
  const list = useEndpoint(endpoints.clientAccess.list, profileId ? { profileId } : null);
  const [person, setPerson] = useState<InvitePerson>(EMPTY_PERSON);
  const [flags, setFlags] = useState<ProfilePermissions>(DEFAULT_CLIENT_FLAGS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = permissions ? isProfileReadOnly(permissions) : false;

  if (!profileId) {
    return (
      <>
        <PageHeader title="Client Access" />
        <Text>Open a plan from the client list first.</Text>
      </>
    );
  }

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setNotice(null);
    const missing: Record<string, string> = {};
    if (!person.firstName.trim()) missing.firstName = 'First Name is required';
    if (!person.lastName.trim()) missing.lastName = 'Last Name is required';
    if (!person.email.trim()) missing.email = 'Email is required';
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    try {
      await inviteToPlan(profileId, {
        firstName: person.firstName.trim(), lastName: person.lastName.trim(), email: person.email.trim(),
        ...(person.username.trim() ? { username: person.username.trim() } : {}),
      }, flags);
      setNotice(`Invitation sent to ${person.email.trim()}.`);
      setPerson(EMPTY_PERSON);
      setFlags(DEFAULT_CLIENT_FLAGS);
      setErrors({});
      await list.mutate();
    } catch (err) {
      const p = invitationProblem(err);
      if (p) {
        setErrors(p.fields);
        setProblem(p.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const entries = list.data ?? [];
  return (
    <Stack gap="6">
      <PageHeader title="Client Access" description="Who besides you sees this plan, and which parts of it." />
      {notice && <Alert.Root status="success" role="status"><Alert.Indicator /><Alert.Description>{notice}</Alert.Description></Alert.Root>}
      <Box as="section" aria-labelledby="access-list-heading">
        <Heading as="h2" size="md" id="access-list-heading" mb="3">People with access</Heading>
        {entries.length === 0 && !list.isLoading && <Text color="fg.muted">Nobody but the advisors of this plan. Invite the client below.</Text>}
        <Stack as="ul" gap="2" listStyleType="none">
          {entries.map((entry) => (
            <AccessEntryRow key={`${entry.id}-${entry.status}-${JSON.stringify(entry.flags)}`} entry={entry} readOnly={readOnly} onChanged={() => list.mutate()} onNotice={setNotice} />
          ))}
        </Stack>
      </Box>
      {!readOnly && (
        <Box as="section" aria-labelledby="invite-heading" bg="white" p="5" rounded="lg" borderWidth="1px">
          <Heading as="h2" size="md" id="invite-heading" mb="3">Invite a client to this plan</Heading>
          <form onSubmit={invite} noValidate>
            <Stack gap="4">
              <InvitePersonFields
                value={person} onChange={setPerson} errors={errors} advisorId={advisorId} profileId={profileId}
                onError={(field, message) => setErrors((x) => {
                  const next = { ...x };
                  if (message) next[field] = message;
                  else delete next[field];
                  return next;
                })}
              />
              <AccessFlagsEditor flags={flags} onChange={setFlags} />
              {problem && <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Description>{problem}</Alert.Description></Alert.Root>}
              <Box><Button type="submit" loading={busy}>Send invitation</Button></Box>
            </Stack>
          </form>
        </Box>
      )}
    </Stack>
  );
}
