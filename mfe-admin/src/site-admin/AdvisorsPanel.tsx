import { useState } from 'react';
import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { DateField, endpoints, SelectField, useEndpoint, type AdminAdvisor } from '@portal/shared';
import { day } from '../dashboards/format';
import { SortTable } from '../dashboards/SortTable';
import { daysAgo, today } from './adminApi';
import { AdvisorDetailPanel } from './AdvisorDetailPanel';
import { CreateAdvisorForm } from './CreateAdvisorForm';

/** Advisors: all, those with a current licence, or those who paid between two days; one opens with their plans. */
export function AdvisorsPanel() {
  const [filter, setFilter] = useState('all');
  const [from, setFrom] = useState(daysAgo(365));
  const [to, setTo] = useState(today());
  const [openId, setOpenId] = useState<number | null>(null);
  const e = endpoints.siteAdmin;
  // The select's empty choice is "All advisors" too.
  const kind = filter || 'all';
  const all = useEndpoint(e.advisors, kind === 'all' ? {} : null);
  const current = useEndpoint(e.currentAdvisors, kind === 'current' ? {} : null);
  const paid = useEndpoint(e.paidAdvisors, kind === 'paid' && from && to && from <= to ? { from, to } : null);
  const list = kind === 'current' ? current : kind === 'paid' ? paid : all;

  if (openId != null) {
    return <AdvisorDetailPanel id={openId} onBack={() => { setOpenId(null); void list.mutate(); }} />;
  }
  return (
    <Stack gap="4">
      <HStack align="end" gap="4" wrap="wrap">
        <SelectField label="Show" value={filter} onChange={setFilter} placeholder="All advisors"
          options={[{ code: 'all', description: 'All advisors' }, { code: 'current', description: 'With a current licence' }, { code: 'paid', description: 'Paid between two days' }]} />
        {filter === 'paid' && <DateField label="Paid from" value={from} onChange={setFrom} />}
        {filter === 'paid' && <DateField label="Paid to" value={to} onChange={setTo} />}
      </HStack>
      {!list.data ? <Spinner role="status" aria-label="Loading advisors" /> : (
        <SortTable<AdminAdvisor>
          caption="Advisors"
          rows={list.data}
          rowKey={(a) => a.id}
          initialSort={{ key: 'name', direction: 'asc' }}
          emptyText="No advisors to show."
          columns={[
            {
              key: 'name', header: 'Advisor', sortValue: (a) => `${a.lastName} ${a.firstName}`,
              render: (a) => (
                <Button variant="plain" size="sm" px="0" color="primary.fg" textDecoration="underline" onClick={() => setOpenId(a.id)}
                  aria-label={`Open ${a.firstName} ${a.lastName}`}>
                  {`${a.firstName} ${a.lastName}`.trim() || a.email}
                </Button>
              ),
            },
            { key: 'email', header: 'E-mail', sortValue: (a) => a.email },
            { key: 'teams', header: 'Teams', sortValue: (a) => a.teams.map((t) => t.name).join(', ') },
            { key: 'plans', header: 'Plans', align: 'end', sortValue: (a) => a.planCount },
            {
              key: 'licence', header: 'Licence until', sortValue: (a) => a.expirationDate,
              render: (a) => <>{day(a.expirationDate)}{a.expired && <Badge ms="2" colorPalette="red">Expired</Badge>}</>,
            },
            { key: 'lastSignIn', header: 'Last sign-in', sortValue: (a) => a.lastSignIn, render: (a) => day(a.lastSignIn) },
            ...(filter === 'paid' ? [{ key: 'paid', header: 'Paid', align: 'end' as const, sortValue: (a: AdminAdvisor) => a.paidCents ?? 0, render: (a: AdminAdvisor) => `$${((a.paidCents ?? 0) / 100).toFixed(2)}` }] : []),
          ]}
        />
      )}
      <Text fontWeight="semibold" mt="2">Create an advisor</Text>
      <CreateAdvisorForm onCreated={(id) => { void list.mutate(); setOpenId(id); }} />
    </Stack>
  );
}
