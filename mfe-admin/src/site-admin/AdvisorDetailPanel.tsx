import { useState } from 'react';
import { Alert, Badge, Button, DataList, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { call, DateField, endpoints, NumberField, useEndpoint, type AdminPlan } from '@portal/shared';
import { day, pct, usd } from '../dashboards/format';
import { SortTable } from '../dashboards/SortTable';
import { act, money } from './adminApi';

/** One advisor: their licence (set its end), price override (set or remove), and plans with their stored figures. */
export function AdvisorDetailPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const e = endpoints.siteAdmin;
  const advisor = useEndpoint(e.advisor, { id });
  const plans = useEndpoint(e.advisorPlans, { id });
  const [expiration, setExpiration] = useState('');
  const [price, setPrice] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const a = advisor.data;

  const run = async <T,>(call: (o: { handledStatuses: number[] }) => Promise<T>, done: string) => {
    const r = await act(call);
    setMessage(r.ok ? { ok: true, text: done } : { ok: false, text: r.message });
    await advisor.mutate();
  };
  const setLicence = () => run((o) => call(e.setExpiration, { params: { id, expirationDate: expiration } }, o), `The licence now runs until ${expiration}.`);
  const setOverride = () => run((o) => call(e.setPayerPrice, { params: { payerId: id, price: Math.round((price ?? 0) * 100) } }, o), 'The price override is set.');
  const removeOverride = () => run((o) => call(e.removePayerPrice, { params: { payerId: id } }, o), 'The price override is removed: the list price applies.');

  return (
    <Stack gap="4">
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={onBack}>Back to advisors</Button>
      {!a ? <Spinner role="status" aria-label="Loading the advisor" /> : (
        <>
          <Heading as="h2" size="lg">{`${a.firstName} ${a.lastName}`.trim() || a.email}</Heading>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item><DataList.ItemLabel>E-mail</DataList.ItemLabel><DataList.ItemValue>{a.email}</DataList.ItemValue></DataList.Item>
            <DataList.Item><DataList.ItemLabel>Role</DataList.ItemLabel><DataList.ItemValue>{a.roleDescription}</DataList.ItemValue></DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Licence until</DataList.ItemLabel>
              <DataList.ItemValue>{day(a.expirationDate)}{a.expired && <Badge ms="2" colorPalette="red">Expired</Badge>}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item><DataList.ItemLabel>Teams</DataList.ItemLabel><DataList.ItemValue>{a.teams.map((t) => `${t.name} (${t.role.toLowerCase()})`).join(', ') || '—'}</DataList.ItemValue></DataList.Item>
            <DataList.Item><DataList.ItemLabel>Last sign-in</DataList.ItemLabel><DataList.ItemValue>{day(a.lastSignIn)}</DataList.ItemValue></DataList.Item>
            <DataList.Item><DataList.ItemLabel>Price override</DataList.ItemLabel><DataList.ItemValue>{a.priceOverride == null ? 'None (list price)' : money(a.priceOverride)}</DataList.ItemValue></DataList.Item>
          </DataList.Root>
          {message && <Alert.Root status={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}><Alert.Indicator /><Alert.Description>{message.text}</Alert.Description></Alert.Root>}
          <HStack align="end" gap="3" wrap="wrap">
            <DateField label="New licence end" value={expiration} onChange={setExpiration} />
            <Button onClick={() => void setLicence()} disabled={!expiration}>Set licence end</Button>
          </HStack>
          <HStack align="end" gap="3" wrap="wrap">
            <NumberField label="Price per licence (USD)" value={price} onChange={(v) => setPrice(v ?? null)} decimals={2} />
            <Button onClick={() => void setOverride()} disabled={price == null}>Set price override</Button>
            <Button variant="outline" onClick={() => void removeOverride()} disabled={a.priceOverride == null}>Remove override</Button>
          </HStack>
          <Heading as="h3" size="md">Plans</Heading>
          {!plans.data ? <Spinner role="status" aria-label="Loading plans" /> : (
            <SortTable<AdminPlan> caption={`Plans of ${a.firstName} ${a.lastName}`} rows={plans.data} rowKey={(p) => p.profileId}
              initialSort={{ key: 'name', direction: 'asc' }} emptyText="This advisor has no plans."
              columns={[
                { key: 'name', header: 'Plan', sortValue: (p) => p.name },
                { key: 'stage', header: 'Stage', sortValue: (p) => p.planningStage, render: (p) => p.stageLabel },
                { key: 'probability', header: 'Probability of success', align: 'end', sortValue: (p) => p.probability, render: (p) => <>{pct(p.probability)}{p.stale && <Badge ms="2" size="sm" colorPalette="orange">pending</Badge>}</> },
                { key: 'assets', header: 'Assets', align: 'end', sortValue: (p) => p.totalAssets, render: (p) => usd(p.totalAssets) },
                { key: 'updated', header: 'Updated', sortValue: (p) => p.updatedAt, render: (p) => day(p.updatedAt) },
                { key: 'active', header: 'Status', sortValue: (p) => (p.active ? 1 : 0), render: (p) => (p.active ? 'Active' : 'Inactive') },
              ]} />
          )}
          {a.payments.length > 0 && <Text fontSize="sm" color="fg.muted">{a.payments.length} purchase(s); the latest {a.payments[0].status.toLowerCase()} on {day(a.payments[0].createdAt)}.</Text>}
        </>
      )}
    </Stack>
  );
}
