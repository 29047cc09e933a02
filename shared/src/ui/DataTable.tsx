import type { ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';

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

/** A plain, accessible table of rows. */
export function DataTable<Row extends object>({ columns, rows, rowKey, emptyText = 'Nothing to show yet.', caption }: DataTableProps<Row>) {
  if (rows.length === 0) return <Text color="fg.muted" py="4">{emptyText}</Text>;
  const keyOf = rowKey ?? ((row: Row, i: number) => ((row as { id?: string | number }).id ?? i));
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
                {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
