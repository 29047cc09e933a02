import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { PlanResults } from '../results/PlanResults';
import { ProfileEditor } from './ProfileEditor';

/** /profile: client and spouse, kids and others, locations; links to every plan data area. */
export default function ProfilePage() {
  return (
    <>
      <PageHeader title="Profile" description="The people in the plan and where they live." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <ProfileEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
      <PlanResults />
    </>
  );
}
