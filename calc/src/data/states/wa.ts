import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Washington: no tax on wages; a capital gains excise tax on an individual's long-term gains above the
 * standard deduction (RCW 82.87.040, .060): 7% over the deduction and, from 2025, 2.9% more on gains over
 * 1,000,000 (ESSB 5813, 2025). Deduction 270,000 for 2024, 278,000 for 2025 (WA DOR), indexed by CPI-W (RCW
 * 82.87.060(2)); 2026 not yet announced when written: 2025 indexed by the plan's inflation.
 * Gains on real estate are exempt in law (RCW 82.87.050); the engine's realized gains include real-asset
 * sales beyond the main-home exclusion, so a rental sale is over-taxed here (noted in calc/README.md).
 */
export const WA: StateRules = {
  name: 'Washington',
  indexed: true,
  indexing: 'Deduction indexed yearly by CPI-W (RCW 82.87.060(2)); 2026: 2025 indexed by the plan inflation.',
  note: 'Capital gains excise tax only.',
  years: {
    2025: { source: 'RCW 82.87.040, 82.87.060; WA DOR capital gains tax, 2025 deduction 278,000; ESSB 5813 (2025) 2.9% over 1,000,000', brackets: same([[0, 0.07], [1_000_000, 0.099]]) },
  },
  // Starting point, deductions and the generic rate table do not apply: the base is net long-term gains.
  deductions: () => 0,
  subtract: () => 0,
  rateTax: (_t, x) => {
    const gains = Math.max(0, x.capitalGains - 278_000 * x.f);
    return 0.07 * gains + 0.029 * Math.max(0, gains - 1_000_000);
  },
};
