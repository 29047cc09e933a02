import type {
  Debt, EducationGoal, Election, Expense, Goal, Income, Insurance, Investment, Location, OtherIncome, Participant,
  Person, ProfileInput, RealAsset, RetirementGoal, SocialSecurity, Strategy, TargetMethod, TaxAssumption,
} from './plan';
import type { Action, Scenario } from './scenario';
import type { ProfilePermissions } from './account';

type Saved<T> = T & { id: number; profileId: number };

/**
 * The whole plan as the API returns it (GET /api/client/profile/{id}, and `profile` inside the combined result).
 * The spec's flags `spouse`, `kids` and `others` are booleans; the people themselves are in `clients`
 * (types C and S) and `participants` (types K and O).
 */
export interface ProfileAggregate extends Omit<ProfileInput, 'id'> {
  id: number;
  /** Bumped by every change to plan data; results are cached per version. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set by POST /api/client/profile/{id}/onboarding/complete. */
  onboardingComplete?: boolean;
  clients: Saved<Person>[];
  participants: Saved<Participant>[];
  incomes: Saved<Income>[];
  elections: Saved<Election>[];
  locations: Saved<Location>[];
  investments: Saved<Investment>[];
  realAssets: Saved<RealAsset>[];
  otherIncomes: Saved<OtherIncome>[];
  socialSecurityIncome: Saved<SocialSecurity>[];
  goals: Saved<Goal>[];
  retirementGoal: Saved<RetirementGoal> | null;
  educationGoals: Saved<EducationGoal>[];
  debts: Saved<Debt>[];
  expenses: Saved<Expense>[];
  insurances: Saved<Insurance>[];
  taxAssumptions: Saved<TaxAssumption>[];
  strategies: Saved<Strategy>[];
  targetMethods: Saved<TargetMethod>[];
  scenarios: Array<Scenario & { actions?: Action[] }>;
  permissions: ProfilePermissions;
  /**
   * Why the plan is read-only for this caller because a licence expired (theirs, or the plan advisor's), or null;
   * `permissions` then carry no change right. The shell shows it in a banner with a link to renewal.
   */
  licenceBlock?: string | null;
  profileSettings: Record<string, string>;
}

/** One row of the client list. */
export interface ProfileListItem {
  id: number;
  clientName: string;
  advisorUserId: number | null;
  advisorName: string | null;
  updatedAt: string;
  planningStage: number;
}
