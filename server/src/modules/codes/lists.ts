import { codeLists, type CodeItem } from '@portal/shared/contract';

export type CodeList = CodeItem[];

/** The code lists live in @portal/shared (one mapping for the screens, the API and the PDF report). */
export const {
  employmentStatus, gender, maritalStatus, filingStatus, triggers, owners, investmentTypes, insuranceTypes, debtTypes,
  realAssetCategories, expenseTypes, goalTypes, assetTypes, jointTypes, howOften, loanTermsFixed, expenseFrequency,
  payFrequency, eventActions, eventTypes, insuranceTerms, premiumFrequency, countries, states, participantRelationships,
  otherIncomeTypes, actionTypes, jobRoles, marketingSources, collegeCosts, retirementAges,
} = codeLists;
