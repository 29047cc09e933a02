import { ORACLE, engineStateTax, oracleStateTax, within, oracleInput } from './src/tax/state/oracleCases';
import { stateTaxInputOf, stateRules } from './src/tax/stateIncomeTax';
import { stateBase, genericDeductions } from './src/tax/state/compute';
const states = (process.argv[2] ?? '').split(',').filter(Boolean);
const all = process.argv[3] === 'all';
let held = 0;
for (const c of ORACLE.cases) {
  const got = engineStateTax(c); const want = oracleStateTax(c);
  const ok = within(got, want); if (ok) held++;
  if (states.length && !states.includes(c.state)) continue;
  if (ok && !all) continue;
  const rules = stateRules(c.state); const { x, p } = stateTaxInputOf(oracleInput(c));
  const base = stateBase(rules, x, p); const ded = rules.deductions ? rules.deductions(x, p) : genericDeductions(x, p);
  const ppl = c.people.map((p) => `[${p.age} w${p.wages} i${p.interest} d${p.qualifiedDividends} g${p.longTermGains} ss${p.socialSecurity} ira${p.iraDistributions} pen${p.pension}]`).join('');
  console.log(`${ok ? ' ' : 'X'} ${c.id} ${c.state} ${c.year} ${c.status} ${c.kind} eng ${got.toFixed(0)} model ${want.toFixed(0)} | sAGI ${c.oracle.stateAgi.toFixed(0)}/${base.toFixed(0)} sTI ${c.oracle.stateTaxableIncome.toFixed(0)}/${Math.max(0, base - ded).toFixed(0)} AGI ${c.oracle.agi.toFixed(0)}/${x.federalAgi.toFixed(0)} fed ${c.oracle.federalIncomeTax}/${x.federalTax.toFixed(0)} ${ppl}`);
}
console.log('held', held);
