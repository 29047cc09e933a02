import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader, usePlan } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { planningStageName } from './planningStages';

/** /onboarding/complete: what was gathered, and where to go next. */
export default function OnboardingCompletePage() {
  const clientName = usePlan((s) => s.clientName);
  return (
    <>
      <PageHeader title="Onboarding complete" description={clientName ? `The plan of ${clientName} is ready.` : undefined} />
      <PlanGate>
        {({ profile }) => (
          <Stack gap="4" align="flex-start">
            <Text>
              {profile.clients.length} {profile.clients.length === 1 ? 'person' : 'people'}, {profile.participants.length} kids and others,{' '}
              {profile.incomes.length} incomes, {profile.investments.length} investment accounts, {profile.realAssets.length} real assets,{' '}
              {profile.insurances.length} insurance policies, {profile.debts.length} debts and{' '}
              {profile.goals.length + profile.educationGoals.length + (profile.retirementGoal ? 1 : 0)} goals are in the plan.
            </Text>
            <Text color="fg.muted">Planning stage: {planningStageName(profile.planningStage)}</Text>
            <Text>Review or complete any area:</Text>
            <AreaLinks />
            <HStack gap="3">
              <Button asChild><RouterLink to="/profile">Go to the profile</RouterLink></Button>
              <Button asChild variant="outline"><RouterLink to="/scenarios">Explore scenarios</RouterLink></Button>
            </HStack>
          </Stack>
        )}
      </PlanGate>
    </>
  );
}
