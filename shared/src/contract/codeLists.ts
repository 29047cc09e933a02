import type { CodeItem } from './common';

export type CodeList = CodeItem[];

/**
 * Code lists for the dropdowns (spec document 1 sections 3, 7, 9; document 2 section 3): the one code → words
 * mapping. The server serves them to the screens, and the screens and the PDF report print a code through `codeWords`.
 */
const c = (code: string | number, description: string, value?: number | string): CodeItem =>
  value === undefined ? { code: String(code), description } : { code: String(code), description, value };

export const employmentStatus = [c('EM', 'Employed'), c('SE', 'Self-Employed'), c('UN', 'Not Employed'), c('RT', 'Retired')];
export const gender = [c('M', 'Male'), c('F', 'Female'), c('X', 'Other / Prefer not to say')];
export const maritalStatus = [c('S', 'Single'), c('M', 'Married'), c('P', 'Domestic Partner'), c('D', 'Divorced'), c('W', 'Widowed')];
export const filingStatus = [
  c('S', 'Single'), c('MFJ', 'Married Filing Jointly'), c('MFS', 'Married Filing Separately'),
  c('HOH', 'Head of Household'), c('QSS', 'Qualifying Surviving Spouse'),
];

/** Start / end triggers; spouse entries only when the plan has a spouse. */
export function triggers(category: string, spouse: boolean): CodeItem[] {
  if (category === 'LOC') return [c('NW', 'Now'), c('CA', 'At Age')];
  const all = [
    c('NW', 'Now'), c('CA', 'At Client Age'), c('SA', 'At Spouse Age'), c('CR', 'Client Retirement'),
    c('SR', 'Spouse Retirement'), c('CD', 'Client Death'), c('SD', 'Spouse Death'), c('FD', 'First Death'), c('LD', 'Last Death'),
  ];
  const spouseCodes = new Set(['SA', 'SR', 'SD', 'FD', 'LD']);
  const list = spouse ? all : all.filter((t) => !spouseCodes.has(t.code));
  // Workshop triggers: WIE expense, WIM milestone, WIS spending change: no "Now" for milestones.
  return category === 'WIM' ? list.filter((t) => t.code !== 'NW') : list;
}

export function owners(category: string, spouse: boolean): CodeItem[] {
  if (!spouse) return [c('CL', 'Client')];
  const list = [c('CL', 'Client'), c('SP', 'Spouse')];
  return category === 'IND' ? list : [...list, c('JT', 'Joint')];
}

export const investmentTypes = [
  c('AN', 'Annuity'), c('BA', 'Brokerage Account'), c('CA', 'Cash Account'), c('CS', 'College Savings Plan'),
  c('ES', 'Employer Sponsored Plan'), c('II', 'Inherited IRA'), c('IR', 'Individual Retirement Account'),
];
export const insuranceTypes = [
  c('CV', 'Cash Value Life'), c('DI', 'Disability'), c('HE', 'Health'), c('LI', 'Term Life'),
  c('LT', 'Long-Term Care'), c('MD', 'Medicare Supplement'), c('PC', 'Property & Casualty'), c('PT', 'Pet'),
];
export const debtTypes = [c('OD', 'Other Debt'), c('RE', 'Real Estate Loan'), c('SD', 'Student Debt')];
export const realAssetCategories = [c('RE', 'Real Estate'), c('FE', 'Future Event'), c('PP', 'Personal Property')];
export const expenseTypes = [c('LE', 'Living Expense'), c('BE', 'Base Expense'), c('DT', 'Debt'), c('IV', 'Savings'), c('IS', 'Insurance')];
export const goalTypes = [
  c('RG', 'Retirement'), c('EG', 'Education'), c('HM', 'Home Purchase'), c('VE', 'Vehicle'), c('TR', 'Travel'),
  c('WD', 'Wedding'), c('CH', 'Charitable Gift'), c('OG', 'Other Goal'),
];
/** Sub-types by asset type code: accounts by investment type, plus the code lists of other assets. */
export const assetTypes: Record<string, CodeItem[]> = {
  INV: investmentTypes,
  INS: insuranceTypes,
  DBT: debtTypes,
  RA: realAssetCategories,
  EXP: expenseTypes,
  GOAL: goalTypes,
  ES: [c('401K', '401(k)'), c('403B', '403(b)'), c('457', '457(b)'), c('TSP', 'Thrift Savings Plan'), c('R401K', 'Roth 401(k)')],
  IR: [c('TRAD', 'Traditional IRA'), c('ROTH', 'Roth IRA'), c('SEP', 'SEP IRA'), c('SIMPLE', 'SIMPLE IRA')],
  AN: [c('FIXED', 'Fixed Annuity'), c('VARIABLE', 'Variable Annuity'), c('INDEXED', 'Indexed Annuity')],
  CA: [c('CHK', 'Checking'), c('SAV', 'Savings'), c('MM', 'Money Market'), c('CD', 'Certificate of Deposit'), c('HSA', 'Health Savings Account')],
  BA: [c('IND', 'Individual'), c('JNT', 'Joint'), c('TRUST', 'Trust')],
  CS: [c('529', '529 Plan'), c('ESA', 'Coverdell ESA')],
  II: [c('INHTRAD', 'Inherited Traditional IRA'), c('INHROTH', 'Inherited Roth IRA')],
};
export const jointTypes: Record<string, CodeItem[]> = {
  DEFAULT: [c('JTWROS', 'Joint Tenants with Right of Survivorship'), c('TIC', 'Tenants in Common'), c('CP', 'Community Property'), c('TBE', 'Tenancy by the Entirety')],
};
export const howOften = [c(52, 'Weekly'), c(26, 'Every Two Weeks'), c(24, 'Twice a Month'), c(12, 'Monthly'), c(4, 'Quarterly'), c(2, 'Twice a Year'), c(1, 'Annually'), c(0, 'One Time')];
export const loanTermsFixed = [c(10, '10 Years', 10), c(15, '15 Years', 15), c(20, '20 Years', 20), c(25, '25 Years', 25), c(30, '30 Years', 30)];
export const expenseFrequency = [c(12, 'Monthly'), c(4, 'Quarterly'), c(2, 'Twice a Year'), c(1, 'Annually'), c(0, 'One Time')];
export const payFrequency = [c(52, 'Weekly'), c(26, 'Every Two Weeks'), c(24, 'Twice a Month'), c(12, 'Monthly'), c(1, 'Annually')];
export const eventActions = [c('B', 'Buy'), c('S', 'Sell')];
export const eventTypes = [
  c('LOGIN', 'Signed In'), c('PLAN_UPDATED', 'Plan Updated'), c('ONBOARDING_COMPLETE', 'Onboarding Complete'),
  c('CLIENT_INVITED', 'Client Invited'), c('REPORT_RUN', 'Report Run'), c('WELCOME', 'Welcome Shown'), c('REVIEW', 'Annual Review'),
];
export const insuranceTerms = [c('TERM', 'Term'), c('PERM', 'Permanent')];
export const premiumFrequency = [c(12, 'Monthly'), c(4, 'Quarterly'), c(2, 'Semi-Annually'), c(1, 'Annually')];
export const countries = [
  c('USA', 'United States'), c('CAN', 'Canada'), c('MEX', 'Mexico'), c('GBR', 'United Kingdom'), c('DEU', 'Germany'),
  c('FRA', 'France'), c('ESP', 'Spain'), c('ITA', 'Italy'), c('PRT', 'Portugal'), c('IRL', 'Ireland'), c('AUS', 'Australia'),
  c('JPN', 'Japan'), c('CRI', 'Costa Rica'), c('OTH', 'Other'),
];
export const states = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => c(code, name));

