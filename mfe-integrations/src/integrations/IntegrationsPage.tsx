import { Text } from '@chakra-ui/react';
import { DataTable, LEVEL_LABELS, PageHeader, useApi, useLevelKey, type Level } from '@portal/shared';

export interface IntegrationsPageProps {
  /** 4 team, 5 advisor (user), 6 plan (profile); the route table passes it. */
  level: Level;
}

interface Partner {
  id: number | string;
  name?: string;
  description?: string;
}

/** Partner integrations at one level. For now: the partners the API offers (GET /api/integration/partner). */
export default function IntegrationsPage({ level }: IntegrationsPageProps) {
  const levelKey = useLevelKey(level);
  // Until the integration API exists its failure shows the empty state, not a load-error banner.
  const partners = useApi<Partner[]>('/api/integration/partner', { ignoreErrors: true });
  const rows = Array.isArray(partners.data) ? partners.data : [];
  return (
    <>
      <PageHeader
        title={level === 6 ? 'Plan Integrations' : `${LEVEL_LABELS[level]} Integration`}
        description="Partners whose accounts can be imported into plans."
      />
      {partners.isLoading ? (
        <Text color="fg.muted">Loading partners…</Text>
      ) : (
        <DataTable
          caption={`Integration partners (level ${level}, key ${levelKey ?? 'none'})`}
          columns={[
            { key: 'name', header: 'Partner', render: (p: Partner) => p.name ?? String(p.id) },
            { key: 'description', header: 'Description' },
          ]}
          rows={rows}
          emptyText="No integration partners are available yet."
        />
      )}
    </>
  );
}
