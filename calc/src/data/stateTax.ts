/**
 * State individual income tax, tax year 2025, simplified (calc/README.md, "Simplifications").
 * Sources: each state's 2025 rate schedules and instructions, cross-checked with the Tax Foundation's
 * "State Individual Income Tax Rates and Brackets, 2025". What is kept: the rate schedule (single and, where it
 * differs from twice the single one, joint), the standard deduction and personal exemptions without phase-outs.
 * What is not: credits (personal credits included), phase-outs, recapture, local taxes (a flat local rate is
 * applied separately), special treatment of capital gains and retirement income other than Social Security.
 */

/** A bracket: [lower edge of taxable income, rate]; the first starts at 0. */
export type StateBracket = readonly [number, number];

export interface StateTaxTable {
  name: string;
  /** No tax on wage income. */
  none?: boolean;
  /** Schedule for single, MFS and HOH filers. */
  single?: readonly StateBracket[];
  /** Schedule for MFJ and QSS; when absent, the single edges times `jointMultiplier`. */
  joint?: readonly StateBracket[];
  /** Multiplier of the single edges for joint filers (default 2; 1 where the state uses one schedule). */
  jointMultiplier?: number;
  /** Standard deduction [single, joint]. */
  deduction?: readonly [number, number];
  /** The state starts from federal taxable income: the federal standard deduction applies. */
  federalDeduction?: boolean;
  /** Personal exemption per filer (doubled for joint filers). */
  exemption?: number;
  note?: string;
}

export const STATE_TABLE_YEAR = 2025;

const NONE = (name: string, note?: string): StateTaxTable => ({ name, none: true, note });
const flat = (rate: number): StateBracket[] => [[0, rate]];

