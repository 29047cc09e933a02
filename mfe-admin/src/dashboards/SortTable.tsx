import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';

export interface SortColumn<Row> {
  key: string;
  header: string;
  /** The value sorted by (numbers sort as numbers, the rest as text); none: not sortable. */
  sortValue?: (row: Row) => string | number | null;
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

interface Props<Row> {
  caption: string;
  columns: SortColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  pageSize?: number;
  emptyText?: string;
  initialSort?: { key: string; direction: 'asc' | 'desc' };
}

/** A table whose column headers sort it (again: the other way) and which shows `pageSize` rows a page. */
export function SortTable<Row>({ caption, columns, rows, rowKey, pageSize = 25, emptyText = 'Nothing to show.', initialSort }: Props<Row>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => {
    const col = sort && columns.find((c) => c.key === sort.key);
    if (!col?.sortValue) return rows;
    const dir = sort!.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = col.sortValue!(a);
      const y = col.sortValue!(b);
      if (x == null && y == null) return 0;
      if (x == null) return 1;
      if (y == null) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
    });
  }, [rows, sort, columns]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * pageSize, (current + 1) * pageSize);
  if (rows.length === 0) return <Text color="fg.muted" py="3">{emptyText}</Text>;

  const toggle = (key: string) => {
    setSort((s) => (s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));
    setPage(0);
  };
  return (
    <Box>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline" bg="white">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign={c.align}
                  aria-sort={sort?.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortValue ? (
                    <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => toggle(c.key)}>
                      {c.header}{sort?.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </Button>
                  ) : c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Cell key={c.key} textAlign={c.align}>
                    {c.render ? c.render(row) : String(c.sortValue?.(row) ?? '')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {pages > 1 && (
        <HStack mt="2" gap="3" aria-label={`${caption}: pages`} role="group">
          <Button size="xs" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>Previous page</Button>
          <Text fontSize="sm">Page {current + 1} of {pages} ({sorted.length} rows)</Text>
          <Button size="xs" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>Next page</Button>
        </HStack>
      )}
    </Box>
  );
}
