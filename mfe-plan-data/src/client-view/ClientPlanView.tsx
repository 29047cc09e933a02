import { Box, DataList, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { accountAdditions, DataTable, codeWords, type DataColumn, type ProfileAggregate } from '@portal/shared';
import { useCombinedResult } from '../results/useResults';
import { formatMoney, todayIso } from '../plan-form/format';
import { ageOf } from '../profile/profileRules';

type Row = Record<string, unknown> & { id?: number };

const money = (key: string, header: string): DataColumn<Row> => ({ key, header, align: 'end', render: (r) => formatMoney(r[key] as number | null, { whole: true }) });

function ReadSection({ title, rows, columns, empty }: { title: string; rows: Row[]; columns: DataColumn<Row>[]; empty: string }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="2">{title}</Heading>
      <DataTable columns={columns} rows={rows} emptyText={empty} />
    </Box>
  );
}

/** The people of the plan: name, age, retirement and life expectancy. */
function People({ profile }: { profile: ProfileAggregate }) {
  const today = todayIso();
  const people = profile.clients.filter((p) => p.active !== false);
  return (
    <Box as="section" aria-label="People" bg="white" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="3">People</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {people.map((p) => {
          const age = ageOf(p.dateOfBirth, today);
          return (
            <DataList.Root key={p.id} orientation="horizontal" size="sm">
              <DataList.Item><DataList.ItemLabel>{p.type === 'C' ? 'Client' : 'Spouse'}</DataList.ItemLabel><DataList.ItemValue>{`${p.firstName} ${p.lastName}`}</DataList.ItemValue></DataList.Item>
              <DataList.Item><DataList.ItemLabel>Age</DataList.ItemLabel><DataList.ItemValue>{age ?? '—'}</DataList.ItemValue></DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Retirement</DataList.ItemLabel>
                <DataList.ItemValue>{p.employmentStatus === 'RT' ? 'Retired' : `At ${p.retirementAge ?? 65}`}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item><DataList.ItemLabel>Planned to age</DataList.ItemLabel><DataList.ItemValue>{p.lifeExpectancy ?? 100}</DataList.ItemValue></DataList.Item>
            </DataList.Root>
          );
        })}
      </SimpleGrid>
      {profile.participants.length > 0 && (
        <Text mt="3" fontSize="sm">{`Kids and others: ${profile.participants.map((k) => k.name).join(', ')}`}</Text>
      )}
    </Box>
  );
}

/**
 * An invited client's read view of their plan (spec document 1 section 6: clients see their permitted sections):
 * the people and each data section as figures, never the advisor's data-entry forms.
 */
export function ClientPlanView({ profile }: { profile: ProfileAggregate }) {
  // Codes in words through the one shared mapping (codeWords); owners by the people's first names.
  const person = (type: string) => profile.clients.find((c) => c.type === type && c.active !== false)?.firstName ?? null;
  const ownerNames = { client: person('C'), spouse: person('S') };
  const result = useCombinedResult(profile.id);
  const names = new Map(profile.clients.map((c) => [c.id, c.firstName]));
  const owner: DataColumn<Row> = { key: 'owner', header: 'Owner', render: (r) => codeWords.owner(r.owner as string, ownerNames) };
  const rows = (list: unknown[]) => list as Row[];
  return (
    <SimpleGrid columns={1} gap="5">
      <People profile={profile} />
      <ReadSection title="Income" empty="No income in the plan." rows={rows(profile.incomes)} columns={[
        { key: 'description', header: 'Income', render: (r) => String(r.description ?? 'Wages') },
        { key: 'clientId', header: 'Earner', render: (r) => names.get(r.clientId as number) ?? '' },
        money('annualPreTax', 'Annual pre-tax'),
      ]} />
      <ReadSection title="Investments" empty="No investment accounts in the plan." rows={rows(profile.investments)} columns={[
        { key: 'description', header: 'Account' },
        { key: 'type', header: 'Type', render: (r) => codeWords.investmentType(r.type as string) },
        owner,
        money('balance', 'Balance'),
        // The engine's first-year figure (an employer plan's from its payroll elections): one source.
        { key: 'contribution', header: 'Yearly contribution', align: 'end', render: (r) => {
          const added = result.data ? accountAdditions(result.data.additionsAlbum, r.id as number) : null;
          return added ? formatMoney(added.household, { whole: true }) : '—';
        } },
      ]} />
      <ReadSection title="Real assets" empty="No real assets in the plan." rows={rows(profile.realAssets)} columns={[
        { key: 'description', header: 'Asset' }, owner, money('value', 'Value'),
      ]} />
      <ReadSection title="Debts" empty="No debts in the plan." rows={rows(profile.debts)} columns={[
        { key: 'description', header: 'Debt' }, owner, money('balance', 'Balance'), money('monthlyPayment', 'Monthly payment'),
      ]} />
      <ReadSection title="Insurance" empty="No insurance policies in the plan." rows={rows(profile.insurances)} columns={[
        { key: 'description', header: 'Policy' },
        { key: 'type', header: 'Type', render: (r) => codeWords.insuranceType(r.type as string) },
        owner,
        // A disability policy's coverage is the benefit it pays each month (the report says the same).
        { key: 'coverageAmount', header: 'Coverage', align: 'end', render: (r) => `${formatMoney(r.coverageAmount as number | null, { whole: true })}${r.type === 'DI' ? ' a month' : ''}` },
        { key: 'premium', header: 'Premium', align: 'end', render: (r) => (r.premium ? `${formatMoney(r.premium as number, { whole: true })} ${codeWords.period(r.premiumFrequency as number)}` : 'None') },
      ]} />
      <ReadSection title="Goals" empty="No goals in the plan besides retirement." rows={rows(profile.goals)} columns={[
        { key: 'description', header: 'Goal' },
        { key: 'goalType', header: 'Type', render: (r) => codeWords.goalType(r.goalType as string) },
        // Every amount with its period: once, or a year over the goal's years (as the report prints it).
        { key: 'amount', header: 'Amount (today\'s dollars)', align: 'end', render: (r) => {
          const span = (r.years as number | null) ?? 1;
          return `${formatMoney(r.amount as number | null, { whole: true })} ${span === 1 ? 'once' : `a year for ${span} years`}`;
        } },
      ]} />
    </SimpleGrid>
  );
}
