import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { isAdvisor, PageHeader, usePlanHref, useSession } from '@portal/shared';
import { ClientPlanView } from '../client-view/ClientPlanView';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { PlanResults } from '../results/PlanResults';
import { ProfileEditor } from './ProfileEditor';
import { GoalsAndStrategies } from './GoalsAndStrategies';

/**
 * /profile: the plan's answer first (probability of success and its verdict, key figures, net worth and cash flow),
 * then the data. Advisors edit the client and spouse, kids and others, locations, with links to every plan data
 * area and to Goals and Strategies; an invited client reads the same plan as figures (no data-entry forms).
 */
export default function ProfilePage() {
  const advisor = isAdvisor(useSession((s) => s.account));
  const planHref = usePlanHref();
  if (!advisor) {
    return (
      <>
        <PageHeader title="Profile" description="Your plan: where it leads, the people in it, what you have and owe." />
        <PlanResults first />
        <PlanGate readOnlyNotice={false}>{({ profile }) => <ClientPlanView key={profile.id} profile={profile} />}</PlanGate>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Profile"
        description="Where the plan leads, then the people in it and where they live."
        actions={<Button asChild size="sm" variant="outline"><RouterLink to={planHref('/onboarding')}>Step-by-step onboarding</RouterLink></Button>}
      />
      <AreaLinks />
      <PlanResults first />
      <PlanGate>
        {({ profile, readOnly }) => (
          <>
            <GoalsAndStrategies profile={profile} />
            <ProfileEditor key={profile.id} profile={profile} readOnly={readOnly} />
          </>
        )}
      </PlanGate>
    </>
  );
}
