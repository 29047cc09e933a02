import { Box, Text } from '@chakra-ui/react';
import { useChartPalette, useLoadedPlan, usePlanStatus, type PlanVersionSuccess } from '@portal/shared';

/** A small line of the probability of success of each computed plan version (oldest left). */
export function SuccessChart({ points }: { points: PlanVersionSuccess[] }) {
  const color = useChartPalette()[0];
  const currentVersion = useLoadedPlan()?.version;
  const shown = points.filter((p) => p.probabilityOfSuccess != null);
  const lastPoint = shown.at(-1);
  // The status in the same words as the profile and the dashboards (the shared planStatus).
  const status = usePlanStatus(lastPoint?.probabilityOfSuccess);
  if (shown.length === 0) return <Text color="fg.muted" fontSize="sm">No results have been computed for this plan yet.</Text>;
  const w = 320;
  const h = 80;
  const x = (i: number) => (shown.length === 1 ? w / 2 : 10 + (i * (w - 20)) / (shown.length - 1));
  const y = (v: number) => h - 10 - v * (h - 20);
  const path = shown.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.probabilityOfSuccess!).toFixed(1)}`).join(' ');
  const last = lastPoint!;
  const percent = `${Math.round(last.probabilityOfSuccess! * 100)}%`;
  // "now" only when the last computed version is the plan as it is (after a restore the new version may not be computed yet).
  const isCurrent = currentVersion === undefined || last.version === currentVersion;
  const latest = isCurrent ? `now ${percent}` : `version ${last.version}: ${percent}; the current version is not computed yet`;
  return (
    <Box>
      <svg width={w} height={h} role="img" aria-label={`Probability of success over ${shown.length} plan versions, ${latest}`}>
        <line x1="10" x2={w - 10} y1={y(0)} y2={y(0)} stroke="#ccc" />
        <line x1="10" x2={w - 10} y1={y(1)} y2={y(1)} stroke="#eee" />
        <path d={path} fill="none" stroke={color} strokeWidth="2" />
        {shown.map((p, i) => (
          <circle key={p.version} cx={x(i)} cy={y(p.probabilityOfSuccess!)} r="3" fill={color}>
            <title>{`Version ${p.version}: ${Math.round(p.probabilityOfSuccess! * 100)}%`}</title>
          </circle>
        ))}
      </svg>
      <Text fontSize="xs" color="fg.muted">
        Probability of success by plan version ({latest}){isCurrent && status ? <>: <span data-testid="plan-status">{status.label}</span></> : ''}.
      </Text>
    </Box>
  );
}
