import { PageHeader, type DataColumn, endpoints, type RealAssetSummaryRow } from '@portal/shared';
import { formatMoney } from '../plan-form/format';
import { reloadSummary, SummaryTable } from '../plan-form/SummaryTable';
import { AreaLinks } from '../plan/AreaLinks';
import { PlanGate } from '../plan/PlanGate';
import { RealAssetsEditor } from './RealAssetsEditor';


const columns: DataColumn<RealAssetSummaryRow>[] = [
  { key: 'category', header: 'Category' },
  { key: 'description', header: 'Description' },
  { key: 'yearOneAmount', header: 'Year One Amount', align: 'end', render: (r) => formatMoney(r.yearOneAmount) },
  { key: 'total', header: 'Total', align: 'end', render: (r) => formatMoney(r.total) },
];

/** /real-assets: the assets and their summary rows. */
export default function RealAssetsPage() {
  return (
    <>
      <PageHeader title="Real Assets" description="Property the household owns or plans to buy." />
      <AreaLinks />
      <PlanGate>
        {({ profile, readOnly }) => (
          <>
            <SummaryTable title="Real asset summary" endpoint={endpoints.summaries.realAsset} profileId={profile.id} columns={columns} emptyText="No real assets yet." />
            <RealAssetsEditor key={profile.id} profile={profile} readOnly={readOnly} onSaved={() => reloadSummary(endpoints.summaries.realAsset, profile.id)} />
          </>
        )}
      </PlanGate>
    </>
  );
}
