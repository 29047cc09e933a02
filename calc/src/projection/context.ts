import { localityOf } from '../data/localities';
import { DEFAULTS } from '../data/defaults';
import { stateRules } from '../tax/stateIncomeTax';
import type { StateRules } from '../data/states';
import type { Account, Assumptions, FilingStatus, Person, PersonRole, PlanInput, WithdrawalCategory } from '../types';

export interface PersonTimeline {
  role: PersonRole;
  person: Person;
  birthYear: number;
  birthMonth: number;
  /** Last calendar year alive (the year the person reaches life expectancy). */
  deathYear: number;
  /** First calendar year without employment income. */
  retireYear: number;
}

export interface PlanContext {
  plan: PlanInput;
  assumptions: Assumptions;
  startYear: number;
  endYear: number;
  years: number[];
  client: PersonTimeline;
  spouse: PersonTimeline | null;
  inflation: number;
  /** (1 + inflation)^(year - startYear) by year index. */
  inflationFactor: Float64Array;
  filingStatus: FilingStatus[];
  stateTable: (StateRules | null)[];
  stateCode: string[];
  /** Local tax of the year: rate on AGI less taxable benefits, rate on wages, share of the state tax. */
  localRate: Float64Array;
  localEarnedRate: Float64Array;
  localStateShare: Float64Array;
  over65: Int8Array;
  /** Dependents claimed (children under 19) and children under 17 (child tax credit), by year. */
  dependents: Int8Array;
  children: Int8Array;
  accounts: Account[];
  accountIndex: Map<string, number>;
  savingsIndex: number;
  /** Roth account receiving conversions, -1 when none. */
  rothIndex: number;
  withdrawalOrder: WithdrawalCategory[];
  /** Withdrawals from every account in proportion to its balance (the order then lists the accounts drawn on). */
  withdrawalProRata: boolean;
}

export function personTimeline(role: PersonRole, person: Person, startYear: number): PersonTimeline {
  const [year, month] = person.birthDate.split('-').map(Number);
  if (!Number.isFinite(year)) throw new RangeError(`The ${role}'s birth date "${person.birthDate}" is not a valid yyyy-mm-dd date.`);
  const deathYear = year + person.lifeExpectancy;
  const retireYear = person.retired ? startYear : year + person.retirementAge;
  return { role, person, birthYear: year, birthMonth: Number.isFinite(month) ? month : 1, deathYear, retireYear };
}

export const isAlive = (p: PersonTimeline | null, year: number): boolean => p !== null && year <= p.deathYear;
export const isWorking = (p: PersonTimeline | null, year: number): boolean => p !== null && year < p.retireYear && year <= p.deathYear;
export const ageIn = (p: PersonTimeline, year: number): number => year - p.birthYear;

