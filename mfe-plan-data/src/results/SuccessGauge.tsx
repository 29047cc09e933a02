import { Box, Text, VStack } from '@chakra-ui/react';
import { usePlanStatus, type PlanStatusCode } from '@portal/shared';
import { formatPercent } from './format';

export interface SuccessGaugeProps {
  /** Share of Monte Carlo trials in which the plan never runs out of money (0..1); null while unknown. */
  probability: number | null;
  trials?: number;
}

/** The colour of each status (the words come from the shared planStatus, as on every other screen). */
const statusColor: Record<PlanStatusCode, string> = {
  ON_TRACK: 'var(--chakra-colors-green-700)',
  NEEDS_ATTENTION: 'var(--chakra-colors-orange-600)',
  AT_RISK: 'var(--chakra-colors-red-700)',
};

const R = 80;
const CX = 100;
const CY = 95;

/** A point on the half circle: share 0 is the left end, 1 the right end. */
function point(share: number) {
  const angle = Math.PI * (1 - share);
  return { x: CX + R * Math.cos(angle), y: CY - R * Math.sin(angle) };
}

function arc(from: number, to: number) {
  const a = point(from);
  const b = point(to);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

/** Half-circle gauge of the probability of success. */
export function SuccessGauge({ probability, trials }: SuccessGaugeProps) {
  const p = probability == null ? null : Math.min(1, Math.max(0, probability));
  const status = usePlanStatus(p);
  const b = status && { color: statusColor[status.code], label: status.label };
  return (
    <VStack gap="0" minW="200px">
      <Box
        role="meter"
        aria-label="Probability of success"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p == null ? undefined : Math.round(p * 100)}
        aria-valuetext={p == null ? 'Not calculated' : `${formatPercent(p)} probability of success`}
      >
        <svg width="200" height="110" viewBox="0 0 200 110">
          <path d={arc(0, 1)} fill="none" stroke="var(--chakra-colors-gray-200)" strokeWidth="16" strokeLinecap="round" />
          {p != null && p > 0 && (
            <path d={arc(0, Math.max(p, 0.005))} fill="none" stroke={b!.color} strokeWidth="16" strokeLinecap="round" />
          )}
          <text x={CX} y={CY - 8} textAnchor="middle" fontSize="30" fontWeight="700" fill="var(--chakra-colors-gray-800)">
            {p == null ? '—' : formatPercent(p)}
          </text>
        </svg>
      </Box>
      <Text fontWeight="semibold">Probability of success</Text>
      <Text fontSize="sm" color="fg.muted">
        {b ? <><span data-testid="plan-status">{b.label}</span>{trials ? ` · ${trials.toLocaleString('en-US')} market simulations` : ''}</> : 'Not calculated'}
      </Text>
      {/* Why the status is what it is, in one line (a "Needs attention" beside "Money lasts" would puzzle a client). */}
      {status && (
        <Text fontSize="xs" color="fg.muted" data-testid="plan-status-reason">
          {`${status.below ? 'Below' : 'At or above'} the ${status.threshold}% the plan aims for`}
        </Text>
      )}
    </VStack>
  );
}
