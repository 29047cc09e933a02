/**
 * Derives the stress tests' compact tables from the reference data (README "Stress tests: data"):
 *   node --import tsx scripts/deriveStressData.ts <sp500-shiller-monthly.csv> <ssa-period-life-table-2025.csv>
 * writes src/data/history.ts (annual real returns of stocks and bonds and CPI inflation, 1871 onward) and
 * src/data/lifeTable.ts (q(x) by sex). Run from the calc package; the output is committed.
 *
 * Year Y is January of Y to January of Y + 1:
 * - stocks: the month-by-month total return (price change plus one twelfth of the annual dividend rate,
 *   reinvested monthly) over the twelve months, deflated by CPI(Jan Y + 1) / CPI(Jan Y);
 * - bonds: a constant-maturity 10-year Treasury bought at par in January at that month's yield, held a year
 *   (one annual coupon) and sold in January of Y + 1 as a 9-year bond priced at that month's 10-year yield,
 *   deflated the same way;
 * - inflation: CPI(Jan Y + 1) / CPI(Jan Y) - 1.
 * A year is kept only when every month it needs has price, dividend, CPI and yield (the source writes 0 for a
 * figure not yet published: from July 2023 on), so the last year is 2022.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [shillerPath, lifePath] = process.argv.slice(2);
if (!shillerPath || !lifePath) throw new Error('usage: deriveStressData.ts <sp500-shiller-monthly.csv> <ssa-period-life-table-2025.csv>');

interface Month { year: number; month: number; price: number; dividend: number; cpi: number; yield: number }
const months: Month[] = readFileSync(shillerPath, 'utf8').trim().split('\n').slice(1).map((line) => {
  const c = line.split(',');
  const [y, m] = c[0].split('-').map(Number);
  return { year: y, month: m, price: Number(c[1]), dividend: Number(c[2]), cpi: Number(c[4]), yield: Number(c[5]) / 100 };
});
const complete = (m: Month | undefined): m is Month => m !== undefined && m.price > 0 && m.dividend > 0 && m.cpi > 0 && m.yield > 0;

/** Price of a bond with annual coupon c and n years left, per 1 of face value, at yield y. */
const bondPrice = (c: number, n: number, y: number): number => (y === 0 ? c * n + 1 : c * (1 - (1 + y) ** -n) / y + (1 + y) ** -n);

const round = (v: number): number => Math.round(v * 1e6) / 1e6;
const first = months[0].year;
const stocks: number[] = [];
const bonds: number[] = [];
const inflation: number[] = [];
for (let y = first; ; y++) {
  const start = (y - first) * 12;
  const window = months.slice(start, start + 13);
  if (window.length < 13 || !window.every(complete)) break;
  let growth = 1;
  for (let m = 0; m < 12; m++) growth *= (window[m + 1].price + window[m].dividend / 12) / window[m].price;
  const cpi = window[12].cpi / window[0].cpi;
  const y0 = window[0].yield;
  const bond = y0 + bondPrice(y0, 9, window[12].yield);
  stocks.push(round(growth / cpi - 1));
  bonds.push(round(bond / cpi - 1));
  inflation.push(round(cpi - 1));
}

const list = (values: number[]): string => values.map((v, i) => `${i % 10 === 0 ? '\n  ' : ' '}${v},`).join('');
writeFileSync('src/data/history.ts', `/**
 * Annual US market history for the stress tests' historical replay, derived by scripts/deriveStressData.ts from
 * Robert Shiller's monthly series (stock prices, dividends, CPI, 10-year Treasury yield; January 1871 on) as
 * published by the Open Data Commons datasets/s-and-p-500 package, licence ODC-PDDL-1.0 (public domain).
 * Year Y runs from January of Y to January of Y + 1; returns are real (deflated by CPI over the same months).
 * Stocks: total return with dividends reinvested monthly. Bonds: a constant-maturity 10-year Treasury bought at
 * par, sold a year later as a 9-year bond at the new 10-year yield, one annual coupon. Do not edit: regenerate.
 */
export const HISTORY_FIRST_YEAR = ${first};
export const HISTORY_LAST_YEAR = ${first + stocks.length - 1};
/** Real total return of US stocks (S&P Composite) in year HISTORY_FIRST_YEAR + i. */
export const HISTORY_STOCKS: readonly number[] = [${list(stocks)}
];
/** Real return of a constant-maturity 10-year Treasury in year HISTORY_FIRST_YEAR + i. */
export const HISTORY_BONDS: readonly number[] = [${list(bonds)}
];
/** CPI inflation (January to January) in year HISTORY_FIRST_YEAR + i. */
export const HISTORY_INFLATION: readonly number[] = [${list(inflation)}
];
`);

const rows = readFileSync(lifePath, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
const q = (sex: string): number[] => rows.filter((r) => r[0] === sex).sort((a, b) => Number(a[1]) - Number(b[1])).map((r) => Number(r[2]));
const male = q('M');
const female = q('F');
if (male.length !== 120 || female.length !== 120) throw new Error('expected ages 0-119 for each sex');
writeFileSync('src/data/lifeTable.ts', `/**
 * Probability of dying within one year, q(x), at exact ages 0-119, for calendar year 2025: US Social Security
 * Administration period life table (Alternative 2 projection of the 2020 Trustees Report; US government work,
 * public domain), copied by scripts/deriveStressData.ts. Do not edit: regenerate.
 */
export const LIFE_TABLE_YEAR = 2025;
export const LIFE_TABLE_MALE_QX: readonly number[] = [${list(male)}
];
export const LIFE_TABLE_FEMALE_QX: readonly number[] = [${list(female)}
];
`);
console.log(`history ${first}-${first + stocks.length - 1}, life table 0-119`);
