import { allocationRows, currentAllocation, targetAllocation, targetPortfolioId } from './targetAllocation';

const assumptions = {
  assetClasses: [{ id: 'EQ', name: 'Equity' }, { id: 'BD', name: 'Bonds' }, { id: 'CASH', name: 'Cash' }] as never,
  portfolios: [
    { id: 'GROWTH', name: 'Growth', weights: { EQ: 80, BD: 20 } },
    { id: 'SAFE', name: 'Safe', weights: { EQ: 20, BD: 80 } },
    { id: 'CASH', name: 'Cash', weights: { CASH: 100 } },
  ] as never,
  riskMappings: [{ id: 'LOW', minScore: 0, maxScore: 50, portfolioId: 'SAFE' }, { id: 'HIGH', minScore: 51, maxScore: 100, portfolioId: 'GROWTH' }],
  defaultPortfolioId: 'SAFE',
  cashPortfolioId: 'CASH',
};

describe('target allocation', () => {
  it('maps a risk score to its portfolio', () => {
    expect(targetPortfolioId({ method: 'RISK', riskScore: 70, portfolioId: null }, assumptions)).toBe('GROWTH');
    expect(targetAllocation({ method: 'RISK', riskScore: 10, portfolioId: null, allocation: {} }, assumptions)).toEqual({ EQ: 20, BD: 80 });
  });
  it('normalises custom weights to 100', () => {
    expect(targetAllocation({ method: 'CUSTOM', riskScore: null, portfolioId: null, allocation: { EQ: 30, BD: 10 } }, assumptions)).toEqual({ EQ: 75, BD: 25 });
  });
  it('spreads current balances over their portfolios, cash accounts into the cash portfolio', () => {
    const current = currentAllocation([
      { balance: 100, portfolioId: 'GROWTH', type: 'BA', active: true },
      { balance: 100, portfolioId: null, type: 'CA', active: true },
      { balance: 999, portfolioId: 'GROWTH', type: 'BA', active: false },
    ], assumptions);
    expect(current).toEqual({ EQ: 40, BD: 10, CASH: 50 });
    const rows = allocationRows({ EQ: 75, BD: 25 }, current, assumptions);
    expect(rows.map((r) => [r.id, r.target, r.current, r.gap])).toEqual([['EQ', 75, 40, 35], ['BD', 25, 10, 15], ['CASH', 0, 50, -50]]);
  });
});
