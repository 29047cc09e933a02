import type { StateRules, StateTaxInput } from './types';

/**
 * Vermont. 32 V.S.A. 5822 (rates and brackets, indexed), 5811(21)(C) (standard deduction 7,400 / 14,850 /
 * 11,100 and exemption 5,100 per person for 2025; 1,000 more per filer 65+), 5830e (Social Security exempt
 * below AGI 50,000 single / 65,000 joint, phased out over the next 10,000), 5811(21)(B)(ii) (40% of capital
 * gains up to 350,000 excluded); IN-111 instructions 2025. Head of household uses the single schedule here
 * (Vermont's own head-of-household schedule is not in this table: a known gap). Cross-read with PolicyEngine US gov/states/vt.
 */
const Y2025 = {
  source: '32 V.S.A. 5811, 5822, 5830e; Vermont IN-111 instructions 2025',
  brackets: {
    S: [[0, 0.0335], [47_900, 0.066], [116_000, 0.076], [242_000, 0.0875]],
    MFJ: [[0, 0.0335], [79_950, 0.066], [193_300, 0.076], [294_600, 0.0875]],
  },
  standard: { S: 7400, MFJ: 14_850, HOH: 11_100, MFS: 7400 },
  exemption: 5100,
  dependentExemption: 5100,
  elderExemption: 1000,
  taxesSocialSecurity: true,
} as const;

function subtractions(x: StateTaxInput): number {
  const joint = x.status === 'MFJ' || x.status === 'QSS';
  const from = joint ? 65_000 : 50_000;
  const share = x.federalAgi <= from ? 1 : Math.max(0, 1 - (x.federalAgi - from) / 10_000);
  return x.taxableSocialSecurity * share + Math.min(0.4 * Math.max(0, x.capitalGains), 350_000 * 0.4);
}

export const VT: StateRules = {
  name: 'Vermont',
  indexed: true,
  indexing: 'Brackets, deduction and exemption indexed by CPI (32 V.S.A. 5822(b)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  subtract: subtractions,
};
