import type { AssumptionData } from './assumptions';

type Assumptions = Pick<AssumptionData, 'assetClasses' | 'portfolios' | 'defaultPortfolioId' | 'cashPortfolioId'>;
interface AccountLike { balance?: number | null; portfolioId?: string | null; type?: string | null; active?: boolean | null }

/**
 * An account's weights by asset class (fractions summing to 1), as the engine invests it: its portfolio, or for
 * accounts that name none (or a portfolio the assumptions no longer hold) the cash portfolio for cash accounts and
 * the default portfolio for the others.
 */
export function accountWeights(account: AccountLike, assumptions: Assumptions): Record<string, number> {
  const byId = new Map(assumptions.portfolios.map((p) => [p.id, p]));
  const fallback = account.type === 'CA' ? assumptions.cashPortfolioId ?? assumptions.defaultPortfolioId : assumptions.defaultPortfolioId;
  const id = account.portfolioId && byId.has(account.portfolioId) ? account.portfolioId : fallback;
  const weights = (byId.get(id) ?? byId.get(assumptions.defaultPortfolioId))?.weights ?? {};
  const total = Object.values(weights).reduce((s, w) => s + Math.max(0, w), 0);
  if (!(total > 0)) return {};
  return Object.fromEntries(Object.entries(weights).filter(([, w]) => w > 0).map(([k, w]) => [k, w / total]));
}

export interface AllocationRow { id: string; name: string; amount: number; share: number }

/**
 * Whole dollars by asset class for a set of accounts (each balance spread over its weights), in the assumptions'
 * order. The dollars are rounded so that they add up exactly to the accounts' rounded total (largest remainder).
 */
export function allocationByClass(accounts: AccountLike[], assumptions: Assumptions): { rows: AllocationRow[]; total: number } {
  const raw = new Map<string, number>();
  let total = 0;
  for (const a of accounts) {
    if (a.active === false || !a.balance || a.balance <= 0) continue;
    total += a.balance;
    for (const [cls, w] of Object.entries(accountWeights(a, assumptions))) raw.set(cls, (raw.get(cls) ?? 0) + a.balance * w);
  }
  const rounded = Math.round(total);
  const order = assumptions.assetClasses.map((c) => c.id).filter((id) => raw.has(id));
  const floors = order.map((id) => Math.floor(raw.get(id)!));
  let left = rounded - floors.reduce((s, v) => s + v, 0);
  order.map((id, i) => ({ i, rest: raw.get(id)! - floors[i] })).sort((x, y) => y.rest - x.rest)
    .forEach(({ i }) => { if (left > 0) { floors[i] += 1; left -= 1; } });
  const name = new Map(assumptions.assetClasses.map((c) => [c.id, c.name]));
  const rows = order.map((id, i) => ({ id, name: name.get(id) ?? id, amount: floors[i], share: rounded > 0 ? floors[i] / rounded : 0 }));
  return { rows, total: rounded };
}
