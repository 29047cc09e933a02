import type { FormEvent, ReactNode } from 'react';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';

export interface ItemColumn<Row> { header: string; render: (row: Row) => ReactNode; align?: 'start' | 'end' }

export interface ItemTableProps<Row extends { id: string }> {
  /** Accessible name of the table, e.g. 'Asset classes'. */
  label: string;
  rows: Row[];
  columns: ItemColumn<Row>[];
  nameOf: (row: Row) => string;
  editable: boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onAdd: () => void;
  addLabel: string;
  /** The edit form, shown under the table while a row is being edited or added. */
  form?: ReactNode;
}

/** The items of one part of an assumption set with Edit / Delete per row and an Add button. */
export function ItemTable<Row extends { id: string }>({ label, rows, columns, nameOf, editable, onEdit, onDelete, onAdd, addLabel, form }: ItemTableProps<Row>) {
  return (
    <Box>
      {rows.length === 0 ? <Text color="fg.muted" py="2">None yet.</Text> : (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => <Table.ColumnHeader key={c.header} textAlign={c.align}>{c.header}</Table.ColumnHeader>)}
                {editable && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  {columns.map((c) => <Table.Cell key={c.header} textAlign={c.align}>{c.render(row)}</Table.Cell>)}
                  {editable && (
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="2">
                        <Button size="xs" variant="outline" aria-label={`Edit ${nameOf(row)}`} onClick={() => onEdit(row)}>Edit</Button>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${nameOf(row)}`} onClick={() => onDelete(row)}>Delete</Button>
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {form}
      {editable && !form && <Button mt="3" size="sm" variant="outline" onClick={onAdd}>{addLabel}</Button>}
    </Box>
  );
}

/** Frame of an item form: a titled panel with Save / Cancel. */
export function ItemForm({ title, saveLabel, onSave, onCancel, busy, error, children }: {
  title: string; saveLabel: string; onSave: () => void; onCancel: () => void; busy: boolean; error?: string | null; children: ReactNode;
}) {
  return (
    <Box as="form" mt="4" p="4" borderWidth="1px" rounded="md" bg="gray.50" aria-label={title}
      onSubmit={(e: FormEvent) => { e.preventDefault(); onSave(); }}>
      <Text fontWeight="semibold" mb="3">{title}</Text>
      {children}
      {error && <Text color="fg.error" mt="3" role="alert">{error}</Text>}
      <HStack mt="4" gap="2">
        <Button type="submit" size="sm" loading={busy}>{saveLabel}</Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>Cancel</Button>
      </HStack>
    </Box>
  );
}
