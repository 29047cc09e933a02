import { INHERITED_IRA_YEARS, UNIFORM_LIFETIME_TABLE, rmdStartAge } from '../data/rmd';
import { roundCents } from '../money';

/** Uniform Lifetime Table distribution period for an age (120+ uses the age-120 factor). */
export function uniformLifetimeFactor(age: number): number {
  const clamped = Math.min(Math.max(Math.floor(age), 72), 120);
  return UNIFORM_LIFETIME_TABLE[clamped];
}

export { rmdStartAge };

/**
 * Required minimum distribution for a year: prior year-end balance divided by the Uniform Lifetime Table
 * factor for the age attained that year; 0 before the SECURE 2.0 start age. Rounded to the cent.
 * The Joint Life table (spouse more than 10 years younger and sole beneficiary) is not modelled.
 */
export function requiredMinimumDistribution(input: { balance: number; age: number; birthYear: number }): number {
  if (input.balance <= 0 || input.age < rmdStartAge(input.birthYear)) return 0;
  return roundCents(input.balance / uniformLifetimeFactor(input.age));
}

/**
 * Inherited IRA under the 10-year rule, taken ratably: the balance divided by the years left through the
 * tenth year after the owner's death (all of it in the last year). Annual life-expectancy RMDs that apply when
 * the owner had started RMDs are approximated by this ratable schedule (README).
 */
export function inheritedIraDistribution(input: { balance: number; year: number; inheritedYear: number }): number {
  if (input.balance <= 0) return 0;
  const lastYear = input.inheritedYear + INHERITED_IRA_YEARS;
  const yearsLeft = lastYear - input.year + 1;
  return yearsLeft <= 1 ? input.balance : input.balance / yearsLeft;
}
