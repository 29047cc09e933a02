import type { Bracket, ByStatus, StateRules } from './types';

/** One schedule for every filing status. */
export const same = <T>(v: T): ByStatus<T> => ({ S: v, MFJ: v, HOH: v, MFS: v });
/** A flat rate on all taxable income. */
export const flat = (rate: number): Bracket[] => [[0, rate]];
/** The single schedule with edges times `m` (joint schedules that double the single one). */
export const times = (b: readonly Bracket[], m: number): Bracket[] => b.map(([edge, rate]) => [edge * m, rate] as Bracket);

/** A state without a tax on wages. */
export const noWageTax = (name: string, note: string): StateRules => ({
  name, none: true, indexed: false, note, years: { 2025: { source: note, brackets: same([]) } },
});
