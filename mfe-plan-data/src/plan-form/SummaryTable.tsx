import { Box, Heading, Text } from '@chakra-ui/react';
import { mutate } from 'swr';
import { DataTable, type endpoints, urlOf, useEndpoint, type DataColumn, type ResponseOf } from '@portal/shared';

/** The summary calls of the plan areas: `endpoints.summaries.<area>`. */
export type SummaryEndpoint = (typeof endpoints.summaries)['incomes' | 'otherIncome' | 'realAsset' | 'tax'];
export type SummaryRow<E extends SummaryEndpoint> = ResponseOf<E>[number];

export interface SummaryTableProps<E extends SummaryEndpoint> {
  title: string;
  endpoint: E;
  profileId: number;
  columns: DataColumn<SummaryRow<E>>[];
  emptyText: string;
  rowKey?: (row: SummaryRow<E>, index: number) => string | number;
}

/** Summary rows the server works out for an area (income, other income, real assets, taxes). */
export function SummaryTable<E extends SummaryEndpoint>({ title, endpoint, profileId, columns, emptyText, rowKey }: SummaryTableProps<E>) {
  const summary = useEndpoint(endpoint as SummaryEndpoint, { profileId });
  const rows = (summary.data ?? []) as SummaryRow<E>[];
  return (
    <Box as="section" aria-label={title} mb="6">
      <Heading as="h2" size="md" mb="2">{title}</Heading>
      {summary.isLoading ? <Text color="fg.muted">Loading…</Text> : <DataTable columns={columns} rows={rows} emptyText={emptyText} rowKey={rowKey} />}
    </Box>
  );
}

/** Reads a summary again (after a save or a deletion: spec document 1 section 4). */
export function reloadSummary(endpoint: SummaryEndpoint, profileId: number): void {
  void mutate(urlOf(endpoint, { params: { profileId } }));
}
