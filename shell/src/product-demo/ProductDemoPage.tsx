import { useState } from 'react';
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { clientHomeRoute, useSession, withPlan } from '@portal/shared';
import { endDemo, isDemoVisitor } from './demoApi';

/**
 * /product-demo: a prospect who chose "Try the product demo" has a read-only copy of the demo plan (a family with
 * incomes, savings, a mortgage, insurance and goals). Leaving removes the copy and the visitor.
 */
export function ProductDemoPage() {
  const account = useSession((s) => s.account);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!account) return null;
  if (!isDemoVisitor(account.user.email)) {
    return (
      <Stack gap="3" maxW="2xl">
        <Heading as="h1" size="2xl">Product demo</Heading>
        <Text>The product demo is for visitors without an account: sign out and choose "Try the product demo" on the sign-in page.</Text>
      </Stack>
    );
  }
  const leave = async () => {
    setLeaving(true);
    await endDemo();
  };
  return (
    <Stack gap="5" maxW="2xl">
      <Box>
        <Heading as="h1" size="2xl">Welcome to the product demo</Heading>
        <Text color="fg.muted" mt="1">You are looking at a sample plan, as an invited client sees it. Nothing you do here is saved.</Text>
      </Box>
      <List.Root gap="1" ps="5">
        <List.Item>Profile: the family, their incomes, savings, debts, insurance and goals, with the projection.</List.Item>
        <List.Item>Workshop and Suggested Actions: what-if changes and their effect on the plan.</List.Item>
        <List.Item>Comparison: scenarios side by side.</List.Item>
      </List.Root>
      <HStack gap="3">
        <Button onClick={() => navigate(withPlan(clientHomeRoute(account.clientPermissions) ?? '/', account.clientProfileId ?? null))}>Open the demo plan</Button>
        <Button variant="outline" onClick={leave} loading={leaving}>Leave the demo</Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">Like what you see? Advisors can start a free 30-day trial from the sign-in page.</Text>
    </Stack>
  );
}
