import { PageHeader } from '@portal/shared';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { GoalsArea } from './GoalsArea';

/** /goals (hidden from the plan navigation; reached from the areas' links). */
export default function GoalsPage() {
  return (
    <>
      <PageHeader title="Goals" description="What the plan is for: retirement, education and other goals." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <GoalsArea key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
