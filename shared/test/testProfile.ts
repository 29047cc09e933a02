import type { ProfileAggregate } from '../src/contract/aggregate';

const FULL = {
  basicAccess: false, advisorAccess: 2, historyAccess: false, plansAccess: false, profileAccess: false, profileChange: false,
  reportAccess: false, scenariosAccess: false, scenariosChange: false, suggestedAccess: false, workshopAccess: false,
  workshopChange: false, workshopAdd: false, workshopDelete: false,
};

/** A small saved plan for tests: a couple, a 401(k), a home, one goal, Social Security for both. */
export function testProfile(): ProfileAggregate {
  const profileId = 7;
  return {
    id: profileId, version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', active: true,
    advisorUserId: 3, gatheringStep: 9, planningStage: 2, itemizeExpenses: false, kids: false, others: false, spouse: true,
    maritalStatus: 'M', seed: 42, spending: 72_000, goalOrder: [], adoptedActions: [],
    clients: [
      { id: 11, profileId, active: true, type: 'C', firstName: 'Jordan', lastName: 'Parker', dateOfBirth: '1981-04-12', gender: 'M', employmentStatus: 'EM', lifeExpectancy: 92, retirementAge: 65, annualPreTax: 145_000, monthlyTakeHome: null },
      { id: 12, profileId, active: true, type: 'S', firstName: 'Casey', lastName: 'Parker', dateOfBirth: '1983-09-30', gender: 'F', employmentStatus: 'EM', lifeExpectancy: 95, retirementAge: 65, annualPreTax: 98_000, monthlyTakeHome: null },
    ],
    participants: [], incomes: [], elections: [], locations: [],
    investments: [
      { id: 21, profileId, active: true, type: 'ES', subType: '401K', description: 'Acme 401(k)', owner: 'CL', balance: 312_000, costBasis: null, taxTreatment: 'DEFERRED', annualContribution: 23_500, contributionEndAge: null, employerMatch: 7_250, contributionType: null, portfolioId: 'GROWTH', holdings: [], participantId: null, integrationRecordId: null },
    ],
    realAssets: [
      { id: 31, profileId, active: true, category: 'RE', description: 'Primary Residence', owner: 'JT', value: 640_000, costBasis: 455_000, appreciationRate: 3.5, purchaseAge: null, purchasePrice: null, sellAge: null, sellingCostPercent: 6, isPrimaryResidence: true, annualRentalIncome: null },
    ],
    otherIncomes: [],
    socialSecurityIncome: [
      { id: 41, profileId, active: true, type: 'SS', ownerValue: 'CL', pia: 3_450, claimAge: 67, spousalBenefit: true },
      { id: 42, profileId, active: true, type: 'SS', ownerValue: 'SP', pia: 2_380, claimAge: 67, spousalBenefit: true },
    ],
    goals: [
      { id: 51, profileId, active: true, goalType: 'VE', description: 'Replace family car', amount: 45_000, owner: 'CL', startTrigger: 'CA', age: 50, years: 1, priority: null },
    ],
    retirementGoal: { id: 61, profileId, active: true, clientRetirementAge: 65, spouseRetirementAge: 65, annualSpending: 96_000 },
    educationGoals: [], debts: [],
    expenses: [
      { id: 71, profileId, active: true, type: 'LE', description: 'Travel', owner: 'JT', amount: 8_000, frequency: 1, startTrigger: 'NW', startAge: null, endTrigger: 'CA', endAge: 80, inflationRate: null },
    ],
    insurances: [], taxAssumptions: [], strategies: [], targetMethods: [], scenarios: [],
    permissions: FULL, profileSettings: {},
  } as ProfileAggregate;
}
