import type { z } from 'zod';
import * as C from '@portal/shared/contract';
import type { Tx } from '../db/client';
import { incomes, locations, participants, persons, planRecords, profileAccess, profiles, teamMembers, teams, users } from '../db/schema/index';

export const DEMO_EMAILS = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  advisor: 'advisor@example.com',
  advisor2: 'advisor2@example.com',
  client: 'client@example.com',
} as const;

/** Full client permissions for the demo client (every view and change flag). */
export const DEMO_CLIENT_FLAGS = {
  advisorAccess: 0, historyAccess: true, plansAccess: true, profileAccess: true, profileChange: false, reportAccess: true,
  scenariosAccess: true, scenariosChange: false, suggestedAccess: true, workshopAccess: true, workshopChange: true,
  workshopAdd: true, workshopDelete: false,
};

const kinds: Record<string, z.ZodType> = {
  debt: C.debtSchema, election: C.electionSchema, expense: C.expenseSchema, goal: C.goalSchema,
  education_goal: C.educationGoalSchema, retirement_goal: C.retirementGoalSchema, insurance: C.insuranceSchema,
  investment: C.investmentSchema, real_asset: C.realAssetSchema, other_income: C.otherIncomeSchema,
  social_security: C.socialSecuritySchema, tax: C.taxAssumptionSchema,
};

/** Dates relative to `year` so the demo couple keeps its ages whatever the year. */
const born = (year: number, age: number, md: string) => `${year - age}-${md}`;

/**
 * Demo data for a new install: one site administrator, one team with a manager and two advisors, and one
 * client plan (the Parkers: spouse, two kids, incomes, accounts, mortgage, insurance, goals) owned by
 * advisor@example.com, to which client@example.com is invited.
 */
