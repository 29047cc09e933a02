import {
  EARLIEST_CLAIM_AGE_MONTHS,
  MAX_CREDIT_AGE_MONTHS,
  RETIREMENT_REDUCTION,
  SPOUSAL_REDUCTION,
  SURVIVOR_EARLIEST_AGE_MONTHS,
  SURVIVOR_MAX_REDUCTION,
  SURVIVOR_RIB_LIM,
  delayedCreditPerYear,
  fullRetirementAgeMonths,
  survivorFullRetirementAgeMonths,
} from '../data/socialSecurity';
import { floorToDime } from '../money';

/**
 * The birth year SSA uses: a person born on January 1 attains each age on December 31 and belongs to the
 * prior year's FRA group (20 CFR 404.2(c)(4)).
 */
export function ssaBirthYear(birthDate: string): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  if (!Number.isFinite(year)) throw new RangeError(`Invalid birth date "${birthDate}": use yyyy-mm-dd.`);
  return month === 1 && day === 1 ? year - 1 : year;
}

/** Full retirement age in years (months as a fraction), by SSA birth year. */
export function fullRetirementAge(birthDate: string): number {
  return fullRetirementAgeMonths(ssaBirthYear(birthDate)) / 12;
}

const toMonths = (age: number): number => Math.round(age * 12);

function earlyFactor(monthsEarly: number, rates: { first36: number; beyond: number }): number {
  const first = Math.min(monthsEarly, 36);
  return 1 - first * rates.first36 - Math.max(0, monthsEarly - 36) * rates.beyond;
}

/**
 * Retirement benefit factor for claiming at `claimAge`: early reduction before FRA, delayed retirement
 * credits after FRA up to 70. Claims before 62 are treated as 62; after 70 as 70.
 */
export function retirementFactor(birthDate: string, claimAge: number): number {
  const birthYear = ssaBirthYear(birthDate);
  const fra = fullRetirementAgeMonths(birthYear);
  const claim = Math.min(Math.max(toMonths(claimAge), EARLIEST_CLAIM_AGE_MONTHS), MAX_CREDIT_AGE_MONTHS);
  if (claim < fra) return earlyFactor(fra - claim, RETIREMENT_REDUCTION);
  return 1 + ((claim - fra) * delayedCreditPerYear(birthYear)) / 12;
}

/** Monthly retirement benefit for a PIA claimed at `claimAge`, rounded down to the dime. */
export function socialSecurityBenefit(input: { pia: number; birthDate: string; claimAge: number }): number {
  return floorToDime(input.pia * retirementFactor(input.birthDate, input.claimAge));
}

/**
 * Monthly spousal amount paid on top of the spouse's own benefit: 50% of the worker's PIA less the spouse's
 * own PIA, reduced for claiming before the spouse's FRA, with no delayed credits; rounded down to the dime.
 * `birthDate` and `claimAge` are the spouse's.
 */
export function spousalBenefit(input: { workerPia: number; ownPia: number; birthDate: string; claimAge: number }): number {
  const excess = Math.max(0, 0.5 * input.workerPia - Math.max(0, input.ownPia));
  if (excess === 0) return 0;
  const fra = fullRetirementAgeMonths(ssaBirthYear(input.birthDate));
  const claim = Math.max(toMonths(input.claimAge), EARLIEST_CLAIM_AGE_MONTHS);
  const factor = claim < fra ? earlyFactor(fra - claim, SPOUSAL_REDUCTION) : 1;
  return floorToDime(excess * factor);
}

/**
 * Monthly amount paid to a survivor: the larger of the survivor's own benefit and the widow(er)'s benefit.
 * The widow(er)'s benefit is the deceased's benefit (at least 82.5% of the deceased's PIA when given and the
 * deceased had claimed early), reduced when claimed before the survivor FRA: up to 28.5% at 60, prorated by
 * month. Simplifications: disabled-survivor rules, the limit when the deceased never claimed, and the family
 * maximum are not modelled. Rounded down to the dime.
 */
export function survivorBenefit(input: {
  deceasedBenefit: number;
  deceasedPia?: number;
  ownBenefit: number;
  birthDate: string;
  claimAge: number;
}): number {
  const floor = input.deceasedPia !== undefined ? SURVIVOR_RIB_LIM * input.deceasedPia : 0;
  const base = Math.max(input.deceasedBenefit, floor);
  const fra = survivorFullRetirementAgeMonths(ssaBirthYear(input.birthDate));
  const claim = Math.max(toMonths(input.claimAge), SURVIVOR_EARLIEST_AGE_MONTHS);
  let widow = base;
  if (claim < fra) {
    const span = fra - SURVIVOR_EARLIEST_AGE_MONTHS;
    widow = base * (1 - (SURVIVOR_MAX_REDUCTION * (fra - claim)) / span);
  }
  return floorToDime(Math.max(input.ownBenefit, widow));
}
