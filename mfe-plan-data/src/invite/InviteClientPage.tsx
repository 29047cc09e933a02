import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CLIENT_FLAGS, endpoints, PageHeader, SelectField, useEndpoint, usePlan, withPlan, type ProfileListItem, type ProfilePermissions } from '@portal/shared';
import { AccessFlagsEditor } from '../access/AccessFlagsEditor';
import { invitationProblem, inviteForAdvisor } from '../access/accessApi';
import { EMPTY_PERSON, InvitePersonFields, type InvitePerson } from '../access/InvitePersonFields';

/**
 * /invite-client, Invite a Client: choose one of the plans you manage, the client's details and what they may see;
 * the client receives an e-mail with a link to create their account.
 */
export default function InviteClientPage() {
  const navigate = useNavigate();
  const selectPlan = usePlan((s) => s.selectPlan);
  const selectedPlan = usePlan((s) => s.profileId);
  const advisors = useEndpoint(endpoints.clientAccess.advisors, {});
  const plans = useEndpoint(endpoints.profile.list, {});
  const [advisorChoice, setAdvisorChoice] = useState<string>('');
  const [planChoice, setPlanChoice] = useState<string>('');
  const [person, setPerson] = useState<InvitePerson>(EMPTY_PERSON);
  const [flags, setFlags] = useState<ProfilePermissions>(DEFAULT_CLIENT_FLAGS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; plan: ProfileListItem } | null>(null);
  const [busy, setBusy] = useState(false);

  const advisorList = advisors.data ?? [];
  const advisorId = Number(advisorChoice || advisorList[0]?.advisorId || 0) || null;
  const advisorPlans = (plans.data ?? []).filter((p) => p.advisorUserId === advisorId);
  const defaultPlan = advisorPlans.find((p) => p.id === selectedPlan)?.id ?? advisorPlans[0]?.id;
  const profileId = Number(planChoice || defaultPlan || 0) || null;

  const setError = (field: string, message: string | null) => setErrors((x) => {
    const next = { ...x };
    if (message) next[field] = message;
    else delete next[field];
    return next;
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const missing: Record<string, string> = {};
    if (!profileId) missing.profileId = 'Plan is required';
    if (!person.firstName.trim()) missing.firstName = 'First Name is required';
    if (!person.lastName.trim()) missing.lastName = 'Last Name is required';
    if (!person.email.trim()) missing.email = 'Email is required';
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    try {
      await inviteForAdvisor(advisorId!, {
        profileId: profileId!, firstName: person.firstName.trim(), lastName: person.lastName.trim(), email: person.email.trim(),
        ...(person.username.trim() ? { username: person.username.trim() } : {}), flags,
      });
      setSent({ email: person.email.trim(), plan: advisorPlans.find((p) => p.id === profileId)! });
      setPerson(EMPTY_PERSON);
      setFlags(DEFAULT_CLIENT_FLAGS);
      setErrors({});
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

  const manage = (plan: ProfileListItem) => {
    selectPlan({ id: plan.id, advisorUserId: plan.advisorUserId });
    navigate(withPlan('/plan/access', plan.id));
  };

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title="Invite a Client" description="Your client gets an e-mail with a link to create their account and see the parts of their plan you choose." />
      {sent && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            <HStack gap="3" wrap="wrap">
              <Text>Invitation sent to {sent.email}.</Text>
              <Button size="xs" variant="outline" onClick={() => manage(sent.plan)}>Manage client access</Button>
            </HStack>
          </Alert.Description>
        </Alert.Root>
      )}
      <Box bg="white" p="5" rounded="lg" borderWidth="1px">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {advisorList.length > 1 && (
              <SelectField
                label="Advisor" value={String(advisorId ?? '')} onChange={(v) => { setAdvisorChoice(v); setPlanChoice(''); }}
                options={advisorList.map((a) => ({ code: String(a.advisorId), description: a.advisorName }))}
              />
            )}
            <SelectField
              label="Plan" required value={profileId ? String(profileId) : ''} onChange={setPlanChoice} error={errors.profileId}
              options={advisorPlans.map((p) => ({ code: String(p.id), description: p.clientName || `Plan ${p.id}` }))}
              placeholder={advisorPlans.length ? 'Select a plan…' : 'No plans yet: create one from the client list'}
            />
            <InvitePersonFields value={person} onChange={setPerson} errors={errors} onError={setError} advisorId={advisorId} profileId={profileId} />
            <AccessFlagsEditor flags={flags} onChange={setFlags} />
            {problem && <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Description>{problem}</Alert.Description></Alert.Root>}
            <Box><Button type="submit" loading={busy}>Send invitation</Button></Box>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
