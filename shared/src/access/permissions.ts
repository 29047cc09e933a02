import type { ProfilePermissions } from '../contract/account';

/**
 * Per-profile permissions (spec document 1 sections 3, 4 and 6). One pure module: the server's access guard and
 * the portal's navigation, route guard and forms all decide with these functions.
 */

/** View flags: what a client with basic access may see. */
export type ViewFlag =
  | 'historyAccess' | 'plansAccess' | 'profileAccess' | 'reportAccess' | 'scenariosAccess' | 'suggestedAccess' | 'workshopAccess';
/** Change flags: what a client with basic access may change. */
export type ChangeFlag = 'profileChange' | 'scenariosChange' | 'workshopChange' | 'workshopAdd' | 'workshopDelete';
/**
 * What a call or a screen needs: read or write the plan, one flag, or `planData`: the plan's data sections (see
 * visibility.ts), which a client receives with profile access or a what-if view.
 */
export type ProfileNeed = 'read' | 'write' | 'planData' | ViewFlag | ChangeFlag;

export const VIEW_FLAGS: readonly ViewFlag[] = [
  'historyAccess', 'plansAccess', 'profileAccess', 'reportAccess', 'scenariosAccess', 'suggestedAccess', 'workshopAccess',
];
export const CHANGE_FLAGS: readonly ChangeFlag[] = ['profileChange', 'scenariosChange', 'workshopChange', 'workshopAdd', 'workshopDelete'];

/** Advisor access levels: 0 none, 1 read, 2 write. */
export const ADVISOR_ACCESS = { none: 0, read: 1, write: 2 } as const;
/** A new profile defaults to advisorAccess 2 (spec document 1 section 4). */
export const DEFAULT_ADVISOR_ACCESS = ADVISOR_ACCESS.write;

export const NO_PERMISSIONS: ProfilePermissions = Object.freeze({
  basicAccess: false, advisorAccess: 0, historyAccess: false, plansAccess: false, profileAccess: false,
  profileChange: false, reportAccess: false, scenariosAccess: false, scenariosChange: false,
  suggestedAccess: false, workshopAccess: false, workshopChange: false, workshopAdd: false, workshopDelete: false,
});

/** An advisor's rights (no basicAccess): read at advisorAccess 1, read and write at 2. */
export function advisorPermissions(advisorAccess: number = DEFAULT_ADVISOR_ACCESS): ProfilePermissions {
  return { ...NO_PERMISSIONS, advisorAccess };
}

/** The permissions a new profile starts with. */
export function newProfilePermissions(): ProfilePermissions {
  return advisorPermissions(DEFAULT_ADVISOR_ACCESS);
}

const FLAG_KEYS = [...VIEW_FLAGS, ...CHANGE_FLAGS] as const;

/**
 * Permissions from stored flags (an invitation's or a grant's), as booleans and a 0..2 level. Missing flags are off;
 * basicAccess defaults to on, so a client is limited to the sections chosen for them unless the advisor said otherwise.
 */
export function permissionsFromFlags(flags: Partial<Record<keyof ProfilePermissions, unknown>> | null | undefined): ProfilePermissions {
  const f = flags ?? {};
  const out: ProfilePermissions = { ...NO_PERMISSIONS, basicAccess: f.basicAccess === undefined ? true : f.basicAccess === true };
  const level = Number(f.advisorAccess ?? 0);
  out.advisorAccess = Number.isInteger(level) ? Math.max(0, Math.min(2, level)) : 0;
  for (const k of FLAG_KEYS) out[k] = f[k] === true;
  return out;
}

/**
 * Spec document 1 sections 4 and 6: an advisor without basicAccess reads when advisorAccess is 1 or more and writes when
 * it is 2; with basicAccess each permission comes from its own flag; workshop add needs change plus add, workshop
 * delete change plus delete; writing the plan in general needs profile change.
 */
export function allows(p: ProfilePermissions, need: ProfileNeed): boolean {
  if (!p.basicAccess) {
    if (need === 'read' || need === 'planData' || need.endsWith('Access')) return p.advisorAccess >= ADVISOR_ACCESS.read;
    return p.advisorAccess >= ADVISOR_ACCESS.write;
  }
  switch (need) {
    case 'read': return VIEW_FLAGS.some((f) => p[f]) || p.advisorAccess >= ADVISOR_ACCESS.read;
    case 'write': return p.profileChange;
    case 'planData': return p.profileAccess || p.scenariosAccess || p.workshopAccess || p.suggestedAccess || p.plansAccess;
    case 'workshopAdd': return p.workshopChange && p.workshopAdd;
    case 'workshopDelete': return p.workshopChange && p.workshopDelete;
    default: return p[need] === true;
  }
}

/** True when `need` changes the plan (an expired licence blocks these). */
export function isChangeNeed(need: ProfileNeed): boolean {
  return need === 'write' || (CHANGE_FLAGS as readonly string[]).includes(need);
}

/** Advisor write: no basicAccess and advisorAccess 2. */
export function hasAdvisorWrite(p: ProfilePermissions): boolean {
  return !p.basicAccess && p.advisorAccess >= ADVISOR_ACCESS.write;
}

/** The profile is read-only unless the user has advisor write or profile change (spec document 1 section 6). */
export function isProfileReadOnly(p: ProfilePermissions | null | undefined): boolean {
  if (!p) return true;
  return !(hasAdvisorWrite(p) || (p.basicAccess && p.profileChange));
}

/** Workshop rights in one object, for the workshop screen's buttons. */
export function workshopRights(p: ProfilePermissions) {
  return {
    view: allows(p, 'workshopAccess'),
    change: allows(p, 'workshopChange'),
    add: allows(p, 'workshopAdd'),
    delete: allows(p, 'workshopDelete'),
  };
}
