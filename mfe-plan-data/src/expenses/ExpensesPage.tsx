import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { ExpensesEditor } from './ExpensesEditor';

/** /expenses */
export default function ExpensesPage() {
  return (
    <>
      <PageHeader title="Expenses" description="Living expenses, as one amount or itemized." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <ExpensesEditor key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
