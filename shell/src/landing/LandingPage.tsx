import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { allows, clientHomeRoute, isAdvisor, usePlan, useSelectedPlan, useSession, withPlan } from '@portal/shared';
import { RemotePage } from '../remotes/RemotePage';

/**
 * A client's own plan: selecting it opens the plan navigation. With profile access the landing page also shows the
 * plan's results (the plan-data remote's results panel, the same figures and charts the advisor sees).
 */
function ClientLanding({ profileId }: { profileId: number | null }) {
  const navigate = useNavigate();
  const permissions = useSession((s) => s.account?.clientPermissions);
  const home = clientHomeRoute(permissions);
  const selectPlan = usePlan((s) => s.selectPlan);
  const plan = useSelectedPlan(profileId);
  if (!profileId) {
    return <Text>Your advisor has not shared a plan with you yet. You will receive an e-mail when they do.</Text>;
  }
  const open = () => {
    selectPlan(plan.data ?? { id: profileId });
    navigate(home ? withPlan(home, profileId) : '/no-profile-access');
  };
  return (
    <Stack gap="3" align="stretch">
      <Text>Your plan is ready to view.</Text>
      <Box><Button onClick={open} loading={plan.isLoading}>Open my plan</Button></Box>
      {permissions && allows(permissions, 'profileAccess') && (
        <RemotePage remote="planData" module="./PlanResults" area="Plan results" props={{ profileId }} />
      )}
    </Stack>
  );
}

/** Landing after sign-in: advisors see their dashboard and go on to their client list, clients to their plan. */
export function LandingPage() {
  const account = useSession((s) => s.account);
  if (!account) return null;
  return (
    <Box maxW={!isAdvisor(account) ? '7xl' : account.user.roleId === 2 ? undefined : '3xl'}>
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
          {account.user.roleId === 2 && (
            <Box w="100%" mt="4">
              <RemotePage remote="admin" module="./AdvisorDashboard" area="Advisor Dashboard" props={{ embedded: true }} />
            </Box>
          )}
        </Stack>
      ) : (
        <ClientLanding profileId={account.clientProfileId} />
      )}
    </Box>
  );
}
