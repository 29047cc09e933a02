import { useRef } from 'react';
import { PageHeader, type DataColumn, type ProfileAggregate, endpoints, type OtherIncomeSummaryRow } from '@portal/shared';
import { SaveBar } from '../plan-form/AreaLayout';
import { formatMoney } from '../plan-form/format';
import { reloadSummary, SummaryTable } from '../plan-form/SummaryTable';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { OtherIncomesEditor } from './OtherIncomesEditor';
import { SocialSecurityEditor } from './SocialSecurityEditor';


const OWNER: Record<string, string> = { CL: 'Client', SP: 'Spouse', JT: 'Joint' };
const columns: DataColumn<OtherIncomeSummaryRow>[] = [
  { key: 'category', header: 'Category' },
  { key: 'description', header: 'Description' },
  { key: 'ownerValue', header: 'Owner', render: (r) => OWNER[r.ownerValue] ?? r.ownerValue },
  { key: 'total', header: 'Total', align: 'end', render: (r) => formatMoney(r.total) },
];

/** Social Security and other incomes, saved with one Save. */
export function OtherIncomesArea({ profile, readOnly }: { profile: ProfileAggregate; readOnly: boolean }) {
  const socialSecurity = useRef<AreaEditorHandle>(null);
  const others = useRef<AreaEditorHandle>(null);
  const refresh = () => reloadSummary(endpoints.summaries.otherIncome, profile.id);
  const { saving, outcome, save } = useAreaSave(async () => {
    const a = (await socialSecurity.current?.save()) ?? true;
    const b = (await others.current?.save()) ?? true;
    return a && b;
  });
  return (
    <>
      <SummaryTable title="Other income summary" endpoint={endpoints.summaries.otherIncome} profileId={profile.id} columns={columns} rowKey={(r) => `${r.type}-${r.id}`} emptyText="No other income yet." />
      <SocialSecurityEditor ref={socialSecurity} hideSaveButton profile={profile} readOnly={readOnly} onSaved={refresh} />
      <OtherIncomesEditor ref={others} hideSaveButton profile={profile} readOnly={readOnly} onSaved={refresh} />
      <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} />
    </>
  );
}

/** /other-incomes */
export default function OtherIncomesPage() {
  return (
    <>
      <PageHeader title="Other Incomes" description="Social Security, pensions and other income." />
      <AreaLinks />
      <PlanGate>{({ profile, readOnly }) => <OtherIncomesArea key={profile.id} profile={profile} readOnly={readOnly} />}</PlanGate>
    </>
  );
}
