// Plain Playwright, not the journeys' axe-scanning test: the walk opens some 70 pages, each scanned by the journeys
// that work on it; scanning them all again here took longer than the walk on a busy machine.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newPage, signIn } from './helpers/signIn';

// The route walk: every route of spec document 1 section 2 is reached by clicking from where its user starts (the
// landing page with a plan open, the login page signed out), and no route shows a page without content.
// Links are read from the pages as a person would find them: every link on each page reached, the header menus
// opened, and the few buttons that lead to a page (New plan, Complete onboarding, Try the product demo).

const SPEC_ROUTES = [
  '/', '/account',
  '/advisor/dashboard', '/advisor/integration', '/advisor/portfolio-assumptions', '/advisor/reports', '/advisor/settings',
  '/client-list',
  '/debts', '/expenses', '/goals', '/income', '/insurance', '/investments', '/other-incomes', '/real-assets', '/strategies', '/target-methods', '/tax-assumptions',
  '/disclosure', '/invite-client', '/login', '/login/help', '/login-expired', '/onboarding', '/onboarding/complete',
  '/plan/access', '/plan/history', '/plan/integration', '/plan/portfolio-assumptions', '/plan/reports', '/plan/settings',
  '/plans', '/product-demo', '/profile', '/no-profile-access',
  '/registration/advisor', '/registration/complete', '/registration/client', '/registration/client/complete',
  '/scenarios', '/workshop', '/suggested-actions', '/site-admin',
  '/team/administration', '/team/assumptions', '/team/dashboard', '/team/integration', '/team/reports', '/team/settings',
];

/**
 * Routes whose way in is outside the portal's pages, by their nature; each is walked into by another journey.
 * They are still opened below and must show content.
 */
const ENTERED_FROM_OUTSIDE: Record<string, string> = {
  '/registration/client': 'the invitation e-mail\'s link (access.spec.ts)',
  '/registration/client/complete': 'the client registration form, once sent (access.spec.ts)',
  '/registration/complete': 'the advisor registration form, once sent (teams.spec.ts)',
  '/login-expired': 'a session that ended (foundation.spec.ts)',
  '/no-profile-access': 'the address of a plan not shared with the user (plan-address.spec.ts)',
};

const ADVISOR = 'advisor@example.com';

/** Where the walk found each route: the page and the control. */
type Found = Map<string, string>;

