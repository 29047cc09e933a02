import { Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import { formatDollars } from './format';
import type { CashFlowRow, NetWorthRow } from '@portal/calc';

export interface YearTableProps {
  cashFlow: CashFlowRow[];
  netWorth: NetWorthRow[];
  names: { client: string; spouse: string | null };
  onExplain: (year: number) => void;
  /** What the figures are in (today's or future dollars). */
  basis?: string;
}

const MONEY_COLUMNS = [
  { key: 'income', header: 'Income' },
  { key: 'portfolioWithdrawals', header: 'Withdrawals' },
  { key: 'expenses', header: 'Expenses' },
  { key: 'debtPayments', header: 'Debt payments' },
  { key: 'taxes', header: 'Taxes' },
  { key: 'savings', header: 'Savings' },
] as const;

/** One row per projected year; a row (or its year, a button) opens that year's explanation. */
export function YearTable({ cashFlow, netWorth, names, onExplain, basis = 'in future (nominal) dollars' }: YearTableProps) {
  const worth = new Map(netWorth.map((r) => [r.year, r.netWorth]));
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="md">Year by year</Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">{`Figures ${basis}. Select a year to see every amount behind it.`}</Text>
      <Table.ScrollArea maxH="440px" borderWidth="1px" rounded="sm">
        <Table.Root size="sm" stickyHeader interactive aria-label="Year by year projection">
          <Table.Header>
            <Table.Row bg="gray.100">
              <Table.ColumnHeader>Year</Table.ColumnHeader>
              <Table.ColumnHeader title={names.spouse ? `${names.client} / ${names.spouse}` : names.client}>Ages</Table.ColumnHeader>
              {MONEY_COLUMNS.map((c) => <Table.ColumnHeader key={c.key} textAlign="end">{c.header}</Table.ColumnHeader>)}
              <Table.ColumnHeader textAlign="end">Net worth</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cashFlow.map((row) => (
              <Table.Row key={row.year} onClick={() => onExplain(row.year)} cursor="pointer" bg={row.unfunded > 0 ? 'red.50' : undefined}>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="plain"
                    color="primary.fg"
                    textDecoration="underline"
                    px="0"
                    aria-label={`Explain ${row.year}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onExplain(row.year);
                    }}
                  >
                    {row.year}
                  </Button>
                </Table.Cell>
                <Table.Cell>{row.spouseAge == null ? row.clientAge : `${row.clientAge} / ${row.spouseAge}`}</Table.Cell>
                {MONEY_COLUMNS.map((c) => (
                  <Table.Cell key={c.key} textAlign="end" fontVariantNumeric="tabular-nums">{formatDollars(row[c.key])}</Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatDollars(worth.get(row.year) ?? 0)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