/** Relationship options: kids K and others O; BO beneficiary is the spec's. */
export function participantRelationships(kind: 'kids' | 'others', spouse: boolean): CodeItem[] {
  if (kind === 'kids') {
    const kids = [c('CH', 'Child'), c('GC', 'Grandchild')];
    return spouse ? [...kids, c('SC', 'Stepchild')] : kids;
  }
  return [c('BO', 'Beneficiary'), c('PA', 'Parent'), c('SI', 'Sibling'), c('OT', 'Other')];
}
export const otherIncomeTypes = [c('EP', 'Pension'), c('AN', 'Annuity Income'), c('RI', 'Rental Income'), c('OI', 'Other Income')];
export const actionTypes = [c('A', 'Add'), c('C', 'Change')];
export const jobRoles = [
  c('ADV', 'Financial Advisor'), c('PLN', 'Financial Planner'), c('CPA', 'CPA / Tax Professional'), c('INS', 'Insurance Agent'),
  c('ADM', 'Practice Administrator'), c('OPS', 'Operations'), c('OTH', 'Other'),
];
export const marketingSources = [
  c('WEB', 'Web Search'), c('REF', 'Referral from a Colleague'), c('CONF', 'Conference or Event'), c('SOC', 'Social Media'),
  c('PUB', 'Industry Publication'), c('OTH', 'Other'),
];
/**
 * Average published yearly cost (tuition, fees, room and board) by college type, academic year 2024-25,
 * College Board "Trends in College Pricing and Student Aid 2024".
 */
export const collegeCosts = [
  c('PUB2', 'Public Two-Year (commuter)', 20_570),
  c('PUB4IN', 'Public Four-Year In-State', 24_920),
  c('PUB4OUT', 'Public Four-Year Out-of-State', 43_990),
  c('PRIV4', 'Private Nonprofit Four-Year', 58_600),
];
/** Full retirement age by year of birth (SSA, "Benefits Planner: Retirement Age Calculator"). */
export const retirementAges = [
  c('1937', '65', 65), c('1938', '65 and 2 months', 65 + 2 / 12), c('1939', '65 and 4 months', 65 + 4 / 12),
  c('1940', '65 and 6 months', 65.5), c('1941', '65 and 8 months', 65 + 8 / 12), c('1942', '65 and 10 months', 65 + 10 / 12),
  c('1943', '66', 66), c('1955', '66 and 2 months', 66 + 2 / 12), c('1956', '66 and 4 months', 66 + 4 / 12),
  c('1957', '66 and 6 months', 66.5), c('1958', '66 and 8 months', 66 + 8 / 12), c('1959', '66 and 10 months', 66 + 10 / 12),
  c('1960', '67', 67),
];
