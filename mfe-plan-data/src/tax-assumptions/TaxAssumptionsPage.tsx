import { PageHeader, type DataColumn, endpoints, type TaxSummaryRow } from '@portal/shared';
import { formatMoney } from '../plan-form/format';
import { reloadSummary, SummaryTable } from '../plan-form/SummaryTable';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { TaxAssumptionsEditor } from './TaxAssumptionsEditor';

/** The three summary rows: Federal Taxes, State Taxes, Local Taxes. */

const columns: DataColumn<TaxSummaryRow>[] = [
  { key: 'category', header: 'Category' },
  { key: 'description', header: 'Description' },
  { key: 'total', header: 'Total', align: 'end', render: (r) => formatMoney(r.total) },
];

/** /tax-assumptions */
export default function TaxAssumptionsPage() {
  return (
    <>
      <PageHeader title="Tax Assumptions" description="How the household files and where it pays tax." />
      <AreaLinks />
      <PlanGate>
        {({ profile, readOnly }) => (
          <>
            <SummaryTable title="Tax summary" endpoint={endpoints.summaries.tax} profileId={profile.id} columns={columns} rowKey={(r) => r.category} emptyText="No taxes worked out yet." />
            <TaxAssumptionsEditor key={profile.id} profile={profile} readOnly={readOnly} onSaved={() => reloadSummary(endpoints.summaries.tax, profile.id)} />
          </>
        )}
      </PlanGate>
    </>
  );
}
