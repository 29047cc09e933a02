import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { InsuranceEditor } from './InsuranceEditor';

/** /insurance */
export default function InsurancePage() {
  return (
    <>
      <PageHeader title="Insurance" description="The household's insurance policies." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <InsuranceEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
