import { isAdvisor, PageHeader, useSession } from '@portal/shared';
import { ClientPlanView } from '../client-view/ClientPlanView';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { PlanResults } from '../results/PlanResults';
import { ProfileEditor } from './ProfileEditor';

/**
 * /profile: advisors edit the client and spouse, kids and others, locations, with links to every plan data area;
 * an invited client reads the same plan as figures (no data-entry forms). Both see the plan's results below.
 */
export default function ProfilePage() {
  const advisor = isAdvisor(useSession((s) => s.account));
  if (!advisor) {
    return (
      <>
        <PageHeader title="Profile" description="Your plan: the people in it, what you have and owe, and where it leads." />
        <PlanGate readOnlyNotice={false}>{({ profile }) => <ClientPlanView key={profile.id} profile={profile} />}</PlanGate>
        <PlanResults />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Profile" description="The people in the plan and where they live." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <ProfileEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
      <PlanResults />
    </>
  );
}
