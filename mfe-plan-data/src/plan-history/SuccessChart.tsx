import { Box, Text } from '@chakra-ui/react';
import { useChartPalette, type PlanVersionSuccess } from '@portal/shared';

/** A small line of the probability of success of each computed plan version (oldest left). */
export function SuccessChart({ points }: { points: PlanVersionSuccess[] }) {
  const color = useChartPalette()[0];
  const shown = points.filter((p) => p.probabilityOfSuccess != null);
  if (shown.length === 0) return <Text color="fg.muted" fontSize="sm">No results have been computed for this plan yet.</Text>;
  const w = 320;
  const h = 80;
  const x = (i: number) => (shown.length === 1 ? w / 2 : 10 + (i * (w - 20)) / (shown.length - 1));
  const y = (v: number) => h - 10 - v * (h - 20);
  const path = shown.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.probabilityOfSuccess!).toFixed(1)}`).join(' ');
  const last = shown[shown.length - 1];
  return (
    <Box>
      <svg width={w} height={h} role="img" aria-label={`Probability of success over ${shown.length} plan versions, now ${Math.round(last.probabilityOfSuccess! * 100)}%`}>
        <line x1="10" x2={w - 10} y1={y(0)} y2={y(0)} stroke="#ccc" />
        <line x1="10" x2={w - 10} y1={y(1)} y2={y(1)} stroke="#eee" />
        <path d={path} fill="none" stroke={color} strokeWidth="2" />
        {shown.map((p, i) => (
          <circle key={p.version} cx={x(i)} cy={y(p.probabilityOfSuccess!)} r="3" fill={color}>
            <title>{`Version ${p.version}: ${Math.round(p.probabilityOfSuccess! * 100)}%`}</title>
          </circle>
        ))}
      </svg>
      <Text fontSize="xs" color="fg.muted">Probability of success by plan version (now {Math.round(last.probabilityOfSuccess! * 100)}%).</Text>
    </Box>
  );
}
