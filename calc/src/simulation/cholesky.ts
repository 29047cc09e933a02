/**
 * Lower-triangular Cholesky factor L of a correlation matrix (C = L Lᵀ), so that L z turns independent
 * standard normals z into normals with correlation C. Throws when C is not symmetric positive definite.
 */
export function cholesky(matrix: readonly (readonly number[])[]): Float64Array[] {
  const n = matrix.length;
  const L = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    if (matrix[i].length !== n) throw new RangeError('The correlation matrix must be square, one row per asset class.');
    for (let j = 0; j <= i; j++) {
      if (Math.abs(matrix[i][j] - matrix[j][i]) > 1e-9) throw new RangeError('The correlation matrix must be symmetric.');
      let sum = matrix[i][j];
      for (let k = 0; k < j; k++) sum -= L[i][k] * L[j][k];
      if (i === j) {
        if (sum <= 1e-12) throw new RangeError('The correlation matrix is not positive definite: check the correlations between asset classes.');
        L[i][i] = Math.sqrt(sum);
      } else L[i][j] = sum / L[j][j];
    }
  }
  return L;
}

/** Parameters of a lognormal 1 + R matching the arithmetic mean and standard deviation of R. */
export function lognormalParameters(mean: number, sd: number): { mu: number; sigma: number } {
  const variance = Math.log(1 + (sd * sd) / ((1 + mean) * (1 + mean)));
  return { mu: Math.log(1 + mean) - variance / 2, sigma: Math.sqrt(variance) };
}
