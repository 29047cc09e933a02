import { Alert, Button } from '@chakra-ui/react';

export interface RemoteErrorPanelProps {
  /** Name of the area that failed, as a person knows it (e.g. 'Scenarios'). */
  area?: string;
  onRetry: () => void;
  /** True when the area took longer than the chunk-load time-out. */
  timedOut?: boolean;
}

/** Shown in the content area when a remote cannot be loaded; the rest of the portal keeps working. */
export function RemoteErrorPanel({ area, onRetry, timedOut }: RemoteErrorPanelProps) {
  const what = area ? `The ${area} area` : 'This area';
  return (
    <Alert.Root status="error" variant="surface" alignItems="flex-start" role="alert" data-testid="remote-error-panel">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{what} could not be loaded</Alert.Title>
        <Alert.Description>
          {timedOut ? 'It took too long to load. ' : 'It may be unavailable right now. '}
          The rest of the portal still works. Try again, or contact support if this keeps happening.
        </Alert.Description>
        <Button size="sm" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>Retry</Button>
      </Alert.Content>
    </Alert.Root>
  );
}