export const STATE_TAX_TABLES: Readonly<Record<string, StateTaxTable>> = {
  AL: { name: 'Alabama', single: [[0, 0.02], [500, 0.04], [3000, 0.05]], deduction: [3000, 8500], exemption: 1500, note: 'Maximum standard deduction; federal income tax deduction not modelled.' },
  AK: NONE('Alaska'),
  AZ: { name: 'Arizona', single: flat(0.025), federalDeduction: true },
  AR: { name: 'Arkansas', single: [[0, 0], [5500, 0.02], [10900, 0.03], [15600, 0.034], [25700, 0.039]], jointMultiplier: 1, deduction: [2410, 4820], note: 'Schedule for incomes over 92,300; personal credits not modelled.' },
  CA: {
    name: 'California',
    single: [[0, 0.01], [11079, 0.02], [26264, 0.04], [41452, 0.06], [57542, 0.08], [72724, 0.093], [371479, 0.103], [445771, 0.113], [742953, 0.123], [1000000, 0.133]],
    joint: [[0, 0.01], [22158, 0.02], [52528, 0.04], [82904, 0.06], [115084, 0.08], [145448, 0.093], [742958, 0.103], [891542, 0.113], [1000000, 0.123], [1485906, 0.133]],
    deduction: [5706, 11412],
    note: 'Includes the 1% Mental Health Services Tax over 1,000,000; exemption credits not modelled.',
  },
  CO: { name: 'Colorado', single: flat(0.044), federalDeduction: true },
  CT: { name: 'Connecticut', single: [[0, 0.02], [10000, 0.045], [50000, 0.055], [100000, 0.06], [200000, 0.065], [250000, 0.069], [500000, 0.0699]], deduction: [15000, 24000], note: 'Personal exemption as a deduction, without its phase-out; recapture not modelled.' },
  DE: { name: 'Delaware', single: [[0, 0], [2000, 0.022], [5000, 0.039], [10000, 0.048], [20000, 0.052], [25000, 0.0555], [60000, 0.066]], jointMultiplier: 1, deduction: [3250, 6500] },
  DC: { name: 'District of Columbia', single: [[0, 0.04], [10000, 0.06], [40000, 0.065], [60000, 0.085], [250000, 0.0925], [500000, 0.0975], [1000000, 0.1075]], jointMultiplier: 1, federalDeduction: true },
  FL: NONE('Florida'),
  GA: { name: 'Georgia', single: flat(0.0519), deduction: [12000, 24000] },
  HI: { name: 'Hawaii', single: [[0, 0.014], [9600, 0.032], [14400, 0.055], [19200, 0.064], [24000, 0.068], [36000, 0.072], [48000, 0.076], [125000, 0.079], [175000, 0.0825], [225000, 0.09], [275000, 0.1], [325000, 0.11]], deduction: [4400, 8800], exemption: 1144 },
  ID: { name: 'Idaho', single: [[0, 0], [4811, 0.053]], federalDeduction: true },
  IL: { name: 'Illinois', single: flat(0.0495), exemption: 2850 },
  IN: { name: 'Indiana', single: flat(0.03), exemption: 1000, note: 'County taxes through the local rate.' },
  IA: { name: 'Iowa', single: flat(0.038), federalDeduction: true },
  KS: { name: 'Kansas', single: [[0, 0.052], [23000, 0.0558]], deduction: [3605, 8240], exemption: 9160 },
  KY: { name: 'Kentucky', single: flat(0.04), deduction: [3270, 6540], note: 'Local occupational taxes through the local rate.' },
  LA: { name: 'Louisiana', single: flat(0.03), deduction: [12500, 25000] },
  ME: { name: 'Maine', single: [[0, 0.058], [26800, 0.0675], [63450, 0.0715]], federalDeduction: true, exemption: 5150 },
  MD: {
    name: 'Maryland',
    single: [[0, 0.02], [1000, 0.03], [2000, 0.04], [3000, 0.0475], [100000, 0.05], [125000, 0.0525], [150000, 0.055], [250000, 0.0575], [500000, 0.0625], [1000000, 0.065]],
    joint: [[0, 0.02], [1000, 0.03], [2000, 0.04], [3000, 0.0475], [150000, 0.05], [175000, 0.0525], [225000, 0.055], [300000, 0.0575], [600000, 0.0625], [1200000, 0.065]],
    deduction: [3350, 6700],
    exemption: 3200,
    note: 'County taxes through the local rate.',
  },
  MA: { name: 'Massachusetts', single: [[0, 0.05], [1083150, 0.09]], jointMultiplier: 1, exemption: 4400, note: '4% surtax over 1,083,150 for every filing status.' },
  MI: { name: 'Michigan', single: flat(0.0425), exemption: 5800, note: 'City taxes through the local rate.' },
  MN: {
    name: 'Minnesota',
    single: [[0, 0.0535], [32570, 0.068], [106990, 0.0785], [198630, 0.0985]],
    joint: [[0, 0.0535], [47620, 0.068], [189180, 0.0785], [330410, 0.0985]],
    deduction: [14950, 29900],
  },
  MS: { name: 'Mississippi', single: [[0, 0], [10000, 0.044]], deduction: [2300, 4600], exemption: 6000 },
  MO: { name: 'Missouri', single: [[0, 0], [1313, 0.02], [2626, 0.025], [3939, 0.03], [5252, 0.035], [6565, 0.04], [7878, 0.045], [9191, 0.047]], jointMultiplier: 1, federalDeduction: true },
  MT: { name: 'Montana', single: [[0, 0.047], [21100, 0.059]], federalDeduction: true },
  NE: { name: 'Nebraska', single: [[0, 0.0246], [4030, 0.0351], [24120, 0.0501], [38870, 0.052]], joint: [[0, 0.0246], [8040, 0.0351], [48250, 0.0501], [77730, 0.052]], deduction: [8600, 17200] },
  NV: NONE('Nevada'),
  NH: NONE('New Hampshire', 'Interest and dividends tax repealed from 2025.'),
  NJ: {
    name: 'New Jersey',
    single: [[0, 0.014], [20000, 0.0175], [35000, 0.035], [40000, 0.05525], [75000, 0.0637], [500000, 0.0897], [1000000, 0.1075]],
    joint: [[0, 0.014], [20000, 0.0175], [50000, 0.0245], [70000, 0.035], [80000, 0.05525], [150000, 0.0637], [500000, 0.0897], [1000000, 0.1075]],
    exemption: 1000,
  },
  NM: { name: 'New Mexico', single: [[0, 0.015], [5500, 0.032], [16500, 0.043], [33500, 0.047], [66500, 0.049], [210000, 0.059]], joint: [[0, 0.015], [8000, 0.032], [25000, 0.043], [50000, 0.047], [100000, 0.049], [315000, 0.059]], federalDeduction: true },
  NY: {
    name: 'New York',
    single: [[0, 0.04], [8500, 0.045], [11700, 0.0525], [13900, 0.055], [80650, 0.06], [215400, 0.0685], [1077550, 0.0965], [5000000, 0.103], [25000000, 0.109]],
    joint: [[0, 0.04], [17150, 0.045], [23600, 0.0525], [27900, 0.055], [161550, 0.06], [323200, 0.0685], [2155350, 0.0965], [5000000, 0.103], [25000000, 0.109]],
    deduction: [8000, 16050],
    note: 'New York City and Yonkers taxes through the local rate; the supplemental tax (recapture) is not modelled.',
  },
  NC: { name: 'North Carolina', single: flat(0.0425), deduction: [12750, 25500] },
  ND: { name: 'North Dakota', single: [[0, 0], [48475, 0.0195], [244825, 0.025]], joint: [[0, 0], [80975, 0.0195], [298075, 0.025]], federalDeduction: true },
  OH: { name: 'Ohio', single: [[0, 0], [26050, 0.0275], [100000, 0.035]], jointMultiplier: 1, note: 'Exemptions and credits not modelled; school-district and city taxes through the local rate.' },
  OK: { name: 'Oklahoma', single: [[0, 0.0025], [1000, 0.0075], [2500, 0.0175], [3750, 0.0275], [4900, 0.0375], [7200, 0.0475]], deduction: [6350, 12700], exemption: 1000 },
  OR: { name: 'Oregon', single: [[0, 0.0475], [4400, 0.0675], [11050, 0.0875], [125000, 0.099]], deduction: [2835, 5670], note: 'Personal exemption credit and the federal tax subtraction not modelled.' },
  PA: { name: 'Pennsylvania', single: flat(0.0307), note: 'No standard deduction; local earned income taxes through the local rate.' },
  RI: { name: 'Rhode Island', single: [[0, 0.0375], [79900, 0.0475], [181650, 0.0599]], jointMultiplier: 1, deduction: [10900, 21800], exemption: 5100 },
  SC: { name: 'South Carolina', single: [[0, 0], [3560, 0.03], [17830, 0.06]], jointMultiplier: 1, federalDeduction: true },
  SD: NONE('South Dakota'),
  TN: NONE('Tennessee'),
  TX: NONE('Texas'),
  UT: { name: 'Utah', single: flat(0.045), note: 'Taxpayer credit not modelled.' },
  VT: { name: 'Vermont', single: [[0, 0.0335], [47900, 0.066], [116000, 0.076], [242000, 0.0875]], joint: [[0, 0.0335], [79950, 0.066], [193300, 0.076], [294600, 0.0875]], deduction: [7400, 14850], exemption: 5100 },
  VA: { name: 'Virginia', single: [[0, 0.02], [3000, 0.03], [5000, 0.05], [17000, 0.0575]], jointMultiplier: 1, deduction: [8500, 17000], exemption: 930 },
  WA: NONE('Washington', 'Capital gains excise tax not modelled.'),
  WV: { name: 'West Virginia', single: [[0, 0.0222], [10000, 0.0296], [25000, 0.0333], [40000, 0.0444], [60000, 0.0482]], jointMultiplier: 1, exemption: 2000 },
  WI: { name: 'Wisconsin', single: [[0, 0.035], [14680, 0.044], [29370, 0.053], [323290, 0.0765]], joint: [[0, 0.035], [19580, 0.044], [39150, 0.053], [431060, 0.0765]], deduction: [13560, 25110], exemption: 700, note: 'Maximum of the sliding-scale standard deduction.' },
  WY: NONE('Wyoming'),
};
