import { useEffect, useState } from 'react';
import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import type { CalcAnswer } from './calcClient';
import type { Confirmation } from './useWorkshopCalc';

const LABELS: Record<Confirmation, { text: string; palette: string }> = {
  confirmed: { text: 'Confirmed by the server', palette: 'green' },
  checking: { text: 'Checking with the server…', palette: 'gray' },
  unsaved: { text: 'Preview: save to confirm with the server', palette: 'orange' },
  differs: { text: 'The server’s answer differs; showing the server’s numbers', palette: 'red' },
  failed: { text: 'The server could not confirm this answer', palette: 'red' },
  idle: { text: '', palette: 'gray' },
};

/** A spinner for a calculation that is taking a while: none for one that answers at once (no flicker, no redraws). */
const SPINNER_AFTER_MS = 300;

function useShownAfter(on: boolean, delay: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), delay);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, delay]);
  return on && late;
}

/**
 * How the answer was computed (browser, milliseconds) and whether the server's result agrees. The results
 * region itself says it is busy (aria-busy) while a calculation runs.
 */
export function ConfirmationBadge({ answer, stored = false, running, status }: {
  answer: CalcAnswer | null;
  /** The figures shown are the server's stored results for this selection (until the browser's own answer). */
  stored?: boolean;
  running: boolean;
  status: Confirmation;
}) {
  const label = LABELS[status];
  const spinner = useShownAfter(running, SPINNER_AFTER_MS);
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" minH="6" aria-live="polite">
      {spinner && <Spinner size="xs" role="status" aria-label="Calculating" />}
      {answer && (
        <Text data-testid="calc-timing">
          Calculated in {Math.round(answer.ms)} ms {answer.where === 'worker' ? 'in your browser' : 'on this page'} · {answer.run.trials.toLocaleString('en-US')} market simulations
        </Text>
      )}
      {!answer && stored && <Text data-testid="calc-timing">Calculated on the server for this selection</Text>}
      {label.text && <Badge colorPalette={label.palette} data-testid="server-confirmation" data-status={status}>{label.text}</Badge>}
    </HStack>
  );
}
