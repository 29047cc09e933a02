import { Box, Text, VStack } from '@chakra-ui/react';
import { formatPercent } from './format';

export interface SuccessGaugeProps {
  /** Share of Monte Carlo trials in which the plan never runs out of money (0..1); null while unknown. */
  probability: number | null;
  trials?: number;
}

/**
 * The plan's verdict in words, from its probability of success (bands advisors commonly use). The one place the
 * results screens word it: a shared plan-status wording can replace this function alone.
 */
export function band(p: number) {
  if (p >= 0.85) return { color: 'var(--chakra-colors-green-700)', label: 'On track' };
  if (p >= 0.7) return { color: 'var(--chakra-colors-orange-600)', label: 'Needs attention' };
  return { color: 'var(--chakra-colors-red-700)', label: 'At risk' };
}

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
  const b = p == null ? null : band(p);
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
        {b ? `${b.label}${trials ? ` · ${trials.toLocaleString('en-US')} market simulations` : ''}` : 'Not calculated'}
      </Text>
    </VStack>
  );
}
