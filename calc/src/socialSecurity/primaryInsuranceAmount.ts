import { BEND_POINTS, PIA_FACTORS } from '../data/socialSecurity';
import { DEFAULTS } from '../data/defaults';
import { floorToDime } from '../money';

const YEARS = Object.keys(BEND_POINTS).map(Number).sort((a, b) => a - b);

/**
 * Bend points for a year of first eligibility. Past the last published year they grow with the average wage
 * index (`wageIndexGrowth`) and are rounded to the dollar, as SSA does.
 */
export function bendPoints(eligibilityYear: number, wageIndexGrowth: number = DEFAULTS.wageIndexGrowth): readonly [number, number] {
  const known = BEND_POINTS[eligibilityYear];
  if (known) return known;
  const first = YEARS[0];
  const last = YEARS[YEARS.length - 1];
  if (eligibilityYear < first) {
    throw new RangeError(`Bend points are tabulated from ${first}; enter the PIA from the SSA statement for earlier eligibility years.`);
  }
  const factor = Math.pow(1 + wageIndexGrowth, eligibilityYear - last);
  return [Math.round(BEND_POINTS[last][0] * factor), Math.round(BEND_POINTS[last][1] * factor)];
}

/**
 * Monthly primary insurance amount from the average indexed monthly earnings, with the bend points of the
 * year the worker turns 62, rounded down to the dime (42 U.S.C. 415(a)(1)(A), 415(g)).
 */
export function primaryInsuranceAmount(aime: number, eligibilityYear: number, options: { wageIndexGrowth?: number } = {}): number {
  const [first, second] = bendPoints(eligibilityYear, options.wageIndexGrowth);
  const earnings = Math.max(0, Math.floor(aime));
  const pia =
    PIA_FACTORS[0] * Math.min(earnings, first) +
    PIA_FACTORS[1] * Math.max(0, Math.min(earnings, second) - first) +
    PIA_FACTORS[2] * Math.max(0, earnings - second);
  return floorToDime(pia);
}