function routeOf(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  return url.pathname.replace(/\/+$/, '') || '/';
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.getByRole('status').filter({ hasText: /Loading/ }).first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

/** Every link of the page, and (`menus`) of the header's menus opened one by one. */
async function linksOn(page: Page, menus: boolean): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href));
  if (!menus) return hrefs;
  const triggers = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  for (let i = 0; i < await triggers.count(); i++) {
    const trigger = triggers.nth(i);
    await expect(async () => {
      await trigger.click({ timeout: 5_000 });
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    hrefs.push(...await page.getByRole('menu').locator('a[href]').evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  return hrefs;
}

/**
 * Follows links breadth-first from `starts`, recording for each route the first page that links to it; each page
 * opened must show content (`checked` collects them).
 */
async function walk(page: Page, starts: string[], found: Found, label: string, checked: Set<string>) {
  const origin = new URL(page.url()).origin;
  const queue = starts.map((s) => new URL(s, origin).href);
  const opened = new Set<string>();
  for (const s of starts) if (!found.has(routeOf(s, origin)!)) found.set(routeOf(s, origin)!, `${label}: where the walk starts`);
  while (queue.length) {
    const href = queue.shift()!;
    const route = routeOf(href, origin)!;
    if (opened.has(route) || !SPEC_ROUTES.includes(route)) continue;
    opened.add(route);
    await page.goto(href);
    await settle(page);
    const here = routeOf(page.url(), origin)!;
    if (here !== route) continue; // redirected: not this user's page
    if (!checked.has(route)) {
      await expectContent(page, route);
      checked.add(route);
    }
    // The header is the same on every page: its menus are opened on the first page of the walk.
    for (const link of await linksOn(page, opened.size === 1)) {
      const to = routeOf(link, origin);
      if (!to || !SPEC_ROUTES.includes(to)) continue;
      if (!found.has(to)) found.set(to, `${label}: a link on ${route}`);
      if (!opened.has(to)) queue.push(link);
    }
  }
}

/** Clicks a button that leads to a page and records the page it led to. */
async function viaButton(page: Page, from: string, button: string, found: Found, label: string) {
  await page.goto(from);
  await settle(page);
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.waitForURL((url) => url.pathname !== new URL(from, 'http://x').pathname, { timeout: 30_000 });
  const to = routeOf(page.url(), new URL(page.url()).origin)!;
  if (!found.has(to)) found.set(to, `${label}: the ${button} button on ${from.split('?')[0]}`);
}

/** The page shows content: a level-1 heading and some text, no "no plan" placeholder, no error panel. */
async function expectContent(page: Page, route: string) {
  const main = page.locator('main').first();
  const area = (await main.count()) ? main : page.locator('body');
  await expect(area.getByRole('heading', { level: 1 }).first(), `${route} has a heading`).toBeVisible({ timeout: 30_000 });
  await settle(page);
  const text = (await area.innerText()).trim();
  expect(text.length, `${route} shows content`).toBeGreaterThan(40);
  expect(text, `${route} has a plan`).not.toContain('No plan selected');
  expect(text, `${route} loaded`).not.toMatch(/could not be loaded/);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  return page;
}

test('every route of the spec is reached by clicking, and none is a page without content', async ({ page, browser }) => {
  test.setTimeout(1_200_000);
  const found: Found = new Map();
  const checked = new Set<string>();

  // An advisor with the demo plan open: from the landing page and the plan's profile.
  await signIn(page, ADVISOR);
  await page.goto('/client-list');
  await page.getByRole('link', { name: /^Open .*Parker/ }).first().click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  const profile = new URL(page.url());
  const plan = profile.searchParams.get('plan')!;
  await walk(page, ['/', `${profile.pathname}${profile.search}`], found, 'advisor', checked);
  await viaButton(page, '/client-list', 'New plan', found, 'advisor');
  await viaButton(page, `/onboarding?plan=${plan}`, 'Complete onboarding', found, 'advisor');

  // A team manager (the team's pages) and the site administrator (Global Administration), from their landing page.
  const manager = await signedIn(browser, 'manager@example.com');
  await walk(manager, ['/'], found, 'manager', checked);
  const admin = await signedIn(browser, 'admin@example.com');
  await walk(admin, ['/'], found, 'site administrator', checked);

  // Signed out, from the login page.
  const visitor = await newPage(browser);
  await visitor.goto('/login');
  await walk(visitor, ['/login'], found, 'signed out', checked);
  await viaButton(visitor, '/login', 'Try the product demo', found, 'signed out');

  const unreached = SPEC_ROUTES.filter((r) => !found.has(r) && !ENTERED_FROM_OUTSIDE[r]);
  console.log(SPEC_ROUTES.map((r) => `${r} <- ${found.get(r) ?? `from outside: ${ENTERED_FROM_OUTSIDE[r]}`}`).join('\n'));
  expect(unreached, 'routes no click leads to').toEqual([]);

  // Content: each route the walk did not open (the ways in from outside, the buttons' pages), opened directly by the
  // user it is for (plan routes with the demo plan's address).
  const plans = new Set(['/debts', '/expenses', '/goals', '/income', '/insurance', '/investments', '/other-incomes', '/real-assets', '/strategies',
    '/target-methods', '/tax-assumptions', '/onboarding', '/onboarding/complete', '/plan/access', '/plan/history', '/plan/integration',
    '/plan/portfolio-assumptions', '/plan/reports', '/plan/settings', '/plans', '/profile', '/scenarios', '/workshop', '/suggested-actions']);
  const anonymous = await newPage(browser);
  const publicRoutes = new Set(['/login', '/login/help', '/login-expired', '/registration/advisor', '/registration/complete', '/registration/client', '/registration/client/complete', '/team/invitation']);
  for (const route of SPEC_ROUTES.filter((r) => !checked.has(r))) {
    const who = route === '/site-admin' ? admin : route.startsWith('/team/') && route !== '/team/administration' ? manager : publicRoutes.has(route) ? anonymous : page;
    if (route === '/product-demo') continue; // opened by the walk itself, in the visitor's demo session
    await who.goto(plans.has(route) ? `${route}?plan=${plan}` : route);
    await expect(who, `${route} opens`).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}(\\?|$)`));
    await expectContent(who, route);
  }
  // The product demo, reached by its button above, shows its plan too.
  await visitor.goto('/product-demo');
  await expectContent(visitor, '/product-demo');
});
