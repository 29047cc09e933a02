import type { StateRules } from './types';

/**
 * North Dakota. N.D.C.C. 57-38-30.3 (rates 0 / 1.95% / 2.5% on federal taxable income from 2024, HB 1158 of
 * 2023; brackets indexed), 57-38-01.33 (40% of net long-term capital gains excluded), 57-38-01.2(1)(dd)
 * (Social Security exempt from 2023); ND-1 instructions 2025 (Schedule ND-1SA: 40% of qualified dividends
 * excluded as well, as PolicyEngine US models it). Cross-read with PolicyEngine US gov/states/nd.
 */
const Y2025 = {
  source: 'N.D.C.C. 57-38-30.3, 57-38-01.2, 57-38-01.33; Form ND-1 instructions 2025',
  brackets: {
    S: [[0, 0], [48_475, 0.0195], [244_825, 0.025]],
    MFJ: [[0, 0], [80_975, 0.0195], [298_075, 0.025]],
    HOH: [[0, 0], [64_950, 0.0195], [271_450, 0.025]],
    MFS: [[0, 0], [40_475, 0.0195], [149_050, 0.025]],
  },
  start: 'federalTaxable' as const,
  gainsExclusion: 0.4,
} as const;

export const ND: StateRules = {
  name: 'North Dakota',
  indexed: true,
  indexing: 'Brackets indexed like the federal ones (57-38-30.3(2)); 2026: 2025 brackets indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  subtract: (x) => Math.max(0, x.dividends) * 0.4,
};
