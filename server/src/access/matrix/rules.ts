import { allows, type ProfileNeed } from '@portal/shared/access';
import {
  ADVISOR_TEAMS, LEVEL_NUMBER, MISSING_ID, PLAN_RIGHTS, ROLE, TEAM_LEVEL, levelKeyOf, planOf,
  type Caller, type LevelName, type Target, type World,
} from './world';

export type Decision = 'allow' | 'deny' | 'unauth';

export interface ProbeContext {
  w: World;
  caller: Caller;
  target: Target;
  method: string;
  /** Whether this probe is expected to be allowed (fixtures hand out fresh rows to allowed deletes). */
  allowed: boolean;
  /** The {level}/{settingsLevel}/{intLevel} value of the line, if any. */
  level?: LevelName;
}
export type Value = string | number | Promise<string | number>;
export type Filler = (ctx: ProbeContext) => Value;

export interface Rule {
  /** What each caller may do, about each target. */
  decide: (caller: Caller, target: Target) => Decision;
  /** The call is about one plan, team or advisor: walk the demo one, the other one and a missing one. */
  scoped: boolean;
  /** Path parameters (by name) that the defaults do not fill. */
  params?: Record<string, Filler>;
  /** JSON body (POST/DELETE); a form body when `form`. */
  body?: (ctx: ProbeContext) => unknown;
  form?: boolean;
  query?: (ctx: ProbeContext) => Record<string, string | number>;
  /** Why the rule is what it is, when it is not obvious. */
  note?: string;
}

const signedIn = (caller: Caller) => caller !== 'anonymous';
const withSession = (decide: (caller: Exclude<Caller, 'anonymous'>, target: Target) => boolean) =>
  (caller: Caller, target: Target): Decision => (!signedIn(caller) ? 'unauth' : decide(caller as Exclude<Caller, 'anonymous'>, target) ? 'allow' : 'deny');

// ---- who ------------------------------------------------------------------------------------------------------

/** Anyone, signed in or not (sign-up, code lists of the sign-up form, the product demo). */
export const open = (more: Partial<Rule> = {}): Rule => ({ decide: () => 'allow', scoped: false, ...more });
/** Any signed-in user. */
export const signedInUser = (more: Partial<Rule> = {}): Rule => ({ decide: withSession(() => true), scoped: false, ...more });
/** Any user with a role id (advisors, staff, managers, site administrators); clients are refused. */
export const advisorsOnly = (more: Partial<Rule> = {}): Rule => ({ decide: withSession((c) => ROLE[c] != null), scoped: false, ...more });
/** Role id 1 only. */
export const siteAdminOnly = (more: Partial<Rule> = {}): Rule => ({ decide: withSession((c) => ROLE[c] === 1), scoped: false, ...more });
/** None of the matrix's callers (e.g. ending a demo session, which only a demo visitor has). */
export const noCaller = (more: Partial<Rule> = {}): Rule => ({ decide: withSession(() => false), scoped: false, ...more });

/** A right on one plan: `needs` lists alternatives (any one suffices). */
export const plan = (needs: ProfileNeed | ProfileNeed[], more: Partial<Rule> = {}): Rule => {
  const list = Array.isArray(needs) ? needs : [needs];
  return {
    decide: withSession((c, target) => {
      if (target === 'missing') return false;
      const p = PLAN_RIGHTS[c][target];
      return !!p && list.some((n) => allows(p, n));
    }),
    scoped: true,
    ...more,
  };
};

/** A right on one plan held as its advisor (no basicAccess): managing client access, deleting the plan. */
export const planAsAdvisor = (need: 'read' | 'write', more: Partial<Rule> = {}): Rule => ({
  decide: withSession((c, target) => {
    if (target === 'missing') return false;
    const p = PLAN_RIGHTS[c][target];
    return !!p && !p.basicAccess && allows(p, need);
  }),
  scoped: true,
  ...more,
});

/**
 * Create access for the target plan's advisor (the account's advisorCreate): the advisor, a level 2+ member of a team
 * the advisor is in (a plan made that way belongs to that team), the site administrator. Calls about an existing plan
 * still need rights to that plan (they are refused in their handler, after this rule).
 */
export const advisorCreate = (more: Partial<Rule> = {}): Rule => ({
  decide: withSession((c, target) => {
    if (target === 'missing') return false;
    if (c === 'admin') return true;
    if (c === (target === 'demo' ? 'owner' : 'otherAdvisor')) return true;
    return ADVISOR_TEAMS[target].some((team) => (TEAM_LEVEL[c][team] ?? 0) >= 2);
  }),
  scoped: true,
  ...more,
});

/**
 * Levels (spec document 2 section 3): global is read by everyone signed in and changed by the site administrator; a
 * team by its members (changed at level 2+); an advisor's level by the advisor and team members at level 1+ (changed
 * at 2+); a plan's by the plan's read / write right. The site administrator reads and changes every level.
 */
export function levelDecision(level: LevelName, need: 'read' | 'write') {
  return withSession((c, target) => {
    if (c === 'admin') return target !== 'missing' || level === 'global';
    if (level === 'global') return need === 'read';
    if (target === 'missing') return false;
    if (level === 'profile') {
      const p = PLAN_RIGHTS[c][target];
      return !!p && allows(p, need);
    }
    const teamLevel = TEAM_LEVEL[c][target];
    if (level === 'team') return teamLevel !== undefined && (need === 'read' || teamLevel >= 2);
    const self = (target === 'demo' && c === 'owner') || (target === 'other' && c === 'otherAdvisor');
    return self || (teamLevel !== undefined && teamLevel >= (need === 'read' ? 1 : 2));
  });
}
export const atLevel = (level: LevelName, need: 'read' | 'write', more: Partial<Rule> = {}): Rule =>
  ({ decide: levelDecision(level, need), scoped: level !== 'global', ...more });
/** The advisor's own level (dashboards, payment): as atLevel('user'). */
export const advisorLevel = (need: 'read' | 'write', more: Partial<Rule> = {}) => atLevel('user', need, more);

/** A team: members with `minLevel` or more (0: any member); the site administrator always. */
export const team = (minLevel: number, more: Partial<Rule> = {}): Rule => ({
  decide: withSession((c, target) => {
    if (target === 'missing') return false;
    if (c === 'admin') return true;
    const lvl = TEAM_LEVEL[c][target];
    return lvl !== undefined && lvl >= minLevel;
  }),
  scoped: true,
  ...more,
});

// ---- what (fillers) -------------------------------------------------------------------------------------------

export const planId = ({ w, target }: ProbeContext): number => planOf(w, target);
export const advisorId: Filler = ({ w, target }) => (target === 'missing' ? MISSING_ID : w.advisor[target]);
export const teamId = ({ w, target }: ProbeContext): number => (target === 'missing' ? MISSING_ID : w.team[target]);
export const spareUser: Filler = ({ w, target }) => (target === 'missing' ? MISSING_ID : w.spare[target]);
export const levelKey = ({ w, target, level }: ProbeContext): number => levelKeyOf(w, level ?? 'global', target);
export const levelNo = (ctx: ProbeContext) => LEVEL_NUMBER[ctx.level ?? 'global'];
export const constant = (v: string | number): Filler => () => v;

/** `{ profileId }`, the body of a plan record save. */
export const planBody = (ctx: ProbeContext) => ({ profileId: planOf(ctx.w, ctx.target) });
/** `[{ profileId }]`, a list save. */
export const planRows = (ctx: ProbeContext) => [{ profileId: planOf(ctx.w, ctx.target) }];
