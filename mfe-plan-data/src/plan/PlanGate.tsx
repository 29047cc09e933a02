import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Flex, Spinner, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileAggregate } from '@portal/shared';
import { openPlan } from './loadPlan';
import { usePlanData } from './usePlanData';

export interface SelectedPlan {
  profile: ProfileAggregate;
  readOnly: boolean;
}

/** Renders an area once the selected plan is loaded; says what to do when no plan is selected or loading failed. */
export function PlanGate({ children, readOnlyNotice = true }: { children: (plan: SelectedPlan) => ReactNode; readOnlyNotice?: boolean }) {
  const { profileId, profile, loading, failed, readOnly } = usePlanData();
  if (profileId == null) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No plan selected</EmptyState.Title>
            <EmptyState.Description>Open a client's plan from the client list, or start a new one.</EmptyState.Description>
          </VStack>
          <Button asChild><RouterLink to="/client-list">Go to the client list</RouterLink></Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (failed) {
    return (
      <VStack align="flex-start" gap="3">
        <Text>The plan could not be loaded.</Text>
        <Button variant="outline" onClick={() => void openPlan(profileId).catch(() => undefined)}>Try again</Button>
      </VStack>
    );
  }
  if (loading || !profile) {
    return (
      <Flex align="center" gap="3" py="8" role="status">
        <Spinner size="sm" />
        <Text color="fg.muted">Loading the plan…</Text>
      </Flex>
    );
  }
  return (
    <>
      {readOnly && readOnlyNotice && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>You can view this plan but not change it.</Alert.Description>
        </Alert.Root>
      )}
      {children({ profile, readOnly })}
    </>
  );
}