export async function seedDemo(tx: Tx, now = new Date()) {
  const year = now.getUTCFullYear();
  const expires = new Date(now.getTime() + 365 * 86400_000);
  const [admin, manager, advisor, advisor2, client] = await tx.insert(users).values([
    { email: DEMO_EMAILS.admin, username: 'admin', firstName: 'Ada', lastName: 'Admin', roleId: 1, roleDescription: 'Site Administrator' },
    { email: DEMO_EMAILS.manager, username: 'manager', firstName: 'Morgan', lastName: 'Reyes', roleId: 2, roleDescription: 'Team Manager', expirationDate: expires },
    { email: DEMO_EMAILS.advisor, username: 'advisor', firstName: 'Avery', lastName: 'Stone', roleId: 2, roleDescription: 'Advisor', expirationDate: expires },
    { email: DEMO_EMAILS.advisor2, username: 'advisor2', firstName: 'Blake', lastName: 'Chen', roleId: 2, roleDescription: 'Advisor', expirationDate: expires },
    { email: DEMO_EMAILS.client, username: 'client', firstName: 'Jordan', lastName: 'Parker', roleId: null, roleDescription: 'Client' },
  ]).returning();

  const [team] = await tx.insert(teams).values({ name: 'Summit Wealth Partners', licenseCount: 5, licenseExpiration: expires }).returning();
  await tx.insert(teamMembers).values([
    { teamId: team.id, userId: manager.id, role: 'MANAGER', levelAccess: 3 },
    { teamId: team.id, userId: advisor.id, role: 'ADVISOR', levelAccess: 0 },
    { teamId: team.id, userId: advisor2.id, role: 'ADVISOR', levelAccess: 0 },
  ]);

  const [profile] = await tx.insert(profiles).values({
    advisorUserId: advisor.id, spouse: true, kids: true, others: false, maritalStatus: 'M', spending: 114_000,
    itemizeExpenses: true, gatheringStep: 9, planningStage: 2, onboardingComplete: true, seed: 20260101,
  }).returning();
  const profileId = profile.id;

  const [jordan, casey] = await tx.insert(persons).values([
    { profileId, type: 'C', firstName: 'Jordan', lastName: 'Parker', dateOfBirth: born(year, 45, '04-12'), gender: 'M', employmentStatus: 'EM', lifeExpectancy: 92, retirementAge: 62, annualPreTax: 145_000, monthlyTakeHome: 8_100 },
    { profileId, type: 'S', firstName: 'Casey', lastName: 'Parker', dateOfBirth: born(year, 43, '09-30'), gender: 'F', employmentStatus: 'EM', lifeExpectancy: 95, retirementAge: 62, annualPreTax: 98_000, monthlyTakeHome: 5_600 },
  ]).returning();
  const [emma, liam] = await tx.insert(participants).values([
    { profileId, type: 'K', name: 'Emma Parker', dateOfBirth: born(year, 12, '02-03'), relationship: 'CH' },
    { profileId, type: 'K', name: 'Liam Parker', dateOfBirth: born(year, 9, '07-21'), relationship: 'CH' },
  ]).returning();
  await tx.insert(incomes).values([
    { profileId, clientId: jordan.id, annualPreTax: 145_000, frequency: 26, takeHomePay: 3_740, description: 'Engineering Manager, Acme Corp' },
    { profileId, clientId: casey.id, annualPreTax: 98_000, frequency: 24, takeHomePay: 2_800, description: 'Physical Therapist' },
  ]);
  await tx.insert(locations).values([
    { profileId, eventTrigger: 'NW', country: 'USA', state: 'CO' },
    { profileId, eventTrigger: 'CA', age: 67, country: 'USA', state: 'AZ' },
  ]);

  const records: Array<[string, Record<string, unknown>]> = [
    ['investment', { type: 'ES', subType: '401K', description: 'Acme 401(k)', owner: 'CL', balance: 312_000, taxTreatment: 'DEFERRED', portfolioId: 'GROWTH' }], // contributions and match: the payroll election below
    ['investment', { type: 'IR', subType: 'ROTH', description: 'Casey Roth IRA', owner: 'SP', balance: 86_000, taxTreatment: 'ROTH', annualContribution: 7_000, portfolioId: 'GROWTH' }],
    ['investment', { type: 'IR', subType: 'TRAD', description: 'Jordan Rollover IRA', owner: 'CL', balance: 54_000, taxTreatment: 'DEFERRED', portfolioId: 'MODERATE' }],
    ['investment', { type: 'BA', subType: 'JNT', description: 'Joint Brokerage', owner: 'JT', balance: 128_000, costBasis: 90_000, taxTreatment: 'TAXABLE', annualContribution: 6_000, portfolioId: 'MODERATE', holdings: [{ ticker: 'VTI', amount: 80_000 }, { ticker: 'BND', amount: 48_000 }] }],
    ['investment', { type: 'CA', subType: 'SAV', description: 'Emergency Savings', owner: 'JT', balance: 42_000, taxTreatment: 'TAXABLE', portfolioId: 'CASH' }],
    ['investment', { type: 'CS', subType: '529', description: 'Emma 529', owner: 'CL', balance: 38_000, taxTreatment: 'EXEMPT', annualContribution: 3_600, participantId: emma.id, portfolioId: 'MODERATE' }],
    ['investment', { type: 'CS', subType: '529', description: 'Liam 529', owner: 'CL', balance: 24_000, taxTreatment: 'EXEMPT', annualContribution: 3_600, participantId: liam.id, portfolioId: 'MODERATE' }],
    ['debt', { type: 'RE', description: 'Home Mortgage', owner: 'JT', balance: 318_000, interestRate: 3.25, monthlyPayment: 2_176, loanTerm: 30, startDate: `${year - 6}-06-01` }],
    ['debt', { type: 'OD', description: 'Auto Loan', owner: 'CL', balance: 18_500, interestRate: 5.9, monthlyPayment: 520, loanTerm: 5 }],
    ['real_asset', { category: 'RE', description: 'Primary Residence', owner: 'JT', value: 640_000, costBasis: 455_000, appreciationRate: 3.5, isPrimaryResidence: true, sellAge: 67, sellingCostPercent: 6 }],
    ['real_asset', { category: 'FE', description: 'Retirement Home in Arizona', owner: 'JT', purchaseAge: 67, purchasePrice: 450_000, appreciationRate: 3 }],
    ['insurance', { type: 'LI', description: 'Jordan 20-Year Term Life', insuredId: jordan.id, owner: 'CL', coverageAmount: 1_000_000, premium: 65, premiumFrequency: 12, term: 'TERM', termYears: 20, beneficiary: 'Casey Parker' }],
    ['insurance', { type: 'LI', description: 'Casey 20-Year Term Life', insuredId: casey.id, owner: 'SP', coverageAmount: 750_000, premium: 48, premiumFrequency: 12, term: 'TERM', termYears: 20, beneficiary: 'Jordan Parker' }],
    ['insurance', { type: 'DI', description: 'Group Disability', insuredId: jordan.id, owner: 'CL', coverageAmount: 7_250, premium: 0, premiumFrequency: 12 }],
    ['other_income', { type: 'EP', description: 'Casey Hospital Pension', owner: 'SP', amount: 14_400, startAge: 65, cola: 2, survivorPercent: 50 }],
    ['social_security', { ownerValue: 'CL', pia: 3_450, claimAge: 67 }],
    ['social_security', { ownerValue: 'SP', pia: 2_380, claimAge: 67 }],
    // Itemized (itemizeExpenses is on), so these LE lines are the household's living costs: 8,500 a month plus
    // travel, the profile's 114,000 spending (with the mortgage, savings and taxes about what the family earns); the
    // retirement goal's spending takes over at retirement. The couple hope to retire at 62 and spend 150,000 a year:
    // the plan's real question, a probability of success in the 70s before the advisor's suggested actions
    // (scenarios/seed.ts), which raise it.
    ['expense', { type: 'LE', description: 'Household living costs', owner: 'JT', amount: 8_500, frequency: 12, startTrigger: 'NW', endTrigger: 'CR' }],
    ['expense', { type: 'LE', description: 'Travel', owner: 'JT', amount: 12_000, frequency: 1, startTrigger: 'NW', endTrigger: 'CA', endAge: 80 }],
    ['expense', { type: 'IS', description: 'Health insurance before Medicare', owner: 'JT', amount: 1_450, frequency: 12, startTrigger: 'CR', endTrigger: 'CA', endAge: 65 }],
    ['retirement_goal', { clientRetirementAge: 62, spouseRetirementAge: 62, annualSpending: 150_000 }],
    ['education_goal', { participantId: emma.id, description: 'Emma - University', collegeCode: 'PUB4IN', annualCost: 24_920, startAge: 18, years: 4, fundedPercent: 100 }],
    ['education_goal', { participantId: liam.id, description: 'Liam - University', collegeCode: 'PUB4OUT', annualCost: 43_990, startAge: 18, years: 4, fundedPercent: 75 }],
    ['goal', { goalType: 'VE', description: 'Replace family car', amount: 45_000, age: 50, years: 1 }],
    ['goal', { goalType: 'TR', description: 'Anniversary trip', amount: 20_000, age: 55, years: 1 }],
    ['tax', { filingStatus: 'MFJ', clientCountry: 'USA', clientState: 'CO', clientLocalRate: 0, clientExemptions: 0, spouseCountry: 'USA', spouseState: 'CO', spouseLocalRate: 0, spouseExemptions: 0 }],
  ];
  const row = ([kind, data]: [string, Record<string, unknown>]) => ({ profileId, kind, data: kinds[kind].parse({ ...data, profileId }) as Record<string, unknown> });
  const saved = await tx.insert(planRecords).values(records.map(row)).returning({ id: planRecords.id, kind: planRecords.kind, data: planRecords.data });
  const plan401k = saved.find((r) => r.kind === 'investment' && r.data.type === 'ES')!;
  // Jordan's deferral feeds the Acme 401(k) (with the employer's tiered match); the premium is a pre-tax deduction.
  await tx.insert(planRecords).values(([
    ['election', { clientId: jordan.id, category: 'PLAN', description: 'Acme 401(k) deferral', type: 'PRE', investmentId: plan401k.id, contributionPercent: 10, matchTiers: [{ matchPercentage: 3, employerRate: 100 }, { matchPercentage: 5, employerRate: 50 }] }],
    ['election', { clientId: jordan.id, category: 'PAYROLL', description: 'Medical premium', type: 'PRE', contributionAmount: 4_800 }],
  ] as Array<[string, Record<string, unknown>]>).map(row));

  await tx.insert(profileAccess).values({
    profileId, userId: client.id, email: client.email, username: client.username, firstName: client.firstName,
    lastName: client.lastName, status: 'ACTIVE', flags: DEMO_CLIENT_FLAGS,
  });
  return { admin, manager, advisor, advisor2, client, team, profileId };
}
