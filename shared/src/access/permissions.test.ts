import type { ProfilePermissions } from '../contract/account';
import {
  CHANGE_FLAGS, DEFAULT_ADVISOR_ACCESS, NO_PERMISSIONS, VIEW_FLAGS, advisorPermissions, allows, hasAdvisorWrite,
  isChangeNeed, isProfileReadOnly, newProfilePermissions, permissionsFromFlags, workshopRights, type ProfileNeed,
} from './permissions';

const client = (flags: Partial<ProfilePermissions>): ProfilePermissions => ({ ...NO_PERMISSIONS, basicAccess: true, ...flags });
const ALL_NEEDS: ProfileNeed[] = ['read', 'write', ...VIEW_FLAGS, ...CHANGE_FLAGS];

describe('advisor without basicAccess', () => {
  it('reads at advisorAccess 1 and writes nothing', () => {
    const p = advisorPermissions(1);
    expect(allows(p, 'read')).toBe(true);
    for (const f of VIEW_FLAGS) expect(allows(p, f)).toBe(true);
    expect(allows(p, 'write')).toBe(false);
    for (const f of CHANGE_FLAGS) expect(allows(p, f)).toBe(false);
  });

  it('reads and writes everything at advisorAccess 2', () => {
    const p = advisorPermissions(2);
    for (const need of ALL_NEEDS) expect(allows(p, need)).toBe(true);
  });

  it('has nothing at advisorAccess 0, whatever the flags say', () => {
    const p = { ...advisorPermissions(0), profileAccess: true, profileChange: true };
    for (const need of ALL_NEEDS) expect(allows(p, need)).toBe(false);
  });
});

describe('user with basicAccess: each permission from its own flag', () => {
  it('views only the sections flagged', () => {
    const p = client({ profileAccess: true, workshopAccess: true });
    expect(allows(p, 'profileAccess')).toBe(true);
    expect(allows(p, 'workshopAccess')).toBe(true);
    expect(allows(p, 'historyAccess')).toBe(false);
    expect(allows(p, 'plansAccess')).toBe(false);
    expect(allows(p, 'reportAccess')).toBe(false);
    expect(allows(p, 'scenariosAccess')).toBe(false);
    expect(allows(p, 'suggestedAccess')).toBe(false);
    expect(allows(p, 'read')).toBe(true);
    expect(allows(p, 'write')).toBe(false);
  });

  it('ignores advisorAccess once basicAccess is set', () => {
    const p = client({ advisorAccess: 2 });
    expect(allows(p, 'write')).toBe(false);
    expect(allows(p, 'profileChange')).toBe(false);
  });

  it('writes the plan only with profile change', () => {
    expect(allows(client({ profileAccess: true, profileChange: true }), 'write')).toBe(true);
    expect(allows(client({ profileAccess: true, scenariosChange: true }), 'write')).toBe(false);
  });

  it('reads nothing when no view flag is on', () => {
    expect(allows(client({}), 'read')).toBe(false);
  });

  it('workshop add needs change plus add; delete needs change plus delete', () => {
    expect(allows(client({ workshopAdd: true }), 'workshopAdd')).toBe(false);
    expect(allows(client({ workshopChange: true }), 'workshopAdd')).toBe(false);
    expect(allows(client({ workshopChange: true, workshopAdd: true }), 'workshopAdd')).toBe(true);
    expect(allows(client({ workshopDelete: true }), 'workshopDelete')).toBe(false);
    expect(allows(client({ workshopChange: true, workshopDelete: true }), 'workshopDelete')).toBe(true);
    expect(workshopRights(client({ workshopAccess: true, workshopChange: true, workshopAdd: true })))
      .toEqual({ view: true, change: true, add: true, delete: false });
  });
});

describe('defaults and read-only', () => {
  it('a new profile defaults to advisorAccess 2', () => {
    expect(DEFAULT_ADVISOR_ACCESS).toBe(2);
    expect(newProfilePermissions()).toEqual({ ...NO_PERMISSIONS, advisorAccess: 2 });
    expect(isProfileReadOnly(newProfilePermissions())).toBe(false);
  });

  it('the profile is read-only unless advisor write or profile change', () => {
    expect(isProfileReadOnly(advisorPermissions(1))).toBe(true);
    expect(isProfileReadOnly(advisorPermissions(2))).toBe(false);
    expect(isProfileReadOnly(client({ profileAccess: true }))).toBe(true);
    expect(isProfileReadOnly(client({ profileAccess: true, profileChange: true }))).toBe(false);
    expect(isProfileReadOnly(client({ advisorAccess: 2, workshopChange: true }))).toBe(true);
    expect(isProfileReadOnly(null)).toBe(true);
    expect(hasAdvisorWrite(client({ advisorAccess: 2 }))).toBe(false);
  });

  it('knows which needs change the plan', () => {
    expect(isChangeNeed('write')).toBe(true);
    expect(isChangeNeed('workshopAdd')).toBe(true);
    expect(isChangeNeed('read')).toBe(false);
    expect(isChangeNeed('reportAccess')).toBe(false);
  });
});

describe('permissionsFromFlags', () => {
  it('reads stored flags: booleans only when true, level clamped to 0..2, basicAccess on unless stored off', () => {
    const p = permissionsFromFlags({ profileAccess: true, workshopAccess: 'yes', advisorAccess: 7 });
    expect(p.basicAccess).toBe(true);
    expect(p.profileAccess).toBe(true);
    expect(p.workshopAccess).toBe(false);
    expect(p.advisorAccess).toBe(2);
    expect(permissionsFromFlags({ basicAccess: false, advisorAccess: 1 })).toEqual({ ...NO_PERMISSIONS, advisorAccess: 1 });
    expect(permissionsFromFlags(null)).toEqual({ ...NO_PERMISSIONS, basicAccess: true });
  });
});
