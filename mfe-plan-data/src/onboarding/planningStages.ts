import type { CodeItem } from '@portal/shared';

/**
 * Planning stages of a plan. A new plan starts at 0 (spec document 1 section 4); the stage is set with
 * POST /api/client/profile/{id}/stage/{stage}. The spec names no stages: these are the portal's.
 */
export const PLANNING_STAGES: CodeItem[] = [
  { code: '0', description: 'Getting started' },
  { code: '1', description: 'Gathering data' },
  { code: '2', description: 'Analysis' },
  { code: '3', description: 'Recommendations' },
  { code: '4', description: 'Implementation' },
  { code: '5', description: 'Monitoring' },
];

export function planningStageName(stage: number | null | undefined): string {
  return PLANNING_STAGES.find((s) => s.code === String(stage ?? 0))?.description ?? `Stage ${stage}`;
}
