import type { AssumptionData } from '@portal/shared/contract';

/** Tolerances: symmetry and the unit diagonal to 1e-9, eigenvalues may dip to -1e-8 (rounding), weights to 0.01 %. */
const EPS = 1e-9;
const EIGEN_EPS = 1e-8;
const WEIGHT_EPS = 0.01;

export interface FieldProblem { field: string; message: string }

/**
 * Eigenvalues of a symmetric matrix by cyclic Jacobi rotations (exact enough for the few dozen asset
 * classes a set holds; converges quadratically).
 */
export function symmetricEigenvalues(matrix: number[][]): number[] {
  const n = matrix.length;
  const a = matrix.map((row) => [...row]);
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += a[i][j] * a[i][j];
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        if (Math.abs(a[p][q]) < 1e-300) continue;
        const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k][p];
          const akq = a[k][q];
          a[k][p] = c * akp - s * akq;
          a[k][q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p][k];
          const aqk = a[q][k];
          a[p][k] = c * apk - s * aqk;
          a[q][k] = s * apk + c * aqk;
        }
      }
    }
  }
  return a.map((row, i) => row[i]).sort((x, y) => x - y);
}

/**
 * A correlation matrix must be square in the order of the asset classes, symmetric, with a unit diagonal,
 * entries in [-1, 1], and positive semi-definite (else no set of returns can have these correlations and the
 * Monte Carlo's Cholesky factor does not exist). Returns the first problem, naming the classes involved.
 */
export function correlationProblem(matrix: number[][], names: string[], field = 'correlations'): FieldProblem | null {
  const n = names.length;
  if (matrix.length !== n || matrix.some((row) => !Array.isArray(row) || row.length !== n)) {
    return { field, message: `The correlation matrix must be ${n} x ${n}, one row and column per asset class in order.` };
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const v = matrix[i][j];
      if (typeof v !== 'number' || !Number.isFinite(v)) return { field, message: `The correlation of ${names[i]} and ${names[j]} must be a valid number.` };
      if (v < -1 - EPS || v > 1 + EPS) return { field, message: `The correlation of ${names[i]} and ${names[j]} (${v}) must be between -1 and 1.` };
    }
    if (Math.abs(matrix[i][i] - 1) > EPS) return { field, message: `The correlation matrix must have 1 on its diagonal: ${names[i]} with itself is ${matrix[i][i]}.` };
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (Math.abs(matrix[i][j] - matrix[j][i]) > EPS) {
        return { field, message: `The correlation matrix must be symmetric: ${names[i]} / ${names[j]} is ${matrix[i][j]} but ${names[j]} / ${names[i]} is ${matrix[j][i]}.` };
      }
    }
  }
  const smallest = symmetricEigenvalues(matrix)[0];
  if (smallest < -EIGEN_EPS) {
    return { field, message: `The correlation matrix is not positive semi-definite (smallest eigenvalue ${smallest.toFixed(6)}): these correlations cannot hold together. Adjust the pairs that contradict each other.` };
  }
  return null;
}

export interface PortfolioStatistics { expectedReturn: number; standardDeviation: number; incomeYield: number }

/**
 * Expected return, income yield and standard deviation of a portfolio from its weights (percent, normalised
 * to sum 1), the class statistics and the correlations: μp = Σ wᵢμᵢ; σp² = wᵀΣw with Σ = D·R·D,
 * D = diag(σ) (mean-variance, one-year horizon).
 */
export function portfolioStatistics(data: Pick<AssumptionData, 'assetClasses' | 'correlations'>, weights: Record<string, number>): PortfolioStatistics {
  const classes = data.assetClasses;
  const total = Object.values(weights).reduce((s, w) => s + w, 0);
  const w = classes.map((c) => (total > 0 ? (weights[c.id] ?? 0) / total : 0));
  let expectedReturn = 0;
  let incomeYield = 0;
  let variance = 0;
  for (let i = 0; i < classes.length; i++) {
    expectedReturn += w[i] * classes[i].expectedReturn;
    incomeYield += w[i] * classes[i].incomeYield;
    for (let j = 0; j < classes.length; j++) {
      variance += w[i] * w[j] * classes[i].standardDeviation * classes[j].standardDeviation * data.correlations[i][j];
    }
  }
  return { expectedReturn, standardDeviation: Math.sqrt(Math.max(0, variance)), incomeYield };
}

