import { sql } from 'drizzle-orm';
import type { DashboardPlan, DashboardSummary, WorkReason } from '@portal/shared/contract';
import { planStatus, stageLabel, successThresholdOf } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { effectiveSettings } from '../../levels/settingsStore';
import { planName } from '../siteadmin/advisors';

const REVIEW_MONTHS = 12;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

interface FigureRow {
  id: number; advisor_user_id: number | null; planning_stage: number; probability: number | null; net_worth: number | null; total_assets: number | null;
  stale: boolean; no_review: boolean; licence: boolean; invite_pending: boolean; staged: boolean; incomplete: string | null;
}

/**
 * The success threshold (percent) of an advisor (level 5) or a team (level 4): the effective success_threshold
 * setting (the advisor's, else their team's), else the default. A plan's profile reads the same chain.
 */
export async function thresholdAt(db: Db, level: 4 | 5, levelKey: number): Promise<number> {
  const { values } = await effectiveSettings(db, level, levelKey);
  return successThresholdOf(values.success_threshold);
}

const asIso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

/**
 * Every active plan of these advisors with its stored figures (never a calculation: the figures are what the engine
 * stored when the plan's result was last computed) and the reasons it needs attention. Names and dates are left
 * empty here (one narrow row per plan keeps a team of thousands of plans fast); `withNames` fills them for the plans
 * a screen lists.
 */
export async function plansOf(db: Db, advisorIds: number[], threshold: number, now = new Date(), teamIds?: number[]): Promise<DashboardPlan[]> {
  if (advisorIds.length === 0 || teamIds?.length === 0) return [];
  const reviewBefore = new Date(now);
  reviewBefore.setUTCMonth(reviewBefore.getUTCMonth() - REVIEW_MONTHS);
  const res = await db.execute(sql`
    SELECT p.id, p.advisor_user_id, p.planning_stage, f.probability, f.net_worth, f.total_assets, coalesce(f.stale, true) AS stale, f.incomplete,
      p.updated_at < ${reviewBefore.toISOString()} AS no_review,
      coalesce(a.expiration_date < ${now.toISOString()}, false) AS licence,
      EXISTS (SELECT 1 FROM profile_access x WHERE x.profile_id = p.id AND x.status = 'PENDING') AS invite_pending,
      EXISTS (SELECT 1 FROM integration_records r WHERE r.profile_id = p.id AND r.state = 'STAGED') AS staged
    FROM profiles p
    LEFT JOIN plan_figures f ON f.profile_id = p.id
    LEFT JOIN users a ON a.id = p.advisor_user_id
    WHERE p.active AND NOT p.demo AND p.advisor_user_id IN (${idList(advisorIds)})${teamIds ? sql` AND p.team_id IN (${idList(teamIds)})` : sql``}
    ORDER BY p.id`);
  return rowsOf<FigureRow>(res).map((r) => {
    const reasons: Array<{ code: WorkReason; text: string }> = [];
    const probability = r.probability == null ? null : Number(r.probability);
    const status = planStatus(probability, threshold);
    if (status?.below) reasons.push({ code: 'LOW_PROBABILITY', text: status.text });
    if (r.no_review) reasons.push({ code: 'NO_REVIEW', text: `Not reviewed in ${REVIEW_MONTHS} months` });
    if (r.licence) reasons.push({ code: 'LICENCE', text: 'The advisor\'s licence has expired' });
    if (r.invite_pending) reasons.push({ code: 'INVITATION', text: 'Client invitation not yet accepted' });
    if (r.staged) reasons.push({ code: 'INTEGRATION', text: 'Imported accounts wait to be linked' });
    if (r.incomplete) reasons.push({ code: 'NOT_COMPUTED', text: `Cannot be projected yet: ${r.incomplete}` });
    return {
      profileId: Number(r.id), name: '', advisorUserId: r.advisor_user_id == null ? null : Number(r.advisor_user_id), advisorName: '',
      planningStage: Number(r.planning_stage), stageLabel: stageLabel(Number(r.planning_stage)),
      probability, netWorth: r.net_worth == null ? null : Number(r.net_worth), totalAssets: r.total_assets == null ? null : Number(r.total_assets),
      computedAt: null, stale: !!r.stale, updatedAt: '', reasons,
    };
  });
}

/** Fills the names (primary client, advisor) and dates of the plans a screen lists. */
export async function withNames(db: Db, plans: DashboardPlan[]): Promise<DashboardPlan[]> {
  if (plans.length === 0) return plans;
  const res = await db.execute(sql`
    SELECT p.id, p.updated_at, f.computed_at, c.first_name, c.last_name, a.first_name AS advisor_first, a.last_name AS advisor_last
    FROM profiles p
    LEFT JOIN plan_figures f ON f.profile_id = p.id
    LEFT JOIN users a ON a.id = p.advisor_user_id
    LEFT JOIN LATERAL (SELECT first_name, last_name FROM persons WHERE profile_id = p.id AND type = 'C' ORDER BY id LIMIT 1) c ON true
    WHERE p.id IN (${idList(plans.map((p) => p.profileId))})`);
  const byId = new Map(rowsOf<Record<string, string | Date | null>>(res).map((r) => [Number(r.id), r]));
  return plans.map((p) => {
    const r = byId.get(p.profileId);
    if (!r) return p;
    return {
      ...p, name: planName(r.first_name as string | null, r.last_name as string | null, p.profileId),
      advisorName: `${r.advisor_first ?? ''} ${r.advisor_last ?? ''}`.trim(), computedAt: asIso(r.computed_at), updatedAt: asIso(r.updated_at) ?? '',
    };
  });
}

/** Counts by stage, totals, the probability histogram (tenths) and the pending count of a list of plans. */
export function summarise(plans: DashboardPlan[], threshold: number): DashboardSummary {
  const stages = new Map<number, number>();
  const histogram = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: 0 }));
  let assets = 0;
  let netWorth = 0;
  let probSum = 0;
  let probN = 0;
  let below = 0;
  let attention = 0;
  let pending = 0;
  for (const p of plans) {
    stages.set(p.planningStage, (stages.get(p.planningStage) ?? 0) + 1);
    assets += p.totalAssets ?? 0;
    netWorth += p.netWorth ?? 0;
    if (p.probability != null) {
      probSum += p.probability;
      probN += 1;
      histogram[Math.min(9, Math.floor(p.probability * 10))].count += 1;
      if (planStatus(p.probability, threshold)?.below) below += 1;
    }
    if (p.reasons.length) attention += 1;
    if (p.stale) pending += 1;
  }
  return {
    plans: plans.length, totalAssets: assets, totalNetWorth: netWorth, averageProbability: probN ? probSum / probN : null,
    belowThreshold: below, needAttention: attention, pending,
    stages: [...stages.entries()].sort((a, b) => a[0] - b[0]).map(([stage, count]) => ({ stage, label: stageLabel(stage), count })),
    histogram,
  };
}

/** Worst first: most reasons, then lowest probability (names not filled: see withNames). */
export function worklist(plans: DashboardPlan[], limit = 100): DashboardPlan[] {
  return plans.filter((p) => p.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length || (a.probability ?? 2) - (b.probability ?? 2) || a.profileId - b.profileId)
    .slice(0, limit);
}
