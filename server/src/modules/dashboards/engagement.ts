import { sql } from 'drizzle-orm';
import type { EngagementRow } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { planName } from '../siteadmin/advisors';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/**
 * Engagement per invited client of these advisors' plans, from what the portal records itself: the invitation
 * (profile_access), whether they registered (status ACTIVE, an account), their last sign-in (sessions), plan pages
 * viewed (client_views, counted when a client loads their plan) and actions adopted (the plan's adopted actions).
 */
export async function engagementOf(db: Db, advisorIds: number[], teamIds?: number[]): Promise<EngagementRow[]> {
  if (advisorIds.length === 0 || teamIds?.length === 0) return [];
  const res = await db.execute(sql`
    SELECT x.profile_id, x.email, x.first_name, x.last_name, x.status, x.created_at, x.user_id,
      c.first_name AS plan_first, c.last_name AS plan_last, a.first_name AS advisor_first, a.last_name AS advisor_last,
      jsonb_array_length(p.adopted_actions) AS adopted,
      (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = x.user_id) AS last_sign_in,
      (SELECT coalesce(sum(v.views), 0) FROM client_views v WHERE v.profile_id = x.profile_id AND v.user_id = x.user_id) AS pages
    FROM profile_access x
    JOIN profiles p ON p.id = x.profile_id
    LEFT JOIN users a ON a.id = p.advisor_user_id
    LEFT JOIN LATERAL (SELECT first_name, last_name FROM persons WHERE profile_id = p.id AND type = 'C' ORDER BY id LIMIT 1) c ON true
    WHERE p.active AND NOT p.demo AND x.status <> 'REVOKED' AND p.advisor_user_id IN (${sql.join(advisorIds.map((id) => sql`${id}`), sql`, `)})
      ${teamIds ? sql`AND p.team_id IN (${sql.join(teamIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
    ORDER BY p.id, x.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    profileId: Number(r.profile_id),
    planName: planName(r.plan_first as string | null, r.plan_last as string | null, Number(r.profile_id)),
    advisorName: `${r.advisor_first ?? ''} ${r.advisor_last ?? ''}`.trim(),
    clientName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || String(r.email),
    email: String(r.email),
    invitedAt: new Date(r.created_at as string).toISOString(),
    status: String(r.status),
    registered: r.user_id != null && r.status === 'ACTIVE',
    lastSignIn: r.last_sign_in ? new Date(r.last_sign_in as string).toISOString() : null,
    pagesViewed: Number(r.pages ?? 0),
    actionsAdopted: Number(r.adopted ?? 0),
  }));
}
