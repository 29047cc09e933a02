import { Alert, Button, CloseButton, Stack } from '@chakra-ui/react';
import { useShallow } from 'zustand/react/shallow';
import { useStatus, type StatusFlag } from '../state/statusStore';
import { useEditGuard } from '../state/editGuard';
import {
  DELETE_CONFLICT_MESSAGE, INTEGRATION_ERROR_MESSAGE, LOAD_ERROR_MESSAGE, PLAN_CHANGED_MESSAGE, SAVE_ERROR_MESSAGE,
} from '../state/messages';

const banners: Array<{ flag: StatusFlag; text: string; dismissible: boolean; status: 'error' | 'warning'; reload?: boolean }> = [
  { flag: 'planChanged', text: PLAN_CHANGED_MESSAGE, dismissible: true, status: 'warning', reload: true },
  { flag: 'saveError', text: SAVE_ERROR_MESSAGE, dismissible: false, status: 'error' },
  { flag: 'loadError', text: LOAD_ERROR_MESSAGE, dismissible: false, status: 'error' },
  { flag: 'integrationError', text: INTEGRATION_ERROR_MESSAGE, dismissible: true, status: 'error' },
  { flag: 'deleteConflict', text: DELETE_CONFLICT_MESSAGE, dismissible: true, status: 'warning' },
];

/**
 * The note at the top of the page while a number field holds text that cannot be saved: Save waits for it
 * (the field itself shows the message and keeps the text).
 */
export function RefusedInputsNote() {
  const refused = useEditGuard(useShallow((s) => Object.values(s.refused)));
  if (refused.length === 0) return null;
  const names = refused.map((r) => `${r.label} (${r.message})`).join('; ');
  return (
    <Alert.Root status="warning" data-testid="refused-inputs">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {refused.length === 1 ? 'One field cannot be saved as typed' : `${refused.length} fields cannot be saved as typed`}: {names}.
          {' '}Nothing is saved until {refused.length === 1 ? 'it is' : 'they are'} corrected.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The error banners of the global status flags (spec document 1 section 8), above the page content. */
export function StatusAlerts() {
  const flags = useStatus(useShallow((s) => banners.map((b) => s[b.flag])));
  const setFlag = useStatus((s) => s.setFlag);
  const anyRefused = useEditGuard((s) => Object.keys(s.refused).length > 0);
  const shown = banners.filter((_, i) => flags[i]);
  if (shown.length === 0 && !anyRefused) return null;
  return (
    <Stack gap="2" mb="4" _print={{ display: 'none' }}>
      <RefusedInputsNote />
      {shown.map((b) => (
        <Alert.Root key={b.flag} status={b.status} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{b.text}</Alert.Description>
          </Alert.Content>
          {b.reload && (
            <Button size="sm" variant="outline" onClick={() => window.location.reload()}>Reload</Button>
          )}
          {b.dismissible && (
            <CloseButton size="sm" aria-label="Dismiss" onClick={() => setFlag(b.flag, false)} />
          )}
        </Alert.Root>
      ))}
    </Stack>
  );
}
