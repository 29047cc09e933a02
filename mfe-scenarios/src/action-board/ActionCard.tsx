import { memo } from 'react';
import { Badge, Box, Button, Card, Checkbox, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { findActionForm } from '@portal/shared';
import type { DraftAction } from '../plan-scenarios/api';
import { actionValueLines, useActionCodeLists } from './actionValueLines';

export interface ActionCardProps {
  action: DraftAction;
  position: number;
  selected: boolean;
  /** Select / unselect (workshop change). */
  canSelect: boolean;
  /** Hide the select box (suggested actions compute with every action not adopted). */
  selectable?: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canMove: boolean;
  adopted?: boolean;
  /** Handlers get the action's key (or saved id): the same functions for every card and render. */
  onSelect: (key: string) => void;
  onExpand: (key: string) => void;
  onMove: (key: string, direction: 'left' | 'right') => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  /** Suggested actions: adopt into the plan. */
  onAdopt?: (actionId: number) => void;
}

/** One action of a scenario: selected or not, its form and change, and its controls (redrawn only when its props change). */
export const ActionCard = memo(function ActionCard(p: ActionCardProps) {
  const { action } = p;
  const { key } = action;
  const form = findActionForm(action.formName);
  const expanded = action.expanded !== false;
  const title = action.description || form?.label || action.formName;
  const codeLists = useActionCodeLists();
  return (
    <Card.Root
      size="sm"
      w="230px"
      flexShrink={0}
      borderWidth="2px"
      borderColor={p.selected && p.selectable !== false ? 'blue.500' : 'border'}
      bg={p.selected && p.selectable !== false ? 'blue.50' : 'white'}
      data-testid="action-card"
      aria-label={`Action ${p.position}: ${title}`}
      role="group"
    >
      <Card.Header pb="1">
        <Flex justify="space-between" align="flex-start" gap="2">
          {p.selectable === false ? <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>{title}</Text> : (
            <Checkbox.Root checked={p.selected} disabled={!p.canSelect} onCheckedChange={() => p.onSelect(key)} size="sm">
              <Checkbox.HiddenInput aria-label={`Select ${title}`} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold" lineClamp={2}>{title}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Flex>
        <HStack gap="1" mt="1" wrap="wrap">
          <Badge size="xs" colorPalette={action.type === 'A' ? 'green' : 'blue'}>{action.type === 'A' ? 'Add' : 'Change'}</Badge>
          <Badge size="xs" variant="outline">{action.referenceType}</Badge>
          {action.id == null && <Badge size="xs" colorPalette="orange">Not saved</Badge>}
          {action.moved && <Badge size="xs" colorPalette="purple">Moved</Badge>}
          {p.adopted && <Badge size="xs" colorPalette="green" variant="solid">In the plan</Badge>}
        </HStack>
      </Card.Header>
      {expanded && (
        <Card.Body py="1">
          <Text fontSize="xs" color="fg.muted">{form?.label ?? action.formName}</Text>
          <Box as="ul" fontSize="xs" color="fg.muted" listStyleType="none">
            {actionValueLines(action.formName, action.value, codeLists).slice(0, 6).map((l) => <li key={l}>{l}</li>)}
          </Box>
        </Card.Body>
      )}
      <Card.Footer pt="1" gap="1" justifyContent="space-between" flexWrap="wrap">
        <HStack gap="0">
          {/* Who may not reorder (an invited client without workshop change) sees no move buttons, rather than greyed ones. */}
          {p.canMove && (
            <>
              <IconButton size="xs" variant="ghost" aria-label={`Move ${title} left`} onClick={() => p.onMove(key, 'left')}>‹</IconButton>
              <IconButton size="xs" variant="ghost" aria-label={`Move ${title} right`} onClick={() => p.onMove(key, 'right')}>›</IconButton>
            </>
          )}
          <IconButton size="xs" variant="ghost" aria-label={expanded ? `Collapse ${title}` : `Expand ${title}`} aria-expanded={expanded} onClick={() => p.onExpand(key)}>
            {expanded ? '−' : '+'}
          </IconButton>
        </HStack>
        <HStack gap="1">
          {p.onAdopt && !p.adopted && action.id != null && <Button size="xs" bg="green.700" color="white" _hover={{ bg: 'green.800' }} onClick={() => p.onAdopt?.(action.id!)}>Adopt</Button>}
          {p.canEdit && <Button size="xs" variant="outline" onClick={() => p.onEdit(key)} aria-label={`Edit ${title}`}>Edit</Button>}
          {p.canDelete && <Button size="xs" variant="outline" colorPalette="red" onClick={() => p.onDelete(key)} aria-label={`Delete ${title}`}>Delete</Button>}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
});
