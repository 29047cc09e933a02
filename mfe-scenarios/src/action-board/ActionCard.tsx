import { Badge, Box, Button, Card, Checkbox, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { findActionForm, parseActionValue } from '@portal/shared';
import type { DraftAction } from '../plan-scenarios/api';

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
  onSelect: () => void;
  onExpand: () => void;
  onMove: (direction: 'left' | 'right') => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Suggested actions: adopt into the plan. */
  onAdopt?: () => void;
}

function valueLines(action: DraftAction): string[] {
  try {
    return Object.entries(parseActionValue(action.value)).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  } catch {
    return [];
  }
}

/** One action of a scenario: selected or not, its form and change, and its controls. */
export function ActionCard(p: ActionCardProps) {
  const { action } = p;
  const form = findActionForm(action.formName);
  const expanded = action.expanded !== false;
  const title = action.description || form?.label || action.formName;
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
            <Checkbox.Root checked={p.selected} disabled={!p.canSelect} onCheckedChange={p.onSelect} size="sm">
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
            {valueLines(action).slice(0, 6).map((l) => <li key={l}>{l}</li>)}
          </Box>
        </Card.Body>
      )}
      <Card.Footer pt="1" gap="1" justifyContent="space-between" flexWrap="wrap">
        <HStack gap="0">
          <IconButton size="xs" variant="ghost" aria-label={`Move ${title} left`} disabled={!p.canMove} onClick={() => p.onMove('left')}>‹</IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`Move ${title} right`} disabled={!p.canMove} onClick={() => p.onMove('right')}>›</IconButton>
          <IconButton size="xs" variant="ghost" aria-label={expanded ? `Collapse ${title}` : `Expand ${title}`} aria-expanded={expanded} onClick={p.onExpand}>
            {expanded ? '−' : '+'}
          </IconButton>
        </HStack>
        <HStack gap="1">
          {p.onAdopt && !p.adopted && <Button size="xs" colorPalette="green" onClick={p.onAdopt}>Adopt</Button>}
          {p.canEdit && <Button size="xs" variant="outline" onClick={p.onEdit} aria-label={`Edit ${title}`}>Edit</Button>}
          {p.canDelete && <Button size="xs" variant="outline" colorPalette="red" onClick={p.onDelete} aria-label={`Delete ${title}`}>Delete</Button>}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
