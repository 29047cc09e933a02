import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  routes, findRoute, PLAN_NAVIGATION, PLAN_TOOLS, ADVISOR_MENU, TEAM_MENU, type NavLink,
} from './routes';

// Every route of spec document 1 section 2, as the spec lists them.
const specRoutes = [
  '/', '/account',
  '/advisor/dashboard', '/advisor/integration', '/advisor/portfolio-assumptions', '/advisor/reports', '/advisor/settings',
  '/client-list',
  '/debts', '/expenses', '/goals', '/income', '/insurance', '/investments', '/other-incomes', '/real-assets',
  '/strategies', '/target-methods', '/tax-assumptions',
  '/disclosure', '/invite-client', '/login', '/login/help', '/login-expired', '/onboarding', '/onboarding/complete',
  '/plan/access', '/plan/history', '/plan/integration', '/plan/portfolio-assumptions', '/plan/reports', '/plan/settings',
  '/plans', '/product-demo', '/profile', '/no-profile-access',
  '/registration/advisor', '/registration/complete', '/registration/client', '/registration/client/complete',
  '/scenarios', '/workshop', '/suggested-actions', '/site-admin',
  '/team/administration', '/team/assumptions', '/team/dashboard', '/team/integration', '/team/reports', '/team/settings',
];

// DESIGN.md "Routes and owners" plus the decisions of the foundation issue.
const expectedOwner = (p: string) => {
  if (/^\/(advisor|team|plan)\/integration$/.test(p)) return 'integrations';
  if (/^\/(advisor|team)\//.test(p) || ['/plan/portfolio-assumptions', '/plan/reports', '/plan/settings', '/site-admin'].includes(p)) return 'admin';
  if (['/scenarios', '/workshop', '/suggested-actions', '/plans', '/strategies', '/target-methods'].includes(p)) return 'scenarios';
  if (['/', '/account', '/disclosure', '/no-profile-access', '/product-demo'].includes(p) || /^\/(login|registration)/.test(p)) return 'shell';
  return 'planData';
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require(path.join(__dirname, '../../federation.shared.cjs'));

describe('route table', () => {
  it('has every route of the spec, once', () => {
    for (const p of specRoutes) expect(findRoute(p)).toBeDefined();
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(specRoutes)('gives %s its owner', (p) => {
    expect(findRoute(p)!.owner).toBe(expectedOwner(p));
  });

  it('requires sign-in everywhere except the login, registration and dev pages', () => {
    const open = routes.filter((r) => !r.auth).map((r) => r.path);
    expect(open.every((p) => /^\/(login|registration|dev\/|team\/invitation$)/.test(p))).toBe(true);
    expect(open).toEqual(expect.arrayContaining(['/login', '/login/help', '/login-expired', '/registration/client/complete']));
  });

  it('uses the full-page layout for the disclosure only', () => {
    expect(routes.filter((r) => r.layout === 'full').map((r) => r.path)).toEqual(['/disclosure']);
  });

  it('passes the level to the screens that exist at several levels', () => {
    expect(findRoute('/team/assumptions')!.props).toEqual({ level: 4 });
    expect(findRoute('/advisor/settings')!.props).toEqual({ level: 5 });
    expect(findRoute('/plan/integration')!.props).toEqual({ level: 6 });
    expect(findRoute('/plan/settings')).toMatchObject({ module: './Settings', props: { level: 6 } });
  });

  it('names only modules the owning remote exposes, and every exposed file exists', () => {
    for (const r of routes.filter((x) => x.owner !== 'shell')) {
      const remote = federation.remotes[r.owner];
      expect(remote.exposes[r.module!]).toBeDefined();
      for (const other of r.preload ?? []) expect(remote.exposes[other]).toBeDefined();
    }
    for (const [name, remote] of Object.entries<{ exposes: Record<string, string> }>(federation.remotes)) {
      for (const file of Object.values(remote.exposes)) {
        expect(existsSync(path.join(federation.remoteDir(name), file))).toBe(true);
      }
    }
  });

  it('links every menu entry to a route of the table', () => {
    const links: NavLink[] = [...PLAN_TOOLS, ...ADVISOR_MENU, ...TEAM_MENU];
    for (const c of PLAN_NAVIGATION) for (const l of c.links) links.push(l, ...(l.children ?? []));
    for (const l of links) expect(findRoute(l.to.split('?')[0])).toBeDefined();
    expect(links.some((l) => l.to === '/goals')).toBe(false);
  });
});
