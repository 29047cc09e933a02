import { z } from 'zod';
import { dbIdParam } from '../validation/zodHelpers';

/** Dashboards (spec document 1 "Dashboards"): the advisor's, the team's and the team's group view, and engagement. */

export const advisorDashboardParams = z.object({ advisorUserId: dbIdParam() });
export const teamDashboardParams = z.object({ id: dbIdParam() });

export const PLANNING_STAGE_LABELS: Record<number, string> = {
  0: 'Getting started', 1: 'Gathering data', 2: 'Analysis', 3: 'Recommendations', 4: 'Implementation', 5: 'Monitoring',
};
export const stageLabel = (stage: number) => PLANNING_STAGE_LABELS[stage] ?? `Stage ${stage}`;

export const WORK_REASONS = ['LOW_PROBABILITY', 'NO_REVIEW', 'LICENCE', 'INVITATION', 'INTEGRATION', 'NOT_COMPUTED'] as const;
export type WorkReason = (typeof WORK_REASONS)[number];

/** A plan's stored figures (plan_figures) as every dashboard and administration list answers them. */
export const planFiguresShape = {
  profileId: z.number(),
  name: z.string(),
  planningStage: z.number(),
  stageLabel: z.string(),
  probability: z.number().nullable(),
  netWorth: z.number().nullable(),
  totalAssets: z.number().nullable(),
  computedAt: z.string().nullable(),
  stale: z.boolean(),
  updatedAt: z.string(),
};

export const dashboardPlanSchema = z.object({
  ...planFiguresShape,
  advisorUserId: z.number().nullable(),
  advisorName: z.string(),
  reasons: z.array(z.object({ code: z.enum(WORK_REASONS), text: z.string() })),
});
export type DashboardPlan = z.infer<typeof dashboardPlanSchema>;

export const dashboardSummarySchema = z.object({
  plans: z.number(),
  totalAssets: z.number(),
  totalNetWorth: z.number(),
  averageProbability: z.number().nullable(),
  belowThreshold: z.number(),
  needAttention: z.number(),
  /** Plans whose stored figures are stale and wait for the background worker. */
  pending: z.number(),
  stages: z.array(z.object({ stage: z.number(), label: z.string(), count: z.number() })),
  /** Probability of success in tenths: from 0 (inclusive) to 0.1 (exclusive), ... the last to 1 (inclusive). */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const advisorDashboardSchema = dashboardSummarySchema.extend({
  advisor: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  /** Probability below which a plan needs attention (the advisor's success_threshold setting, percent). */
  threshold: z.number(),
  /** Every plan of the advisor, with the reasons it needs attention (empty when none). */
  planList: z.array(dashboardPlanSchema),
});
export type AdvisorDashboard = z.infer<typeof advisorDashboardSchema>;

export const advisorRowSchema = z.object({
  userId: z.number(), name: z.string(), email: z.string(), role: z.string(),
  plans: z.number(), totalAssets: z.number(), totalNetWorth: z.number(), averageProbability: z.number().nullable(),
  belowThreshold: z.number(), needAttention: z.number(), pending: z.number(),
});
export type AdvisorRow = z.infer<typeof advisorRowSchema>;

export const teamDashboardSchema = dashboardSummarySchema.extend({
  team: z.object({ id: z.number(), name: z.string() }),
  threshold: z.number(),
  advisors: z.array(advisorRowSchema),
  /** Plans needing attention across the team, worst first (at most 100). */
  worklist: z.array(dashboardPlanSchema),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

export const groupViewSchema = z.object({
  team: z.object({ id: z.number(), name: z.string() }),
  advisors: z.array(advisorRowSchema),
  totals: advisorRowSchema.omit({ userId: true, name: true, email: true, role: true }),
});
export type GroupView = z.infer<typeof groupViewSchema>;

export const engagementRowSchema = z.object({
  profileId: z.number(),
  planName: z.string(),
  advisorName: z.string(),
  clientName: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  status: z.string(),
  registered: z.boolean(),
  lastSignIn: z.string().nullable(),
  pagesViewed: z.number(),
  actionsAdopted: z.number(),
});
export type EngagementRow = z.infer<typeof engagementRowSchema>;
export const engagementSchema = z.array(engagementRowSchema);
