import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { DebtsEditor } from './DebtsEditor';

/** /debts */
export default function DebtsPage() {
  return (
    <>
      <PageHeader title="Debts" description="What the household owes." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <DebtsEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
