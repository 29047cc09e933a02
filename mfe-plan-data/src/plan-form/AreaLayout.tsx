import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { useEditGuard } from '@portal/shared';
import type { SaveOutcome } from './useAreaSave';

/** A titled part of an area; its heading names the region (screen readers and e2e find it by that name). */
export function AreaSection({ title, description, actions, children }: {
  title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} mb="5">
      <Flex justify="space-between" align="flex-start" gap="3" mb="4" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg" id={id}>{title}</Heading>
          {description && <Text color="fg.muted" fontSize="sm" mt="1">{description}</Text>}
        </Box>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {children}
    </Box>
  );
}

/** One record of a list, as a fieldset named by its legend ('Debt 1'), with its Remove button. */
export function RowCard({ legend, subtitle, onRemove, readOnly, children, toolbar }: {
  legend: string; subtitle?: string; onRemove?: () => void; readOnly?: boolean; children: ReactNode; toolbar?: ReactNode;
}) {
  const card = useRef<HTMLFieldSetElement>(null);
  // A row the user just added (its "Add …" button still has focus) takes focus on its first field (WCAG 2.4.3).
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && /^Add\b/.test(active.textContent?.trim() ?? '')) {
      card.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    }
  }, []);
  // After Remove the card is gone: focus goes to its section's heading rather than to the top of the page.
  const remove = () => {
    const heading = card.current?.closest('section')?.querySelector<HTMLElement>('h2, h3');
    onRemove?.();
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      requestAnimationFrame(() => heading.focus());
    }
  };
  return (
    <Box as="fieldset" ref={card} aria-label={legend} borderWidth="1px" borderColor="border.emphasized" rounded="md" p="4" mb="3" bg="gray.50">
      <Flex as="legend" px="1" fontWeight="semibold" gap="2" align="baseline">
        {legend}
        {subtitle && <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">{subtitle}</Text>}
      </Flex>
      <Flex justify="flex-end" gap="2" mt="-2" mb="2" minH="2">
        {toolbar}
        {!readOnly && onRemove && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={remove} aria-label={`Remove ${legend}`}>Remove</Button>
        )}
      </Flex>
      {children}
    </Box>
  );
}

export function FieldGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return <SimpleGrid columns={{ base: 1, md: Math.min(2, columns), lg: columns }} gap="4">{children}</SimpleGrid>;
}

/** Shown where a list has no rows yet: says what the list is for and how to add the first one. */
export function EmptyRows({ children }: { children: ReactNode }) {
  return <Text color="fg.muted" py="2">{children}</Text>;
}

const outcomeText: Record<Exclude<SaveOutcome, null>, string> = {
  saved: 'Saved.',
  invalid: 'Nothing was saved: please correct the fields marked above.',
  refused: 'Nothing was saved: a field cannot be saved as typed (see the note at the top).',
  failed: 'Not everything was saved: see the messages above.',
};

/** What the last save did, read out to screen readers as it changes. It stands below the fields it speaks of. */
export function SaveOutcomeText({ outcome, dirty }: { outcome: SaveOutcome; dirty?: boolean }) {
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={outcome === 'saved' ? 'green.700' : outcome ? 'red.700' : 'fg.muted'}>
      {outcome ? outcomeText[outcome] : dirty ? 'You have unsaved changes.' : ''}
    </Text>
  );
}

/** The Save button of an area, with what the last save did. Hidden when the plan is read-only. */
export function SaveBar({ onSave, saving, outcome, readOnly, label = 'Save', dirty }: {
  onSave: () => void; saving: boolean; outcome: SaveOutcome; readOnly: boolean; label?: string; dirty?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(false);
  // An area that saves several editors at once (no `dirty` of its own) reads the page's one guard of unsaved changes.
  const pageDirty = useEditGuard((s) => Object.keys(s.dirty).length > 0);
  // While saving the button is disabled and the browser drops its focus: give it back when the save is done.
  useEffect(() => {
    if (wasSaving.current && !saving && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
    wasSaving.current = saving;
  }, [saving]);
  if (readOnly) return null;
  return (
    <HStack gap="3" mt="2" mb="6">
      <Button ref={button} onClick={onSave} loading={saving} loadingText="Saving…">{label}</Button>
      <SaveOutcomeText outcome={outcome} dirty={dirty ?? pageDirty} />
    </HStack>
  );
}

/** Up / down buttons of an ordered list (goals). */
export function OrderButtons({ name, onMove, first, last, disabled }: {
  name: string; onMove: (by: -1 | 1) => void; first: boolean; last: boolean; disabled?: boolean;
}) {
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="outline" aria-label={`Move ${name} up`} disabled={disabled || first} onClick={() => onMove(-1)}>↑</IconButton>
      <IconButton size="xs" variant="outline" aria-label={`Move ${name} down`} disabled={disabled || last} onClick={() => onMove(1)}>↓</IconButton>
    </HStack>
  );
}

const ENTER_SAVES = new Set(['text', 'number', 'email', 'tel', 'url', 'date', 'search']);

/**
 * Enter in a field of an area saves it, as it submits any web form: a keyboard user need not Tab past every
 * later field to reach Save. Not in text areas, selects or buttons, and not while an input method composes.
 */
export function saveOnEnter(onSave: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const t = e.target as HTMLInputElement;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || t.tagName !== 'INPUT' || !ENTER_SAVES.has(t.type)) return;
    e.preventDefault();
    e.stopPropagation(); // an area inside another area saves once
    onSave();
  };
}
