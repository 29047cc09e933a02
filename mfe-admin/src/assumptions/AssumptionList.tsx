import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Assumption } from '@portal/shared';
import { levelLabel } from '../levels/levelApi';
import type { AssumptionsApi } from './useAssumptions';

/** The sets a level may use: its own and those of the levels above it. */
export function AssumptionList({ api, level, canWrite }: { api: AssumptionsApi; level: number; canWrite: boolean }) {
  const rows = api.list.data ?? [];
  const inUse = api.effective.data?.assumptionId;
  if (api.list.isLoading) return <Text color="fg.muted">Loading assumption sets…</Text>;
  if (rows.length === 0) return <Text color="fg.muted">No assumption sets yet.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label="Assumption sets">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Level</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Asset classes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Portfolios</Table.ColumnHeader>
            <Table.ColumnHeader>Updated</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a: Assumption) => (
            <Table.Row key={a.id} bg={a.id === api.currentId ? 'primary.subtle' : undefined}>
              <Table.Cell fontWeight="medium">
                {a.name}
                {a.id === inUse && <Badge ml="2" colorPalette="secondary">In use</Badge>}
              </Table.Cell>
              <Table.Cell>{levelLabel(a.level)}</Table.Cell>
              <Table.Cell textAlign="end">{a.data.assetClasses.length}</Table.Cell>
              <Table.Cell textAlign="end">{a.data.portfolios.length}</Table.Cell>
              <Table.Cell>{new Date(a.updatedAt).toLocaleDateString()}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="flex-end" gap="2">
                  <Button size="xs" onClick={() => { api.setErrors({}); api.setCurrentId(a.id); }} aria-label={`Open ${a.name}`}>Open</Button>
                  {canWrite && <Button size="xs" variant="outline" onClick={() => void api.copy(a)} aria-label={`Copy ${a.name}`}>Copy</Button>}
                  {canWrite && level !== 1 && a.id !== inUse && (
                    <Button size="xs" variant="outline" colorPalette="secondary" onClick={() => void api.useAtLevel(a)} aria-label={`Use ${a.name}`}>Use</Button>
                  )}
                  {a.editable && a.level === level && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void api.remove(a)} aria-label={`Delete ${a.name}`}>Delete</Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
