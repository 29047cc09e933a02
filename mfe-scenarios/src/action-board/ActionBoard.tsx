import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ProfileAggregate } from '@portal/shared';
import type { ScenarioRights } from '../plan-scenarios/rights';
import { ActionCard } from './ActionCard';
import { ActionEditor } from './ActionEditor';
import { QUICK_ACTIONS } from './actionDrafts';
import type { ActionBoard as Board } from './useActionBoard';

export interface ActionBoardProps {
  board: Board;
  profile: ProfileAggregate | null;
  rights: ScenarioRights;
  /** Suggested actions: adopted ids and the adopt handler. */
  adoptedActions?: number[];
  onAdopt?: (actionId: number) => void;
  /** Shows the one-click what-ifs. */
  quickActions?: boolean;
  /** Actions can be selected (the workshop); suggested actions use them all. */
  selectable?: boolean;
  /** The workshop's "Save as new scenario" (the saved actions with the working selection). */
  onSaveAsNew?: () => void;
}

/** The scenario's actions left to right, with add (one-click what-ifs or the form), save and each action's controls. */
export function ActionBoard({ board, profile, rights, adoptedActions = [], onAdopt, quickActions = true, selectable = true, onSaveAsNew }: ActionBoardProps) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const editingAction = editing && editing !== 'new' ? board.drafts.find((a) => a.key === editing) ?? null : null;
  const canEdit = rights.changeWorkshop;
  // The cards' handlers stay the same functions from render to render (they reach the board's newest state
  // through a ref), so a click redraws only the cards whose own props changed.
  const latest = useRef({ board, onAdopt });
  useLayoutEffect(() => { latest.current = { board, onAdopt }; });
  const onSelect = useCallback((key: string) => latest.current.board.toggleSelected(key), []);
  const onExpand = useCallback((key: string) => latest.current.board.toggleExpanded(key), []);
  const onMove = useCallback((key: string, d: 'left' | 'right') => latest.current.board.move(key, d), []);
  const onDelete = useCallback((key: string) => latest.current.board.remove(key), []);
  const onAdoptId = useCallback((id: number) => latest.current.onAdopt?.(id), []);

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="2">
        <HStack gap="2" wrap="wrap">
          {rights.addActions && quickActions && profile && QUICK_ACTIONS.map((q) => {
            const fields = q.build(profile);
            return fields && (
              <Button key={q.key} size="xs" variant="subtle" colorPalette="blue" onClick={() => board.add(fields)}>+ {q.label}</Button>
            );
          })}
        </HStack>
        <HStack gap="2">
          {rights.addActions && <Button size="sm" variant="outline" onClick={() => setEditing('new')}>Add action…</Button>}
          {canEdit && board.mayOverwrite && (
            <Button size="sm" colorPalette="blue" onClick={() => void board.save()} disabled={!board.dirty} loading={board.saving}>
              Save
            </Button>
          )}
          {selectable && onSaveAsNew && rights.changeScenarios && (
            <Button size="sm" variant="outline" onClick={onSaveAsNew} disabled={board.actionsDirty || board.saving}
              title={board.actionsDirty ? 'Save or undo the action changes first' : undefined}>
              Save as new scenario
            </Button>
          )}
        </HStack>
      </Flex>
      {board.visible.length === 0 ? (
        <Text color="fg.muted" py="4">No actions yet. {rights.addActions ? 'Add one to see what it changes.' : ''}</Text>
      ) : (
        <Flex as="ol" gap="3" overflowX="auto" pb="2" aria-label="Actions" listStyleType="none">
          {board.visible.map((a, i) => (
            <li key={a.key}>
              <ActionCard
                action={a}
                position={i + 1}
                selected={board.selectedKeys.has(a.key)}
                canSelect={rights.changeWorkshop}
                selectable={selectable}
                canEdit={canEdit}
                canDelete={rights.deleteActions || (a.id == null && rights.addActions)}
                canMove={canEdit && board.visible.length > 1}
                adopted={a.id != null && adoptedActions.includes(a.id)}
                onSelect={onSelect}
                onExpand={onExpand}
                onMove={onMove}
                onEdit={setEditing}
                onDelete={onDelete}
                onAdopt={onAdopt && a.id != null && rights.changePlan ? onAdoptId : undefined}
              />
            </li>
          ))}
        </Flex>
      )}
      {editing && (
        <ActionEditor
          profile={profile}
          action={editingAction}
          onCancel={() => setEditing(null)}
          onSave={(fields) => {
            if (editingAction) board.replace(editingAction.key, fields);
            else board.add(fields);
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}