/** Recomputes every portfolio's statistics (the set must be valid). */
export function recalculate(data: AssumptionData): AssumptionData {
  return {
    ...data,
    portfolios: data.portfolios.map((p) => {
      const s = portfolioStatistics(data, p.weights);
      const round = (v: number) => Math.round(v * 1e8) / 1e8;
      return { ...p, expectedReturn: round(s.expectedReturn), standardDeviation: round(s.standardDeviation), incomeYield: round(s.incomeYield) };
    }),
  };
}

function duplicates(ids: string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}

/** Checks what zod cannot: references between the parts of a set, weight sums, risk ranges, correlations. */
export function assumptionProblems(data: AssumptionData, prefix = 'data'): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  const classIds = new Set(data.assetClasses.map((c) => c.id));
  const portfolioIds = new Set(data.portfolios.map((p) => p.id));
  const classGroups = new Set(data.assetClassGroups.map((g) => g.id));
  const portfolioGroups = new Set(data.portfolioGroups.map((g) => g.id));

  const lists: Array<[string, string[]]> = [
    ['assetClasses', data.assetClasses.map((c) => c.id)], ['portfolios', data.portfolios.map((p) => p.id)],
    ['assetClassGroups', data.assetClassGroups.map((g) => g.id)], ['portfolioGroups', data.portfolioGroups.map((g) => g.id)],
    ['riskMappings', data.riskMappings.map((r) => r.id)],
  ];
  for (const [name, ids] of lists) {
    const dup = duplicates(ids);
    if (dup) out.push({ field: at(name), message: `The id ${dup} is used twice.` });
  }
  data.assetClasses.forEach((c, i) => {
    if (c.groupId && !classGroups.has(c.groupId)) out.push({ field: at(`assetClasses.${i}.groupId`), message: `Asset class group ${c.groupId} does not exist.` });
  });
  data.portfolios.forEach((p, i) => {
    if (p.groupId && !portfolioGroups.has(p.groupId)) out.push({ field: at(`portfolios.${i}.groupId`), message: `Portfolio group ${p.groupId} does not exist.` });
    const unknown = Object.keys(p.weights).filter((id) => !classIds.has(id));
    if (unknown.length) out.push({ field: at(`portfolios.${i}.weights`), message: `Portfolio ${p.name} weights unknown asset class ${unknown.join(', ')}.` });
    const sum = Object.values(p.weights).reduce((s, w) => s + w, 0);
    if (Math.abs(sum - 100) > WEIGHT_EPS) {
      out.push({ field: at(`portfolios.${i}.weights`), message: `The weights of portfolio ${p.name} must sum to 100% (they sum to ${Math.round(sum * 100) / 100}%).` });
    }
  });
  if (!portfolioIds.has(data.defaultPortfolioId)) out.push({ field: at('defaultPortfolioId'), message: `Default portfolio ${data.defaultPortfolioId} does not exist.` });
  if (data.cashPortfolioId && !portfolioIds.has(data.cashPortfolioId)) out.push({ field: at('cashPortfolioId'), message: `Cash portfolio ${data.cashPortfolioId} does not exist.` });
  const ranges = [...data.riskMappings].sort((a, b) => a.minScore - b.minScore);
  data.riskMappings.forEach((r, i) => {
    if (!portfolioIds.has(r.portfolioId)) out.push({ field: at(`riskMappings.${i}.portfolioId`), message: `Portfolio ${r.portfolioId} does not exist.` });
    if (r.minScore > r.maxScore) out.push({ field: at(`riskMappings.${i}.maxScore`), message: 'The maximum score must be at least the minimum score.' });
  });
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].minScore <= ranges[i - 1].maxScore) {
      out.push({ field: at('riskMappings'), message: `Risk score ranges ${ranges[i - 1].minScore}-${ranges[i - 1].maxScore} and ${ranges[i].minScore}-${ranges[i].maxScore} overlap.` });
    }
  }
  const corr = correlationProblem(data.correlations, data.assetClasses.map((c) => c.name), at('correlations'));
  if (corr) out.push(corr);
  return out;
}