export function buildContext(plan: PlanInput, assumptions: Assumptions, startYear: number): PlanContext {
  if (!Number.isInteger(startYear)) throw new RangeError('options.startYear must be a whole calendar year.');
  const client = personTimeline('client', plan.client, startYear);
  const spouse = plan.spouse ? personTimeline('spouse', plan.spouse, startYear) : null;
  const endYear = Math.max(client.deathYear, spouse ? spouse.deathYear : -Infinity);
  if (endYear < startYear) throw new RangeError('Every person is past life expectancy before the start year: nothing to project.');
  const years: number[] = [];
  for (let y = startYear; y <= endYear; y++) years.push(y);
  const n = years.length;

  const inflationFactor = new Float64Array(n);
  for (let i = 0; i < n; i++) inflationFactor[i] = Math.pow(1 + assumptions.inflation, i);

  const married = plan.filingStatus === 'MFJ' || plan.filingStatus === 'MFS' || plan.filingStatus === 'QSS';
  const filingStatus: FilingStatus[] = [];
  const over65 = new Int8Array(n);
  const moves = [...(plan.moves ?? [])].sort((a, b) => a.year - b.year);
  const stateTable: (StateRules | null)[] = [];
  const stateCode: string[] = [];
  const localRate = new Float64Array(n);
  const localEarnedRate = new Float64Array(n);
  const localStateShare = new Float64Array(n);
  const client_ = localTerms(plan.localRate ?? 0, plan.locality);
  const spouse_ = plan.spouseLocality || plan.spouseLocalRate !== undefined ? localTerms(plan.spouseLocalRate ?? 0, plan.spouseLocality) : client_;
  const dependents = new Int8Array(n);
  const children = new Int8Array(n);
  for (let i = 0; i < n; i++) {
    const y = years[i];
    const bothAlive = isAlive(client, y) && isAlive(spouse, y);
    let kids = 0;
    for (const d of plan.dependents ?? []) if (y - d.birthYear >= 0 && y - d.birthYear < 19) kids++;
    // After the first death the survivor files as a qualifying surviving spouse for the two following years
    // when a dependent child lives at home (IRC 2(a)), then as head of household while one does, else single.
    const firstDeath = spouse ? Math.min(client.deathYear, spouse.deathYear) : Infinity;
    const survivor = kids > 0 ? (y - firstDeath <= 2 ? 'QSS' : 'HOH') : 'S';
    filingStatus.push(married && spouse && !bothAlive ? survivor : plan.filingStatus);
    over65[i] = (isAlive(client, y) && ageIn(client, y) >= 65 ? 1 : 0) + (spouse && isAlive(spouse, y) && ageIn(spouse, y) >= 65 ? 1 : 0);
    let state = plan.state ?? '';
    // With both spouses alive and living in the same place, each one's own local rate applies to about half
    // the household income (the engine does not split income by earner).
    let local: LocalTerms = bothAlive ? halfAndHalf(client_, spouse_) : isAlive(client, y) ? client_ : spouse_;
    for (const m of moves) {
      if (m.year <= y) {
        state = m.state;
        local = localTerms(m.localRate ?? 0, m.locality);
      }
    }
    stateCode.push(state);
    stateTable.push(state ? stateRules(state) : null);
    localRate[i] = local[0];
    localEarnedRate[i] = local[1];
    localStateShare[i] = local[2];
    for (const d of plan.dependents ?? []) {
      const age = y - d.birthYear;
      if (age >= 0 && age < 19) dependents[i]++;
      if (age >= 0 && age < 17) children[i]++;
    }
  }

  const accounts = plan.accounts.map((a) => ({ ...a }));
  const accountIndex = new Map<string, number>();
  accounts.forEach((a, i) => {
    if (accountIndex.has(a.id)) throw new RangeError(`Two accounts share the id "${a.id}".`);
    accountIndex.set(a.id, i);
  });
  let savingsIndex = plan.savingsAccountId !== undefined ? accountIndex.get(plan.savingsAccountId) ?? -1 : -1;
  if (savingsIndex < 0) savingsIndex = accounts.findIndex((a) => a.taxType === 'taxable');
  if (savingsIndex < 0) savingsIndex = accounts.findIndex((a) => a.taxType === 'cash');
  if (savingsIndex < 0) {
    accounts.push({ id: '__savings', name: 'Unallocated savings', taxType: 'cash', owner: 'joint', balance: 0 });
    savingsIndex = accounts.length - 1;
    accountIndex.set('__savings', savingsIndex);
  }
  let rothIndex = accounts.findIndex((a) => a.taxType === 'roth');
  if (rothIndex < 0 && plan.strategies?.rothConversion) {
    accounts.push({ id: '__roth', name: 'Roth conversions', taxType: 'roth', owner: 'client', balance: 0 });
    rothIndex = accounts.length - 1;
    accountIndex.set('__roth', rothIndex);
  }
  const withdrawalOrder = completeOrder(plan.strategies?.withdrawalProRata ? undefined : plan.strategies?.withdrawalOrder);
  const withdrawalProRata = plan.strategies?.withdrawalProRata === true;
  return {
    plan, assumptions, startYear, endYear, years, client, spouse,
    inflation: assumptions.inflation, inflationFactor, filingStatus, stateTable, stateCode, localRate, localEarnedRate, localStateShare, over65, dependents, children,
    accounts, accountIndex, savingsIndex, rothIndex, withdrawalOrder, withdrawalProRata,
  };
}

/** An override lists some categories first; the rest follow in the default order. */
function completeOrder(order: WithdrawalCategory[] | undefined): WithdrawalCategory[] {
  const result: WithdrawalCategory[] = [];
  for (const c of order ?? []) if (!result.includes(c)) result.push(c);
  for (const c of DEFAULTS.withdrawalOrder) if (!result.includes(c)) result.push(c);
  return result;
}

/** A person's local tax: [rate on AGI less taxable benefits, rate on wages, share of the state tax]. */
type LocalTerms = readonly [number, number, number];

function localTerms(rate: number, code: string | undefined): LocalTerms {
  if (!code) return [rate, 0, 0];
  const l = localityOf(code);
  if (!l) throw new RangeError(`Unknown locality "${code}": use a code of src/data/localities.ts.`);
  return l.base === 'earned' ? [0, l.rate, 0] : l.base === 'stateTax' ? [0, 0, l.rate] : [l.rate, 0, 0];
}

const halfAndHalf = (a: LocalTerms, b: LocalTerms): LocalTerms => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
