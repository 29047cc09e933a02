import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isAdvisor, usePlan, useSelectedPlan, useSession } from '@portal/shared';

/** A client's own plan: selecting it opens the plan navigation. */
function ClientLanding({ profileId }: { profileId: number | null }) {
  const navigate = useNavigate();
  const selectPlan = usePlan((s) => s.selectPlan);
  const plan = useSelectedPlan(profileId);
  if (!profileId) {
    return <Text>Your advisor has not shared a plan with you yet. You will receive an e-mail when they do.</Text>;
  }
  const open = () => {
    selectPlan(plan.data ?? { id: profileId });
    navigate('/profile');
  };
  return (
    <Stack gap="3" align="flex-start">
      <Text>Your plan is ready to view.</Text>
      <Button onClick={open} loading={plan.isLoading}>Open my plan</Button>
    </Stack>
  );
}

/** Landing after sign-in: advisors go on to their client list, clients to their plan. */
export function LandingPage() {
  const account = useSession((s) => s.account);
  if (!account) return null;
  return (
    <Box maxW="3xl">
      <Heading as="h1" size="2xl" mb="2">Welcome, {account.user.firstName}</Heading>
      {account.expired && (
        <Text color="red.600" mb="3">
          Your licence has expired. Your plans are read-only until it is renewed.{' '}
          {account.user.roleId === 2 && <Link asChild color="primary.fg" fontWeight="semibold"><RouterLink to="/team/administration?tab=licence">Renew your licence</RouterLink></Link>}
        </Text>
      )}
      {isAdvisor(account) ? (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">Open a client's plan, or start a new one, from your client list.</Text>
          <Button asChild><RouterLink to="/client-list">Go to the client list</RouterLink></Button>
        </Stack>
      ) : (
        <ClientLanding profileId={account.clientProfileId} />
      )}
    </Box>
  );
}
