import type { ReactNode } from 'react';
import { Box, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';

export interface DataColumn<Row> {
  key: string;
  header: string;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
}

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  /** Stable key of a row; defaults to its `id`, else its index. */
  rowKey?: (row: Row, index: number) => string | number;
  emptyText?: string;
  caption?: string;
}

/**
 * A plain, accessible table of rows. Below the `md` breakpoint (a phone) each row is a card of "header: value" lines,
 * so no table makes the page wider than the screen.
 */
export function DataTable<Row extends object>({ columns, rows, rowKey, emptyText = 'Nothing to show yet.', caption }: DataTableProps<Row>) {
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  if (rows.length === 0) return <Text color="fg.muted" py="4">{emptyText}</Text>;
  const keyOf = rowKey ?? ((row: Row, i: number) => ((row as { id?: string | number }).id ?? i));
  const cell = (row: Row, c: DataColumn<Row>) => (c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? ''));
  if (asCards) {
    return (
      <Stack as="ul" gap="2" listStyleType="none" aria-label={caption}>
        {rows.map((row, i) => (
          <Box as="li" key={keyOf(row, i)} bg="white" borderWidth="1px" rounded="md" p="3" fontSize="sm">
            {columns.map((c) => (
              <Box key={c.key} display="flex" justifyContent="space-between" gap="3" py="0.5">
                <Text as="span" color="fg.muted">{c.header}</Text>
                <Box as="span" textAlign="end" minW="0" overflowWrap="anywhere">{cell(row, c)}</Box>
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.Root size="sm" variant="outline" bg="white">
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Header>
        <Table.Row>
          {columns.map((c) => <Table.ColumnHeader key={c.key} textAlign={c.align}>{c.header}</Table.ColumnHeader>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, i) => (
          <Table.Row key={keyOf(row, i)}>
            {columns.map((c) => (
              <Table.Cell key={c.key} textAlign={c.align}>
                {cell(row, c)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
