import { bracketTax, byStatus, isJoint } from '../../tax/state/compute';
import type { StateRules, StateTaxInput, StateYear } from './types';

/**
 * Vermont. 32 V.S.A. 5822 (rates and brackets by filing status incl. head of household, indexed; (a)(6): the tax
 * is at least 3% of AGI when AGI exceeds 150,000), 5811(21)(C) (standard deduction 7,650 / 15,300 / 11,450 and
 * personal exemption 5,300 per person and dependent for 2025; 1,250 more per filer 65+), 5830e (taxable Social
 * Security exempt below AGI 55,000 single and head of household / 70,000 joint for 2025, phased out over the next
 * 10,000 by a ratio rounded to two places), 5811(21)(B)(ii) (capital gains: the flat exclusion of up to 5,000, or
 * 40% of gains on eligible assets (not listed securities) up to 350,000; never above 40% of federal taxable
 * income); IN-111 and IN-112, IN-153 instructions 2025. Cross-read with PolicyEngine US gov/states/vt.
 * The 40% exclusion needs assets held over three years other than stocks, bonds and real estate, which a plan's
 * realized gains are not: the flat exclusion is applied.
 */
interface VtYear extends StateYear {
  /** Social Security exemption: full below `ssFrom`, phased out over `ssWidth`. */
  ssFrom: { S: number; MFJ: number };
  ssWidth: number;
  gainsFlat: number;
  minimumTaxOver: number;
  minimumTaxRate: number;
}

const Y2025: VtYear = {
  source: '32 V.S.A. 5811, 5822, 5830e; Vermont IN-111, IN-112, IN-153 instructions and rate schedules 2025',
  brackets: {
    S: [[0, 0.0335], [49_400, 0.066], [119_700, 0.076], [249_700, 0.0875]],
    MFJ: [[0, 0.0335], [82_500, 0.066], [199_450, 0.076], [304_000, 0.0875]],
    HOH: [[0, 0.0335], [66_200, 0.066], [171_000, 0.076], [276_850, 0.0875]],
    MFS: [[0, 0.0335], [41_250, 0.066], [99_725, 0.076], [152_000, 0.0875]],
  },
  standard: { S: 7650, MFJ: 15_300, HOH: 11_450, MFS: 7650 },
  exemption: 5300,
  dependentExemption: 5300,
  elderExemption: 1250,
  taxesSocialSecurity: true,
  ssFrom: { S: 55_000, MFJ: 70_000 },
  ssWidth: 10_000,
  gainsFlat: 5000,
  minimumTaxOver: 150_000,
  minimumTaxRate: 0.03,
};

function subtractions(x: StateTaxInput, py: StateYear): number {
  const p = py as VtYear;
  const from = (isJoint(x.status) ? p.ssFrom.MFJ : p.ssFrom.S) * x.f;
  const share = x.federalAgi < from ? 1 : Math.min(1, Math.round((Math.max(0, from + p.ssWidth * x.f - x.federalAgi) / (p.ssWidth * x.f)) * 100) / 100);
  const gains = Math.min(Math.max(0, x.capitalGains), p.gainsFlat, 0.4 * x.federalTaxableIncome);
  return x.taxableSocialSecurity * share + gains;
}

export const VT: StateRules = {
  name: 'Vermont',
  indexed: true,
  indexing: 'Brackets, deduction and exemption indexed by CPI (32 V.S.A. 5822(b)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  subtract: subtractions,
  rateTax: (taxable, x, py) => {
    const p = py as VtYear;
    const tax = bracketTax(byStatus(p.brackets, x.status), taxable, x.f);
    return x.federalAgi > p.minimumTaxOver * x.f ? Math.max(tax, p.minimumTaxRate * x.federalAgi) : tax;
  },
};
