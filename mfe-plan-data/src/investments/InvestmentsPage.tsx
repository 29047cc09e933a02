import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { InvestmentsEditor } from './InvestmentsEditor';

/** /investments */
export default function InvestmentsPage() {
  return (
    <>
      <PageHeader title="Investments" description="Accounts and what they hold." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <InvestmentsEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
