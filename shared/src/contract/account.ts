/** GET /api/client/account (spec document 1 section 3). */
export interface Account {
  user: { id: number; firstName: string; lastName: string; username: string; email: string; roleId: number | null };
  /** ISO date-time; null means no expiry. */
  expirationDate: string | null;
  /** True when expirationDate is earlier than now. */
  expired: boolean;
  roleDescription: string;
  teamAccess: Array<{ teamId: number; teamName: string; levelAccess: number }>;
  /** Advisors whose plans this user may create and manage (own id for an advisor). */
  advisorCreate: Array<{ advisorId: number; advisorName: string }>;
  /** For a client: the plan they were invited to, or null. */
  clientProfileId: number | null;
  /** For a client: what they may see and change in that plan (the route guard and plan navigation use it). */
  clientPermissions?: ProfilePermissions | null;
}

/** Profile access flags (spec document 1 section 3). Access levels: 0 none, 1 read, 2 write. */
export interface ProfilePermissions {
  basicAccess: boolean;
  advisorAccess: number;
  historyAccess: boolean;
  plansAccess: boolean;
  profileAccess: boolean;
  profileChange: boolean;
  reportAccess: boolean;
  scenariosAccess: boolean;
  scenariosChange: boolean;
  suggestedAccess: boolean;
  workshopAccess: boolean;
  workshopChange: boolean;
  workshopAdd: boolean;
  workshopDelete: boolean;
}
