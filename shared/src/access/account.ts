import type { Account } from '../contract/account';

/** Any user with a role id counts as an advisor; other users are clients (spec document 1 section 6). */
export function isAdvisor(account: Pick<Account, 'user'> | null | undefined): boolean {
  return account?.user.roleId != null;
}

/** Role id 1 is the site administrator: only they see Global Administration. */
export const SITE_ADMIN_ROLE_ID = 1;
/** A registered advisor (trial or paid). */
export const ADVISOR_ROLE_ID = 2;
/** Team staff. */
export const STAFF_ROLE_ID = 3;

export function canSeeGlobalAdministration(account: Pick<Account, 'user'> | null | undefined): boolean {
  return account?.user.roleId === SITE_ADMIN_ROLE_ID;
}

/** The team menu shows when any team access has a level above 0. */
export function canSeeTeamMenu(account: Pick<Account, 'teamAccess'> | null | undefined): boolean {
  return !!account?.teamAccess.some((t) => t.levelAccess > 0);
}

/**
 * The advisor whose menu the header shows, or null: the selected profile's advisor (the user's own when no profile
 * is selected), and only when the user has create access for that advisor (spec document 1 sections 2 and 6).
 */
export function advisorMenuFor(
  account: Pick<Account, 'user' | 'advisorCreate'> | null | undefined,
  profileAdvisorUserId: number | null | undefined,
): { advisorId: number; advisorName: string } | null {
  if (!account || !isAdvisor(account)) return null;
  const advisorId = profileAdvisorUserId ?? account.user.id;
  return account.advisorCreate.find((a) => a.advisorId === advisorId) ?? null;
}

/** A licence is expired when its expiration date is earlier than now (null means no expiry). */
export function isLicenceExpired(expirationDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (expirationDate == null) return false;
  const t = new Date(expirationDate).getTime();
  return Number.isFinite(t) && t < now.getTime();
}

const isoDay = (d: string | Date) => new Date(d).toISOString().slice(0, 10);

/** Why plan changes are blocked for this licence, or null when they are not. */
export function licenceBlockReason(expirationDate: string | Date | null | undefined, now: Date = new Date()): string | null {
  if (!isLicenceExpired(expirationDate, now)) return null;
  return `Your licence expired on ${isoDay(expirationDate!)}. Plan changes are blocked until it is renewed.`;
}

/**
 * Whether this user may change plans at all: an expired licence blocks plan changes (the site administrator's
 * never does). Returns the reason to show, or null.
 */
export function planChangeBlockReason(
  user: { roleId: number | null; expirationDate: string | Date | null | undefined },
  now: Date = new Date(),
): string | null {
  if (user.roleId === SITE_ADMIN_ROLE_ID) return null;
  return licenceBlockReason(user.expirationDate, now);
}
