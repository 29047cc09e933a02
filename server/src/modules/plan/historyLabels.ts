import { RECORD_KINDS } from './recordKinds';

/** Areas of a plan as the history names them. */
const AREAS: Record<string, string> = {
  profile: 'Profile', people: 'Client information', incomes: 'Income', locations: 'Locations', participants: 'Family members',
  scenarios: 'Scenarios', actions: 'Scenario actions', settings: 'Plan settings', assumptions: 'Portfolio assumptions',
  access: 'Client access', import: 'Import',
  ...Object.fromEntries(Object.values(RECORD_KINDS).map((k) => [k.kind, k.label])),
};

export function areaLabel(area: string | null): string {
  return area ? AREAS[area] ?? words(area) : 'Plan';
}

/**
 * Words for field names the forms show under another label; every other field is its name spelled out
 * (`annualPreTax` → "Annual pre tax"), so a new field never shows as a raw code.
 */
const FIELDS: Record<string, string> = {
  annualPreTax: 'Annual pre-tax income', takeHomePay: 'Take-home pay', clientId: 'Person', age: 'Starting age',
  dateOfBirth: 'Date of birth', firstName: 'First name', lastName: 'Last name', lifeExpectancy: 'Life expectancy',
  retirementAge: 'Retirement age', employmentStatus: 'Employment status', ownerValue: 'Owner', active: 'Active',
  marketValue: 'Market value', costBasis: 'Cost basis', interestRate: 'Interest rate', balance: 'Balance',
  monthlyPayment: 'Monthly payment', spouse: 'Has a spouse', goalOrder: 'Goal order', planningStage: 'Planning stage',
  adoptedActions: 'Adopted actions', selectedFields: 'Fields changed', formName: 'Form', referenceId: 'Record changed',
  value: 'New values', sharing: 'Shared with the client', disclosure_text: 'Disclosure text', rpt_sec: 'Report sections',
  portfolio_assumption: 'Portfolio assumptions', monte_carlo_trials: 'Monte Carlo trials', status: 'Status', email: 'E-mail',
  reportAccess: 'Reports', historyAccess: 'Plan history', profileChange: 'May change the profile', basicAccess: 'Limited to chosen sections',
};

function words(name: string): string {
  const spaced = name.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** `matchTiers.0.matchPercentage` → "Match tiers › 1 › Match percentage". */
export function fieldLabel(field: string): string {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : FIELDS[part] ?? words(part))).join(' › ');
}
