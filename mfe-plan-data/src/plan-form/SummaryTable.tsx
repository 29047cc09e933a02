import { Box, Heading, Text } from '@chakra-ui/react';
import { mutate } from 'swr';
import { DataTable, useApi, type DataColumn } from '@portal/shared';

export interface SummaryTableProps<Row> {
  title: string;
  path: string;
  columns: DataColumn<Row>[];
  emptyText: string;
  rowKey?: (row: Row, index: number) => string | number;
}

/** Summary rows the server works out for an area (income, other income, real assets, taxes). */
export function SummaryTable<Row extends object>({ title, path, columns, emptyText, rowKey }: SummaryTableProps<Row>) {
  const summary = useApi<Row[]>(path);
  return (
    <Box as="section" aria-label={title} mb="6">
      <Heading as="h2" size="md" mb="2">{title}</Heading>
      {summary.isLoading ? <Text color="fg.muted">Loading…</Text> : <DataTable columns={columns} rows={summary.data ?? []} emptyText={emptyText} rowKey={rowKey} />}
    </Box>
  );
}

/** Reads a summary again (after a save or a deletion: spec document 1 section 4). */
export function reloadSummary(path: string): void {
  void mutate(path);
}
