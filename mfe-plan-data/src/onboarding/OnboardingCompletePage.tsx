import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader, settingOn, usePlan, usePlanHref, usePlanSettingValues, type ProfileAggregate } from '@portal/shared';
import { PlanResults } from '../results/PlanResults';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { planningStageName } from './planningStages';
import { countOf, listOf } from '../plan-form/countOf';

/** What onboarding gathered, counted in words: "2 people, 1 kid or other person, 1 income, …". */
export function gathered(profile: ProfileAggregate): string {
  const goals = profile.goals.length + profile.educationGoals.length + (profile.retirementGoal ? 1 : 0);
  return listOf([
    countOf(profile.clients.length, 'person', 'people'),
    countOf(profile.participants.length, 'kid or other person', 'kids and others'),
    countOf(profile.incomes.length, 'income', 'incomes'),
    countOf(profile.investments.length, 'investment account', 'investment accounts'),
    countOf(profile.realAssets.length, 'real asset', 'real assets'),
    countOf(profile.insurances.length, 'insurance policy', 'insurance policies'),
    countOf(profile.debts.length, 'debt', 'debts'),
    countOf(goals, 'goal', 'goals'),
  ]);
}

/** /onboarding/complete: the plan's results first, then what was gathered and where to go next. */
export default function OnboardingCompletePage() {
  const clientName = usePlan((s) => s.clientName);
  const { values } = usePlanSettingValues();
  const planHref = usePlanHref();
  return (
    <>
      <PageHeader title="Onboarding complete" description={clientName ? `The plan of ${clientName} is ready: here is where it leads.` : undefined} />
      <PlanResults first />
      <PlanGate>
        {({ profile }) => (
          <Stack gap="4" align="flex-start">
            <Text>{`${gathered(profile)} are in the plan.`}</Text>
            <Text color="fg.muted">Planning stage: {planningStageName(profile.planningStage)}</Text>
            <Text>Review or complete any area:</Text>
            <AreaLinks />
            <HStack gap="3">
              <Button asChild><RouterLink to={planHref('/profile')}>Go to the profile</RouterLink></Button>
              {settingOn(values, 'module_scenarios') && <Button asChild variant="outline"><RouterLink to={planHref('/scenarios')}>Explore scenarios</RouterLink></Button>}
            </HStack>
          </Stack>
        )}
      </PlanGate>
    </>
  );
}
