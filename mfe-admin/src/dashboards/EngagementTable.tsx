import { Badge } from '@chakra-ui/react';
import type { EngagementRow } from '@portal/shared';
import { day } from './format';
import { SortTable } from './SortTable';

/** Per invited client: invited, registered, last sign-in, plan pages viewed, actions adopted. */
export function EngagementTable({ rows, withAdvisor = false }: { rows: EngagementRow[]; withAdvisor?: boolean }) {
  return (
    <SortTable<EngagementRow>
      caption="Client engagement"
      rows={rows}
      rowKey={(r) => `${r.profileId}:${r.email}`}
      emptyText="No client has been invited to a plan yet."
      initialSort={{ key: 'lastSignIn', direction: 'desc' }}
      columns={[
        { key: 'client', header: 'Client', sortValue: (r) => r.clientName },
        { key: 'plan', header: 'Plan', sortValue: (r) => r.planName },
        ...(withAdvisor ? [{ key: 'advisor', header: 'Advisor', sortValue: (r: EngagementRow) => r.advisorName }] : []),
        { key: 'invitedAt', header: 'Invited', sortValue: (r) => r.invitedAt, render: (r) => day(r.invitedAt) },
        {
          key: 'registered', header: 'Registered', sortValue: (r) => (r.registered ? 1 : 0),
          render: (r) => (r.registered ? <Badge colorPalette="green">Registered</Badge> : <Badge colorPalette="orange">Invitation pending</Badge>),
        },
        { key: 'lastSignIn', header: 'Last sign-in', sortValue: (r) => r.lastSignIn, render: (r) => day(r.lastSignIn) },
        { key: 'pagesViewed', header: 'Pages viewed', align: 'end', sortValue: (r) => r.pagesViewed },
        { key: 'actionsAdopted', header: 'Actions adopted', align: 'end', sortValue: (r) => r.actionsAdopted },
      ]}
    />
  );
}
