import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/signIn';

// Every plan has an address (?plan=<profileId>): a link opens the plan and the area it names in a fresh tab, Back and
// Forward move between two plans' areas, a plan the advisor may not see goes to /no-profile-access, and a remote's
// standalone harness takes the same link.

const ADVISOR = 'advisor@example.com';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}')?.state?.token as string | null);
  expect(token).toBeTruthy();
  return token!;
}

/** A session for `email` straight from the API (another person, no browser needed). */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/auth/code', { data: { email } })).status()).toBe(202);
  const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null }>;
  const code = mails.find((m) => m.to === email && m.code)?.code;
  const session = (await (await request.post('/api/auth/verify', { data: { email, code } })).json()) as { token: string };
  return session.token;
}

async function planIdOf(request: APIRequestContext, token: string, clientName: RegExp): Promise<number> {
  const plans = (await (await request.get('/api/client/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; clientName: string }>;
  const plan = plans.find((p) => clientName.test(p.clientName));
  expect(plan, `a plan of ${clientName}`).toBeTruthy();
  return plan!.id;
}

/** A second plan of the advisor's (Robin Address, one income), made through the API. */
async function secondPlan(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/client/profile', { headers, data: { maritalStatus: 'S', spouse: false, kids: false, others: false, spending: 48_000 } });
  expect(created.status(), await created.text()).toBe(200);
  const profileId = ((await created.json()) as { id: number }).id;
  const people = await request.post('/api/client/clients', { headers, data: [{ profileId, type: 'C', firstName: 'Robin', lastName: 'Address', dateOfBirth: '1976-05-05', gender: 'F', employmentStatus: 'EM', lifeExpectancy: 92 }] });
  expect(people.status(), await people.text()).toBe(200);
  const plan = (await (await request.get(`/api/client/profile/${profileId}`, { headers })).json()) as { clients: Array<{ id: number; type: string }> };
  const clientId = plan.clients.find((c) => c.type === 'C')!.id;
  const income = await request.post('/api/client/incomes', { headers, data: [{ profileId, clientId, annualPreTax: 71_000, frequency: 26, takeHomePay: 2_050, description: 'City Librarian' }] });
  expect(income.status(), await income.text()).toBe(200);
  return profileId;
}

/** The values of the page's inputs: the plan data areas show their rows as fields. */
const fieldValues = (page: Page) => page.locator('main input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

test('a plan\'s address opens it in a fresh tab, Back and Forward follow it, and another advisor\'s plan is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADVISOR);
  const token = await tokenOf(page);
  const demo = await planIdOf(page.request, token, /Parker/);
  const other = await secondPlan(page.request, token);
  const harper = await planIdOf(page.request, await apiToken(page.request, 'expired@example.com'), /Vale/);

  // A fresh tab of the signed-in browser (no plan chosen in it) opens the demo plan's incomes from the address alone.
  const tab = await page.context().newPage();
  await tab.goto(`/income?plan=${demo}`);
  await expect(tab.getByRole('heading', { name: 'Income', level: 1 })).toBeVisible();
  await expect.poll(() => fieldValues(tab)).toContain('Engineering Manager, Acme Corp');
  await expect(tab.getByTestId('banner-client')).toHaveText('Jordan and Casey Parker');
  await expect(tab).toHaveURL(new RegExp(`/income\\?plan=${demo}$`));

  // Within the plan, the navigation keeps the address; then the other plan's incomes by their address.
  await tab.getByRole('navigation', { name: 'Plan navigation' }).getByRole('link', { name: 'Debts' }).click();
  await expect(tab).toHaveURL(new RegExp(`/debts\\?plan=${demo}$`));
  await expect.poll(() => fieldValues(tab)).toContain('Home Mortgage');
  await tab.goto(`/income?plan=${other}`);
  await expect(tab.getByTestId('banner-client')).toHaveText('Robin Address');
  await expect.poll(() => fieldValues(tab)).toContain('City Librarian');
  expect(await fieldValues(tab)).not.toContain('Engineering Manager, Acme Corp');

  // Back: the demo plan's debts again; Forward: the other plan's incomes; a reload keeps the plan and the area.
  await tab.goBack();
  await expect(tab).toHaveURL(new RegExp(`/debts\\?plan=${demo}$`));
  await expect(tab.getByTestId('banner-client')).toHaveText('Jordan and Casey Parker');
  await expect.poll(() => fieldValues(tab)).toContain('Home Mortgage');
  await tab.goForward();
  await expect(tab).toHaveURL(new RegExp(`/income\\?plan=${other}$`));
  await expect(tab.getByTestId('banner-client')).toHaveText('Robin Address');
  await expect.poll(() => fieldValues(tab)).toContain('City Librarian');
  await tab.reload();
  await expect(tab.getByTestId('banner-client')).toHaveText('Robin Address');
  await expect.poll(() => fieldValues(tab)).toContain('City Librarian');

  // Two tabs, two plans: the first tab opens the demo plan while the second keeps the other one.
  await page.goto(`/profile?plan=${demo}`);
  await expect(page.getByTestId('banner-client')).toHaveText('Jordan and Casey Parker');
  await tab.reload();
  await expect(tab.getByTestId('banner-client')).toHaveText('Robin Address');

  // A page without the parameter gets the tab's open plan written into its address.
  await tab.goto('/expenses');
  await expect(tab).toHaveURL(new RegExp(`/expenses\\?plan=${other}$`));

  // Another advisor's plan: no access. An address that names no plan at all: a not-found message.
  await tab.goto(`/income?plan=${harper}`);
  await expect(tab).toHaveURL(/\/no-profile-access$/);
  await expect(tab.getByRole('heading', { name: 'No access to this plan', level: 1 })).toBeVisible();
  // The tab keeps the plan it had open: its navigation leads there, never to the refused plan.
  await expect(tab.getByTestId('banner-client')).toHaveText('Robin Address');
  const planNav = tab.getByRole('navigation', { name: 'Plan navigation' });
  await expect(planNav.getByRole('link', { name: 'Income', exact: true })).toHaveAttribute('href', `/income?plan=${other}`);
  await expect(tab.locator(`a[href*="plan=${harper}"]`)).toHaveCount(0);
  await tab.goto('/debts?plan=parker');
  await expect(tab.getByRole('heading', { name: 'Plan not found', level: 1 })).toBeVisible();
  await tab.close();
});

/** Builds the plan-data remote's standalone harness (dist-harness/) when it is missing or older than its sources. */
function buildHarness(pkg: string) {
  const stamp = path.join(root, pkg, 'dist-harness', '.build-stamp');
  const newest = (p: string): number => {
    if (!existsSync(p)) return 0;
    const st = statSync(p);
    if (!st.isDirectory()) return st.mtimeMs;
    return Math.max(st.mtimeMs, ...readdirSync(p).filter((e) => e !== 'node_modules' && e !== 'dist' && e !== 'dist-harness').map((e) => newest(path.join(p, e))));
  };
  const sources = [path.join(pkg, 'src'), path.join(pkg, 'package.json'), 'shared/src', 'webpack.portal.cjs', 'federation.shared.cjs'];
  if (existsSync(stamp) && Math.max(...sources.map((s) => newest(path.join(root, s)))) <= statSync(stamp).mtimeMs) return;
  const built = spawnSync('pnpm', ['--filter', pkg, 'build:harness'], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  expect(built.status, `${pkg} build:harness\n${built.stdout}\n${built.stderr}`).toBe(0);
  writeFileSync(stamp, new Date().toISOString());
}

test('a remote\'s standalone harness opens the plan its address names', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  buildHarness('mfe-plan-data');
  await signIn(page, ADVISOR);
  const demo = await planIdOf(page.request, await tokenOf(page), /Parker/);

  // The harness is served from the second origin (the API passed through), as a team would run its own build.
  const remoteOrigin = `http://localhost:${Number(process.env.E2E_REMOTE_PORT ?? Number(new URL(baseURL!).port) + 1)}`;
  const harness = await (await browser.newContext()).newPage();
  await harness.goto(`${remoteOrigin}/harness/mfe-plan-data/income?plan=${demo}`);
  await harness.getByLabel('Email', { exact: true }).fill(ADVISOR);
  await harness.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(harness.getByLabel('Verification code', { exact: true })).toBeVisible();
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null }>;
  await harness.getByLabel('Verification code', { exact: true }).fill(mails.find((m) => m.to === ADVISOR && m.code)!.code!);
  await harness.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(harness.getByText('planData (standalone)')).toBeVisible();
  await expect(harness.getByRole('heading', { name: 'Income', level: 1 })).toBeVisible();
  await expect.poll(() => harness.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toContain('Engineering Manager, Acme Corp');
  await expect(harness).toHaveURL(new RegExp(`/harness/mfe-plan-data/income\\?plan=${demo}$`));
  // The harness's plan box names the plan the address opened.
  await expect(harness.getByRole('textbox', { name: 'Plan id' })).toHaveValue(String(demo));
  // Its own links keep the plan: Debts of the same plan.
  await harness.getByRole('link', { name: 'Debts', exact: true }).first().click();
  await expect(harness).toHaveURL(new RegExp(`/harness/mfe-plan-data/debts\\?plan=${demo}$`));
  await expect.poll(() => harness.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toContain('Home Mortgage');
  await harness.screenshot({ path: test.info().outputPath('harness-debts.png'), fullPage: false });
  await harness.context().close();
});
