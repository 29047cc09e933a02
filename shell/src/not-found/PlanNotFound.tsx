import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PLAN_PARAM } from '@portal/shared';

/** A plan route whose address names no possible plan (`?plan=abc`). */
export function PlanNotFound() {
  const { search } = useLocation();
  const value = new URLSearchParams(search).get(PLAN_PARAM) ?? '';
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">Plan not found</Heading>
      <Text color="fg.muted">There is no plan “{value}”. The link may be mistyped or cut short: plan addresses end in ?plan= and the plan's number.</Text>
      <Button asChild><RouterLink to="/client-list">Go to the client list</RouterLink></Button>
    </Stack>
  );
}
