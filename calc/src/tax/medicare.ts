import { DEFAULT_TAX_INDEXING_RATE } from '../data/federalTax';
import { MEDICARE_TABLES, medicareEdgesFor, type MedicareYearTable } from '../data/medicare';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';

const FIRST = MEDICARE_TABLES[0];
const LATEST = MEDICARE_TABLES[MEDICARE_TABLES.length - 1];
const cache = new Map<string, MedicareYearTable>();

/** The year's table: published years as they are, later years indexed from the latest (edges to 1,000). */
export function medicareTableFor(year: number, inflationRate: number = DEFAULT_TAX_INDEXING_RATE): MedicareYearTable {
  for (const t of MEDICARE_TABLES) if (t.year === year) return t;
  if (year < FIRST.year) return FIRST;
  const key = `${year}:${inflationRate}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const f = Math.pow(1 + inflationRate, year - LATEST.year);
  const money = (v: number): number => Math.round(v * f * 10) / 10;
  const edge = (v: number): number => (Number.isInteger(v) ? Math.round((v * f) / 1000) * 1000 : Math.round(((v + 0.01) * f) / 1000) * 1000 - 0.01);
  const table: MedicareYearTable = {
    year,
    source: `${LATEST.source}, indexed ${(inflationRate * 100).toFixed(2)}% a year from ${LATEST.year}`,
    partB: money(LATEST.partB),
    partD: Math.round(LATEST.partD * f * 100) / 100,
    edges: { single: LATEST.edges.single.map(edge), joint: LATEST.edges.joint.map(edge), separate: LATEST.edges.separate.map(edge) },
    surchargeB: LATEST.surchargeB.map(money),
    surchargeD: LATEST.surchargeD.map(money),
  };
  if (cache.size > 500) cache.clear();
  cache.set(key, table);
  return table;
}

/** IRMAA tier of a MAGI: 0 standard premium, 1-5 the surcharge tiers (a MAGI above an edge is in the next tier). */
export function irmaaTier(magi: number, edges: readonly number[]): number {
  let tier = 0;
  for (let k = 0; k < edges.length; k++) if (magi > edges[k]) tier = k + 1;
  return tier;
}

export interface MedicarePremiums {
  /** IRMAA tier, 0 to 5. */
  tier: number;
  /** Monthly amounts for one person: standard Part B, Part D base, and the two income-related adjustments. */
  partB: number;
  partD: number;
  surchargeB: number;
  surchargeD: number;
  /** Monthly total for one person and its twelve months. */
  monthly: number;
  yearly: number;
}

/**
 * Medicare Part B and Part D premiums of one enrolled person for a year, with the income-related monthly
 * adjustment amounts by the modified AGI of the return filed two years earlier (its filing status).
 */
export function medicarePremiums(input: { magi: number; filingStatus: FilingStatus; year: number; inflationRate?: number }): MedicarePremiums {
  const t = medicareTableFor(input.year, input.inflationRate);
  const tier = irmaaTier(input.magi, medicareEdgesFor(t, input.filingStatus));
  const surchargeB = tier > 0 ? t.surchargeB[tier - 1] : 0;
  const surchargeD = tier > 0 ? t.surchargeD[tier - 1] : 0;
  const monthly = t.partB + t.partD + surchargeB + surchargeD;
  return { tier, partB: t.partB, partD: t.partD, surchargeB, surchargeD, monthly: roundCents(monthly), yearly: roundCents(12 * monthly) };
}
