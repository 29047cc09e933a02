import { Box, Heading, Text, type SystemStyleObject } from '@chakra-ui/react';
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

/** The look of a small, sticky-headed, interactive Chakra table, for plain cells. */
const TABLE_CSS: SystemStyleObject = {
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
  '& th, & td': { px: '2', py: '1.5', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border', whiteSpace: 'nowrap' },
  '& th': { position: 'sticky', top: '0', zIndex: '1', bg: 'gray.100', fontWeight: 'medium', color: 'fg', fontSize: 'xs' },
  '& [data-end]': { textAlign: 'end' },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover': { bg: 'bg.muted' },
  '& tbody tr[data-unfunded]': { bg: 'red.50' },
  '& td button': {
    color: 'primary.fg', textDecoration: 'underline', fontWeight: 'medium', bg: 'transparent', cursor: 'pointer',
    minH: '6', rounded: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'primary.fg', outlineOffset: '1px' },
  },
};

/** One row per projected year; a row (or its year, a button) opens that year's explanation. */
export function YearTable({ cashFlow, netWorth, names, onExplain, basis = 'in future (nominal) dollars' }: YearTableProps) {
  const worth = new Map(netWorth.map((r) => [r.year, r.netWorth]));
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="md">Year by year</Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">{`Figures ${basis}. Select a year to see every amount behind it.`}</Text>
      {/* Plain cells styled once from the table (a Chakra component per cell made some 600 of them per plan). */}
      <Box maxH="440px" overflow="auto" borderWidth="1px" rounded="sm" css={TABLE_CSS}>
        <table aria-label="Year by year projection">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col" title={names.spouse ? `${names.client} / ${names.spouse}` : names.client}>Ages</th>
              {MONEY_COLUMNS.map((c) => <th scope="col" key={c.key} data-end="">{c.header}</th>)}
              <th scope="col" data-end="">Net worth</th>
            </tr>
          </thead>
          <tbody>
            {cashFlow.map((row) => (
              <tr key={row.year} onClick={() => onExplain(row.year)} data-unfunded={row.unfunded > 0 ? '' : undefined}>
                <td>
                  <button
                    type="button"
                    aria-label={`Explain ${row.year}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onExplain(row.year);
                    }}
                  >
                    {row.year}
                  </button>
                </td>
                <td>{row.spouseAge == null ? row.clientAge : `${row.clientAge} / ${row.spouseAge}`}</td>
                {MONEY_COLUMNS.map((c) => <td key={c.key} data-end="">{formatDollars(row[c.key])}</td>)}
                <td data-end="">{formatDollars(worth.get(row.year) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
