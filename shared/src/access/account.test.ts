import type { Account } from '../contract/account';
import {
  advisorMenuFor, canSeeGlobalAdministration, canSeeTeamMenu, isAdvisor, isLicenceExpired, licenceBlockReason, planChangeBlockReason,
} from './account';

const account = (over: Partial<Account> & { roleId?: number | null } = {}): Account => ({
  user: { id: 10, firstName: 'Avery', lastName: 'Stone', username: 'avery', email: 'a@example.com', roleId: over.roleId === undefined ? 2 : over.roleId },
  expirationDate: null, expired: false, roleDescription: 'Advisor', teamAccess: [], advisorCreate: [{ advisorId: 10, advisorName: 'Avery Stone' }],
  clientProfileId: null, ...over,
});

describe('menus', () => {
  it('any role id is an advisor; no role id is a client', () => {
    expect(isAdvisor(account())).toBe(true);
    expect(isAdvisor(account({ roleId: 3 }))).toBe(true);
    expect(isAdvisor(account({ roleId: null }))).toBe(false);
    expect(isAdvisor(null)).toBe(false);
  });

  it('Global Administration only for role id 1', () => {
    expect(canSeeGlobalAdministration(account({ roleId: 1 }))).toBe(true);
    expect(canSeeGlobalAdministration(account({ roleId: 2 }))).toBe(false);
    expect(canSeeGlobalAdministration(account({ roleId: null }))).toBe(false);
  });

  it('team menu when any team access level is above 0', () => {
    expect(canSeeTeamMenu(account({ teamAccess: [{ teamId: 1, teamName: 'T', levelAccess: 0 }] }))).toBe(false);
    expect(canSeeTeamMenu(account({ teamAccess: [{ teamId: 1, teamName: 'T', levelAccess: 0 }, { teamId: 2, teamName: 'U', levelAccess: 1 }] }))).toBe(true);
    expect(canSeeTeamMenu(account())).toBe(false);
  });

  it('advisor menu only for the profile\'s advisor when the user has create access for them', () => {
    expect(advisorMenuFor(account(), 10)).toEqual({ advisorId: 10, advisorName: 'Avery Stone' });
    expect(advisorMenuFor(account(), null)).toEqual({ advisorId: 10, advisorName: 'Avery Stone' });
    expect(advisorMenuFor(account(), 11)).toBeNull();
    expect(advisorMenuFor(account({ advisorCreate: [] }), 10)).toBeNull();
    expect(advisorMenuFor(account({ roleId: null }), 10)).toBeNull();
  });
});

describe('licence', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is expired when the expiration date is earlier than now; null never expires', () => {
    expect(isLicenceExpired('2026-03-01T11:59:59Z', now)).toBe(true);
    expect(isLicenceExpired('2026-03-01T12:00:00Z', now)).toBe(false);
    expect(isLicenceExpired('2027-01-01', now)).toBe(false);
    expect(isLicenceExpired(null, now)).toBe(false);
  });

  it('an expired licence blocks plan changes and says why; the site administrator is never blocked', () => {
    expect(licenceBlockReason('2026-02-01T00:00:00Z', now)).toBe('Your licence expired on 2026-02-01. Plan changes are blocked until it is renewed.');
    expect(planChangeBlockReason({ roleId: 2, expirationDate: '2026-02-01T00:00:00Z' }, now)).toMatch(/expired on 2026-02-01/);
    expect(planChangeBlockReason({ roleId: 1, expirationDate: '2026-02-01T00:00:00Z' }, now)).toBeNull();
    expect(planChangeBlockReason({ roleId: 2, expirationDate: null }, now)).toBeNull();
  });
});
