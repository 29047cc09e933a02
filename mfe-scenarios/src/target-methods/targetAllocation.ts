import { accountWeights, type AssumptionData, type Investment, type TargetMethod } from '@portal/shared';

type Assumptions = Pick<AssumptionData, 'assetClasses' | 'portfolios' | 'riskMappings' | 'defaultPortfolioId' | 'cashPortfolioId'>;
export type Allocation = Record<string, number>;

const normalise = (weights: Allocation): Allocation => {
  const total = Object.values(weights).reduce((s, w) => s + w, 0);
  if (total <= 0) return {};
  return Object.fromEntries(Object.entries(weights).filter(([, w]) => w > 0).map(([k, w]) => [k, (w / total) * 100]));
};

/** The portfolio a target method names: its own, or the one its risk score maps to. */
export function targetPortfolioId(method: Pick<TargetMethod, 'method' | 'portfolioId' | 'riskScore'>, assumptions: Assumptions): string | null {
  if (method.method === 'PORT') return method.portfolioId ?? null;
  if (method.method === 'RISK' && method.riskScore != null) {
    return assumptions.riskMappings.find((m) => method.riskScore! >= m.minScore && method.riskScore! <= m.maxScore)?.portfolioId ?? null;
  }
  return null;
}

/** Target weights by asset class (percent, summing to 100): custom weights, or the named / risk-mapped portfolio's. */
export function targetAllocation(method: Pick<TargetMethod, 'method' | 'portfolioId' | 'riskScore' | 'allocation'>, assumptions: Assumptions): Allocation {
  if (method.method === 'CUSTOM') return normalise(method.allocation ?? {});
  const id = targetPortfolioId(method, assumptions);
  return normalise(assumptions.portfolios.find((p) => p.id === id)?.weights ?? {});
}

/**
 * What the plan holds now, by asset class (percent): each active investment's balance spread over its
 * portfolio's weights as the engine invests it (`accountWeights`, shared with the PDF report).
 */
export function currentAllocation(investments: Array<Pick<Investment, 'balance' | 'portfolioId' | 'type' | 'active'>>, assumptions: Assumptions): Allocation {
  const out: Allocation = {};
  for (const inv of investments) {
    if (inv.active === false || !inv.balance) continue;
    for (const [cls, w] of Object.entries(accountWeights(inv, assumptions))) out[cls] = (out[cls] ?? 0) + inv.balance * w;
  }
  return normalise(out);
}

/** One row per asset class in either allocation, in the assumptions' order: target, current and the gap. */
export function allocationRows(target: Allocation, current: Allocation, assumptions: Pick<Assumptions, 'assetClasses'>) {
  return assumptions.assetClasses
    .filter((c) => (target[c.id] ?? 0) > 0 || (current[c.id] ?? 0) > 0)
    .map((c) => {
      const t = Math.round((target[c.id] ?? 0) * 10) / 10;
      const cur = Math.round((current[c.id] ?? 0) * 10) / 10;
      return { id: c.id, name: c.name, target: t, current: cur, gap: Math.round((t - cur) * 10) / 10 };
    });
}
