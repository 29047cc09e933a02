import type { Account, ProfilePermissions } from '../contract/account';
import { NO_PERMISSIONS } from './permissions';
import { clientHomeRoute, clientLinkVisible, routeDecision } from './routeAccess';

const base = (roleId: number | null, over: Partial<Account> = {}): Account => ({
  user: { id: 5, firstName: 'J', lastName: 'P', username: 'j', email: 'j@example.com', roleId },
  expirationDate: null, expired: false, roleDescription: '', teamAccess: [], advisorCreate: [], clientProfileId: 1, ...over,
});
const clientWith = (flags: Partial<ProfilePermissions>) =>
  base(null, { clientPermissions: { ...NO_PERMISSIONS, basicAccess: true, ...flags } });

describe('client route guard', () => {
  const profileAndWorkshop = clientWith({ profileAccess: true, workshopAccess: true });

  it('opens the client routes the flags allow', () => {
    expect(routeDecision('/profile', profileAndWorkshop)).toEqual({ allow: true });
    expect(routeDecision('/workshop', profileAndWorkshop)).toEqual({ allow: true });
    expect(routeDecision('/account', profileAndWorkshop)).toEqual({ allow: true });
    expect(routeDecision('/', profileAndWorkshop)).toEqual({ allow: true });
  });

  it('sends everything else to /no-profile-access', () => {
    for (const path of ['/income', '/debts', '/plans', '/suggested-actions', '/scenarios', '/plan/access', '/client-list',
      '/invite-client', '/advisor/dashboard', '/team/dashboard', '/site-admin', '/plan/settings', '/plan/history']) {
      expect(routeDecision(path, profileAndWorkshop)).toEqual({ allow: false, redirectTo: '/no-profile-access' });
    }
  });

  it('a client without a plan may open no plan route', () => {
    const none = base(null, { clientProfileId: null, clientPermissions: null });
    expect(routeDecision('/profile', none)).toEqual({ allow: false, redirectTo: '/no-profile-access' });
    expect(routeDecision('/no-profile-access', none)).toEqual({ allow: true });
    expect(clientHomeRoute(null)).toBeNull();
  });

  it('lands a client on the first section they may see', () => {
    expect(clientHomeRoute(profileAndWorkshop.clientPermissions)).toBe('/profile');
    expect(clientHomeRoute(clientWith({ workshopAccess: true }).clientPermissions)).toBe('/workshop');
  });

  it('filters the client links by flag (query strings ignored)', () => {
    const p = profileAndWorkshop.clientPermissions;
    expect(clientLinkVisible('/profile', p)).toBe(true);
    expect(clientLinkVisible('/plans', p)).toBe(false);
    expect(clientLinkVisible('/plan/settings?subcat=banner', p)).toBe(false);
    expect(clientLinkVisible('/plan/history', clientWith({ historyAccess: true }).clientPermissions)).toBe(true);
  });
});

describe('advisor route guard', () => {
  it('Global Administration for role id 1 only; team areas only with team access', () => {
    expect(routeDecision('/site-admin', base(2))).toEqual({ allow: false, redirectTo: '/' });
    expect(routeDecision('/site-admin', base(1))).toEqual({ allow: true });
    expect(routeDecision('/team/dashboard', base(2))).toEqual({ allow: false, redirectTo: '/' });
    expect(routeDecision('/team/administration', base(2))).toEqual({ allow: true });
    expect(routeDecision('/team/dashboard', base(2, { teamAccess: [{ teamId: 1, teamName: 'T', levelAccess: 2 }] }))).toEqual({ allow: true });
    expect(routeDecision('/income', base(2))).toEqual({ allow: true });
  });
});
