import { sql } from 'drizzle-orm';
import type { SiteStatistics } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { dayEnd } from './advisors';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const DAY = 86400_000;

/** day up to 62 days, week up to a year and a half, month beyond. */
export function bucketFor(from: string, to: string): 'day' | 'week' | 'month' {
  const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
  return days <= 62 ? 'day' : days <= 550 ? 'week' : 'month';
}

/**
 * Site statistics between two days (both included), from what the portal records: sign-ups (advisor accounts
 * created), active advisors (advisors who signed in), plans created, plans updated (plans with a change in their
 * history), sign-ins (sessions started by anyone), licences sold (licences of purchases paid) and revenue (cents paid).
 * One SQL statement: each measure grouped by bucket, then summed for the totals.
 */
export async function siteStatistics(db: Db, from: string, to: string): Promise<SiteStatistics> {
  const bucket = bucketFor(from, to);
  const start = `${from}T00:00:00.000Z`;
  const end = dayEnd(to).toISOString();
  const b = sql.raw(`'${bucket}'`);
  const res = await db.execute(sql`
    WITH buckets AS (
      SELECT generate_series(date_trunc(${b}, ${start}::timestamptz AT TIME ZONE 'UTC'), ${end}::timestamptz AT TIME ZONE 'UTC' - interval '1 microsecond', ('1 ' || ${b})::interval) AS start
    ),
    m AS (
      SELECT date_trunc(${b}, u.created_at AT TIME ZONE 'UTC') AS k, 'signUps' AS what, count(*)::bigint AS n FROM users u
        WHERE u.role_id = 2 AND u.created_at >= ${start} AND u.created_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, s.created_at AT TIME ZONE 'UTC'), 'activeAdvisors', count(DISTINCT s.user_id) FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.role_id = 2 AND s.created_at >= ${start} AND s.created_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, s.created_at AT TIME ZONE 'UTC'), 'signIns', count(*) FROM sessions s
        WHERE s.created_at >= ${start} AND s.created_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, p.created_at AT TIME ZONE 'UTC'), 'plansCreated', count(*) FROM profiles p
        WHERE p.created_at >= ${start} AND p.created_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, e.occurred_at AT TIME ZONE 'UTC'), 'plansUpdated', count(DISTINCT e.profile_id) FROM plan_events e
        WHERE e.version IS NOT NULL AND e.occurred_at >= ${start} AND e.occurred_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, p.paid_at AT TIME ZONE 'UTC'), 'licencesSold', sum(p.license_count) FROM payments p
        WHERE p.status = 'PAID' AND p.paid_at >= ${start} AND p.paid_at < ${end} GROUP BY 1
      UNION ALL
      SELECT date_trunc(${b}, p.paid_at AT TIME ZONE 'UTC'), 'revenueCents', sum(p.amount) FROM payments p
        WHERE p.status = 'PAID' AND p.paid_at >= ${start} AND p.paid_at < ${end} GROUP BY 1
    )
    SELECT to_char(b.start, 'YYYY-MM-DD') AS start, m.what, coalesce(m.n, 0)::bigint AS n
    FROM buckets b LEFT JOIN m ON m.k = b.start ORDER BY b.start`);
  const zero = () => ({ signUps: 0, activeAdvisors: 0, plansCreated: 0, plansUpdated: 0, signIns: 0, licencesSold: 0, revenueCents: 0 });
  const series = new Map<string, ReturnType<typeof zero> & { start: string }>();
  for (const r of rowsOf<{ start: string; what: string | null; n: string | number }>(res)) {
    const point = series.get(r.start) ?? { start: r.start, ...zero() };
    if (r.what) (point as Record<string, number | string>)[r.what] = Number(r.n);
    series.set(r.start, point);
  }
  const totals = zero();
  for (const p of series.values()) for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += p[k];
  // Advisors active in the whole range are counted once, not once per bucket.
  const [active] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(DISTINCT s.user_id)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE u.role_id = 2 AND s.created_at >= ${start} AND s.created_at < ${end}`));
  const [updated] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(DISTINCT e.profile_id)::int AS n FROM plan_events e
    WHERE e.version IS NOT NULL AND e.occurred_at >= ${start} AND e.occurred_at < ${end}`));
  totals.activeAdvisors = Number(active?.n ?? 0);
  totals.plansUpdated = Number(updated?.n ?? 0);
  return { from, to, bucket, totals, series: [...series.values()], currency: 'usd' };
}
