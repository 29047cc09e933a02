import type { AssumptionData } from '@portal/shared/contract';

/**
 * The global default assumption set seeded on first start, so a new install computes meaningful plans.
 *
 * Source: long-run (10-15 year) capital market assumptions in the range published in J.P. Morgan Asset
 * Management's "2024 Long-Term Capital Market Assumptions" (28th edition, USD), cross-checked against
 * Vanguard's 2024 10-year outlook. Returns are arithmetic means (compound return + σ²/2), rounded to a tenth
 * of a percent; correlations are rounded long-run index correlations (S&P 500, Russell 2000, MSCI EAFE,
 * MSCI EM, Bloomberg US Aggregate, Bloomberg US TIPS, 3-month T-bills, FTSE Nareit). They are planning
 * figures, not a copy of either report's tables: review them against the current edition before relying on
 * them, and publish your own set at the team level if your firm has one.
 */
export const DEFAULT_ASSUMPTION_SOURCE =
  'Rounded long-run figures in line with J.P. Morgan Asset Management 2024 Long-Term Capital Market Assumptions (USD); review annually.';

const classes = [
  { id: 'US_LARGE_CAP', name: 'US Large Cap', expectedReturn: 0.082, standardDeviation: 0.16, incomeYield: 0.015, groupId: 'EQUITY' },
  { id: 'US_SMALL_CAP', name: 'US Small Cap', expectedReturn: 0.094, standardDeviation: 0.21, incomeYield: 0.013, groupId: 'EQUITY' },
  { id: 'INTL_DEVELOPED', name: 'International Developed', expectedReturn: 0.096, standardDeviation: 0.18, incomeYield: 0.031, groupId: 'EQUITY' },
  { id: 'EMERGING_MARKETS', name: 'Emerging Markets', expectedReturn: 0.098, standardDeviation: 0.225, incomeYield: 0.028, groupId: 'EQUITY' },
  { id: 'US_AGG_BONDS', name: 'US Aggregate Bonds', expectedReturn: 0.05, standardDeviation: 0.045, incomeYield: 0.045, groupId: 'FIXED_INCOME' },
  { id: 'TIPS', name: 'US TIPS', expectedReturn: 0.046, standardDeviation: 0.055, incomeYield: 0.04, groupId: 'FIXED_INCOME' },
  { id: 'CASH', name: 'Cash', expectedReturn: 0.031, standardDeviation: 0.006, incomeYield: 0.031, groupId: 'CASH_EQUIVALENTS' },
  { id: 'REITS', name: 'US REITs', expectedReturn: 0.092, standardDeviation: 0.21, incomeYield: 0.038, groupId: 'REAL_ASSETS' },
];

// Order: US large, US small, intl developed, emerging, US aggregate, TIPS, cash, REITs.
const correlations = [
  [1.0, 0.88, 0.83, 0.72, 0.2, 0.3, -0.05, 0.75],
  [0.88, 1.0, 0.77, 0.68, 0.1, 0.25, -0.05, 0.77],
  [0.83, 0.77, 1.0, 0.82, 0.25, 0.35, -0.03, 0.68],
  [0.72, 0.68, 0.82, 1.0, 0.25, 0.38, -0.02, 0.6],
  [0.2, 0.1, 0.25, 0.25, 1.0, 0.78, 0.1, 0.35],
  [0.3, 0.25, 0.35, 0.38, 0.78, 1.0, 0.05, 0.42],
  [-0.05, -0.05, -0.03, -0.02, 0.1, 0.05, 1.0, -0.05],
  [0.75, 0.77, 0.68, 0.6, 0.35, 0.42, -0.05, 1.0],
];

const weights = (w: [number, number, number, number, number, number, number, number]) =>
  Object.fromEntries(classes.map((c, i) => [c.id, w[i]]).filter(([, v]) => (v as number) > 0));

/** Percent weights; statistics are filled in by recalculate() when the seeder stores the set. */
export const DEFAULT_ASSUMPTION_DATA: AssumptionData = {
  inflation: 0.025,
  salaryGrowth: 0.03,
  educationInflation: 0.05,
  assetClasses: classes,
  assetClassGroups: [
    { id: 'EQUITY', name: 'Equity' },
    { id: 'FIXED_INCOME', name: 'Fixed Income' },
    { id: 'CASH_EQUIVALENTS', name: 'Cash Equivalents' },
    { id: 'REAL_ASSETS', name: 'Real Assets' },
  ],
  correlations,
  portfolios: [
    { id: 'CONSERVATIVE', name: 'Conservative', groupId: 'STRATEGIC', weights: weights([15, 2, 6, 2, 45, 15, 12, 3]) },
    { id: 'MODERATE', name: 'Moderate', groupId: 'STRATEGIC', weights: weights([30, 5, 12, 4, 32, 8, 5, 4]) },
    { id: 'GROWTH', name: 'Growth', groupId: 'STRATEGIC', weights: weights([42, 8, 17, 6, 17, 4, 2, 4]) },
    { id: 'AGGRESSIVE', name: 'Aggressive', groupId: 'STRATEGIC', weights: weights([50, 10, 20, 10, 5, 0, 0, 5]) },
    { id: 'CASH', name: 'Cash', groupId: 'CASH_MANAGEMENT', weights: weights([0, 0, 0, 0, 0, 0, 100, 0]) },
  ],
  portfolioGroups: [
    { id: 'STRATEGIC', name: 'Strategic Allocations' },
    { id: 'CASH_MANAGEMENT', name: 'Cash Management' },
  ],
  riskMappings: [
    { id: 'RISK_LOW', minScore: 0, maxScore: 25, portfolioId: 'CONSERVATIVE' },
    { id: 'RISK_MEDIUM', minScore: 26, maxScore: 50, portfolioId: 'MODERATE' },
    { id: 'RISK_HIGH', minScore: 51, maxScore: 75, portfolioId: 'GROWTH' },
    { id: 'RISK_VERY_HIGH', minScore: 76, maxScore: 100, portfolioId: 'AGGRESSIVE' },
  ],
  defaultPortfolioId: 'MODERATE',
  cashPortfolioId: 'CASH',
  source: DEFAULT_ASSUMPTION_SOURCE,
};

export const DEFAULT_ASSUMPTION_NAME = 'Global Default Assumptions';
