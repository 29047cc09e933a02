import { PageHeader, type DataColumn, endpoints, type EmploymentSummaryRow } from '@portal/shared';
import { formatMoney } from '../plan-form/format';
import { reloadSummary, SummaryTable } from '../plan-form/SummaryTable';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { IncomeEditor } from './IncomeEditor';


const OWNER: Record<string, string> = { CL: 'Client', SP: 'Spouse' };
const columns: DataColumn<EmploymentSummaryRow>[] = [
  { key: 'category', header: 'Category' },
  { key: 'description', header: 'Description' },
  { key: 'owner', header: 'Owner', render: (r) => OWNER[r.owner] ?? r.owner },
  { key: 'preTaxDeduction', header: 'Pre-Tax Deduction', align: 'end', render: (r) => formatMoney(r.preTaxDeduction) },
  { key: 'postTaxDeduction', header: 'Post-Tax Deduction', align: 'end', render: (r) => formatMoney(r.postTaxDeduction) },
  { key: 'total', header: 'Total', align: 'end', render: (r) => formatMoney(r.total) },
];

/** /income: employment income of client and spouse, their elections, and the summary rows. */
export default function IncomePage() {
  return (
    <>
      <PageHeader title="Income" description="Employment income of the client and spouse, and what is taken from pay." />
      <AreaLinks />
      <PlanGate>
        {({ profile, readOnly }) => (
          <>
            <SummaryTable
              title="Employment income summary"
              endpoint={endpoints.summaries.incomes} profileId={profile.id}
              columns={columns}
              rowKey={(r) => `${r.category}-${r.id}`}
              emptyText="No employment income yet."
            />
            <IncomeEditor key={profile.id} profile={profile} readOnly={readOnly} withElections onSaved={() => reloadSummary(endpoints.summaries.incomes, profile.id)} />
          </>
        )}
      </PlanGate>
    </>
  );
}
