/**
 * The engine's view of a saved plan (the portal's profile aggregate, GET /api/client/profile/{id}): only the
 * fields the engine reads or a scenario action changes. The portal's contract (@portal/shared) is assignable to
 * it structurally; calc imports nothing of the project, so the engine's input types live here.
 */
import type { DebtType, ExpenseType } from './types';

type Opt<T> = T | null | undefined;

/** Every plan record: its id, and `active: false` when removed. */
export interface PlanRecord {
  id: number;
  profileId?: number;
  active?: Opt<boolean>;
}

export interface PersonRecord extends PlanRecord {
  type?: Opt<string>;
  firstName: string;
  dateOfBirth?: Opt<string>;
  lifeExpectancy?: Opt<number>;
  retirementAge?: Opt<number>;
  employmentStatus?: Opt<string>;
}

export interface ParticipantRecord extends PlanRecord {
  type?: Opt<string>;
  name: string;
  dateOfBirth?: Opt<string>;
}

export interface IncomeRecord extends PlanRecord {
  clientId: number;
  annualPreTax?: Opt<number>;
  age?: Opt<number>;
  raiseRate?: Opt<number>;
}

export interface ElectionRecord extends PlanRecord {
  clientId: number;
  type?: Opt<string>;
  description: string;
  investmentId?: Opt<number>;
  contributionPercent?: Opt<number>;
  contributionAmount?: Opt<number>;
  matchTiers?: Opt<ReadonlyArray<{ matchPercentage: number; employerRate: number }>>;
}

export interface LocationRecord extends PlanRecord {
  eventTrigger?: Opt<string>;
  age?: Opt<number>;
  country?: Opt<string>;
  state?: Opt<string>;
}

export interface InvestmentRecord extends PlanRecord {
  type?: Opt<string>;
  subType?: Opt<string>;
  description: string;
  owner?: Opt<string>;
  balance?: Opt<number>;
  costBasis?: Opt<number>;
  taxTreatment?: Opt<string>;
  annualContribution?: Opt<number>;
  contributionEndAge?: Opt<number>;
  employerMatch?: Opt<number>;
  portfolioId?: Opt<string>;
  participantId?: Opt<number>;
}

export interface RealAssetRecord extends PlanRecord {
  category?: Opt<string>;
  description: string;
  owner?: Opt<string>;
  value?: Opt<number>;
  costBasis?: Opt<number>;
  appreciationRate?: Opt<number>;
  purchaseAge?: Opt<number>;
  purchasePrice?: Opt<number>;
  sellAge?: Opt<number>;
  sellingCostPercent?: Opt<number>;
  isPrimaryResidence?: Opt<boolean>;
  annualRentalIncome?: Opt<number>;
}

export interface OtherIncomeRecord extends PlanRecord {
  type?: Opt<string>;
  description: string;
  owner?: Opt<string>;
  amount?: Opt<number>;
  startAge?: Opt<number>;
  endAge?: Opt<number>;
  cola?: Opt<number>;
  taxable?: Opt<boolean>;
  survivorPercent?: Opt<number>;
}

export interface SocialSecurityRecord extends PlanRecord {
  ownerValue?: Opt<string>;
  pia?: Opt<number>;
  claimAge: number;
  spousalBenefit?: boolean;
}

export interface GoalRecord extends PlanRecord {
  goalType?: Opt<string>;
  description: string;
  amount?: Opt<number>;
  startTrigger?: Opt<string>;
  age?: Opt<number>;
  years?: Opt<number>;
}

export interface RetirementGoalRecord {
  id: number;
  profileId?: number;
  active?: Opt<boolean>;
  clientRetirementAge?: Opt<number>;
  spouseRetirementAge?: Opt<number>;
  annualSpending?: Opt<number>;
}

export interface EducationGoalRecord extends PlanRecord {
  participantId: number;
  description?: Opt<string>;
  annualCost?: Opt<number>;
  fundedPercent?: Opt<number>;
  startAge?: Opt<number>;
  years?: Opt<number>;
}

export interface DebtRecord extends PlanRecord {
  type?: Opt<DebtType>;
  description: string;
  balance?: Opt<number>;
  interestRate?: Opt<number>;
  monthlyPayment?: Opt<number>;
  loanTerm?: Opt<number>;
  startDate?: Opt<string>;
  realAssetId?: Opt<number>;
}

export interface ExpenseRecord extends PlanRecord {
  type?: Opt<ExpenseType>;
  description: string;
  amount?: Opt<number>;
  frequency?: Opt<number>;
  startTrigger?: Opt<string>;
  startAge?: Opt<number>;
  endTrigger?: Opt<string>;
  endAge?: Opt<number>;
  inflationRate?: Opt<number>;
}

export interface InsuranceRecord extends PlanRecord {
  type?: Opt<string>;
  description: string;
  owner?: Opt<string>;
  insuredId?: Opt<number>;
  term?: Opt<string>;
  termYears?: Opt<number>;
  premium?: Opt<number>;
  premiumFrequency?: Opt<number>;
  coverageAmount?: Opt<number>;
}

export interface TaxAssumptionRecord extends PlanRecord {
  filingStatus?: Opt<string>;
  clientState?: Opt<string>;
  clientCountry?: Opt<string>;
  clientLocalRate?: Opt<number>;
  spouseLocalRate?: Opt<number>;
  /** Locality codes (src/data/localities.ts); an unknown code is ignored and the rate applies. */
  clientLocality?: Opt<string>;
  spouseLocality?: Opt<string>;
}

export interface StrategyRecord extends PlanRecord {
  type?: Opt<string>;
  withdrawalOrder?: Opt<readonly string[]>;
  conversionBracket?: Opt<number>;
  conversionBelowIrmaaTier?: Opt<boolean>;
  conversionStartAge?: Opt<number>;
  conversionEndAge?: Opt<number>;
  clientClaimAge?: Opt<number>;
  spouseClaimAge?: Opt<number>;
}

/** A saved plan as the engine reads it. */
export interface ProfileLike {
  id: number;
  spending?: Opt<number>;
  itemizeExpenses?: Opt<boolean>;
  spouse?: Opt<boolean>;
  clients: PersonRecord[];
  participants: ParticipantRecord[];
  incomes: IncomeRecord[];
  elections: ElectionRecord[];
  locations: LocationRecord[];
  investments: InvestmentRecord[];
  realAssets: RealAssetRecord[];
  otherIncomes: OtherIncomeRecord[];
  socialSecurityIncome: SocialSecurityRecord[];
  goals: GoalRecord[];
  retirementGoal: RetirementGoalRecord | null;
  educationGoals: EducationGoalRecord[];
  debts: DebtRecord[];
  expenses: ExpenseRecord[];
  insurances: InsuranceRecord[];
  taxAssumptions: TaxAssumptionRecord[];
  strategies: StrategyRecord[];
}
