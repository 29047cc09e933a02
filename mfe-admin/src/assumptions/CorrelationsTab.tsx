import { useState } from 'react';
import { Box, Button, Input, Table, Text } from '@chakra-ui/react';
import type { Assumption } from '@portal/shared';
import type { AssumptionsApi } from './useAssumptions';

/**
 * The correlation matrix, one row and column per asset class. Editing a cell sets its mirror too; the server
 * checks the unit diagonal, the range and that the matrix is positive semi-definite.
 */
export function CorrelationsTab({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  const classes = set.data.assetClasses;
  const [text, setText] = useState<string[][]>(() => set.data.correlations.map((row) => row.map(String)));
  const [seen, setSeen] = useState(set.data.correlations);
  if (seen !== set.data.correlations) {
    setSeen(set.data.correlations);
    setText(set.data.correlations.map((row) => row.map(String)));
  }
  const change = (i: number, j: number, value: string) =>
    setText((m) => m.map((row, r) => row.map((v, c) => ((r === i && c === j) || (r === j && c === i) ? value : v))));
  const save = () => void api.item(set, { call: 'correlation', body: { matrix: text.map((row) => row.map(Number)) } });

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
        <Table.Root size="sm" aria-label="Correlation matrix">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              {classes.map((c) => <Table.ColumnHeader key={c.id} fontSize="xs">{c.name}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {classes.map((a, i) => (
              <Table.Row key={a.id}>
                <Table.Cell fontWeight="medium" fontSize="xs">{a.name}</Table.Cell>
                {classes.map((b, j) => (
                  <Table.Cell key={b.id} p="1">
                    <Input size="xs" w="16" textAlign="end" bg={i === j ? 'gray.100' : 'white'} inputMode="decimal"
                      aria-label={`Correlation of ${a.name} and ${b.name}`} value={text[i]?.[j] ?? ''}
                      readOnly={i === j || !set.editable} onChange={(e) => change(i, j, e.target.value)} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {api.errors.correlations && <Text color="fg.error" mt="2" role="alert">{api.errors.correlations}</Text>}
      {set.editable && <Button mt="3" size="sm" onClick={save} loading={api.busy}>Save Correlations</Button>}
    </Box>
  );
}
