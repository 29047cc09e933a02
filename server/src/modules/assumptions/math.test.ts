import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_ASSUMPTION_DATA } from './defaultAssumptions';
import { assumptionProblems, correlationProblem, portfolioStatistics, symmetricEigenvalues } from './math';
import { copyName } from './service';

describe('assumption maths', () => {
  it('finds the eigenvalues of a symmetric matrix', () => {
    const ev = symmetricEigenvalues([[2, 1], [1, 2]]);
    assert.ok(Math.abs(ev[0] - 1) < 1e-12 && Math.abs(ev[1] - 3) < 1e-12);
  });

  it('accepts perfectly correlated classes (semi-definite) and rejects contradictory ones', () => {
    assert.equal(correlationProblem([[1, 1], [1, 1]], ['A', 'B']), null);
    assert.match(correlationProblem([[1, 0.9, 0.9], [0.9, 1, -0.9], [0.9, -0.9, 1]], ['A', 'B', 'C'])!.message, /positive semi-definite/);
    assert.match(correlationProblem([[1, 1.2], [1.2, 1]], ['A', 'B'])!.message, /between -1 and 1/);
    assert.match(correlationProblem([[1, 0]], ['A', 'B'])!.message, /2 x 2/);
  });

  it('computes σp² = wᵀΣw for two assets', () => {
    const s = portfolioStatistics({
      assetClasses: [
        { id: 'A', name: 'A', expectedReturn: 0.08, standardDeviation: 0.15, incomeYield: 0 },
        { id: 'B', name: 'B', expectedReturn: 0.03, standardDeviation: 0.05, incomeYield: 0 },
      ],
      correlations: [[1, 0.2], [0.2, 1]],
    }, { A: 60, B: 40 });
    assert.ok(Math.abs(s.standardDeviation ** 2 - 0.00922) < 1e-12);
  });

  it('ships a valid default set', () => {
    assert.deepEqual(assumptionProblems(DEFAULT_ASSUMPTION_DATA), []);
  });

  it('names copies Copy, Copy 2, ... one above the highest', () => {
    assert.equal(copyName('Base', ['Base']), 'Base - Copy');
    assert.equal(copyName('Base - Copy', ['Base', 'Base - Copy']), 'Base - Copy 2');
    assert.equal(copyName('Base', ['Base', 'Base - Copy', 'Base - Copy 4']), 'Base - Copy 5');
  });
});
