import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { newSignedInPage, openDemoPlan, signIn } from './helpers/signIn';

// Issue 30: what the invited client sees is their plan (its data changes, in today's dollars), and screens print
// words, not codes.

/** A bearer token for `email`, signed in through the API (the dev outbox holds the code). */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  await request.post('/api/auth/code', { data: { email } });
  const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null; sentAt: string }>;
  // The newest code for the address (earlier tests signed the same people in).
  const code = mails.filter((m) => m.to === email && m.code).sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]?.code;
  const verified = await request.post('/api/auth/verify', { data: { email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

test('the invited client\'s history shows only changes to the plan\'s data; their results open in today\'s dollars', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The advisor changes the plan's data (an income, put back after), its settings and the client's access.
  const headers = { Authorization: `Bearer ${await apiToken(request, 'advisor@example.com')}` };
  const clientHeaders = { Authorization: `Bearer ${await apiToken(request, 'client@example.com')}` };
  const account = await (await request.get('/api/client/account', { headers: clientHeaders })).json();
  const planId = account.clientProfileId as number;
  const plan = await (await request.get(`/api/client/profile/${planId}`, { headers })).json();
  const income = plan.incomes[0];
  for (const pay of [income.annualPreTax + 1_000, income.annualPreTax]) {
    const saved = await request.post('/api/client/incomes', { headers, data: [{ ...income, annualPreTax: pay }] });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`/api/setting/profile/${planId}`, { headers, data: { values: { banner_phone: '(303) 555-0177' } } })).status()).toBe(200);
  const grants = (await (await request.get(`/api/client/access/profile/${planId}`, { headers })).json()) as Array<{ id: number; flags: Record<string, unknown> }>;
  const grant = grants[0];
  const flip = await request.post('/api/client/access/profile', { headers, data: { id: grant.id, profileId: planId, flags: { ...grant.flags, workshopDelete: !grant.flags.workshopDelete } } });
  expect(flip.status(), await flip.text()).toBe(200);
  await request.post('/api/client/access/profile', { headers, data: { id: grant.id, profileId: planId, flags: grant.flags } });

  // The advisor's history has all of it.
  const advisorList = (await (await request.get(`/api/client/event/${planId}/2000-01-01/2100-01-01`, { headers })).json()) as Array<{ area: string | null }>;
  expect(advisorList.some((e) => e.area === 'settings')).toBe(true);
  expect(advisorList.some((e) => e.area === 'access')).toBe(true);

  await signIn(page, 'client@example.com');
  // The client's home: the plan's results, in today's dollars until they choose otherwise.
  await page.goto('/profile');
  const results = page.getByRole('region', { name: 'Plan results' });
  await expect(results.getByRole('heading', { name: 'Plan results' })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('checkbox', { name: /Today's dollars/ })).toBeChecked();
  await expect(results.getByText(/today's \(\d{4}\) dollars/).first()).toBeVisible();
  await expect(results.getByText(/plan version \d+/)).toHaveCount(0);
  // The status says why (the probability against the plan's aim).
  await expect(results.getByTestId('plan-status-reason')).toHaveText(/^(Below|At or above) the \d+% the plan aims for$/);
  await page.screenshot({ path: test.info().outputPath('client-home.png'), fullPage: true });
  // A year's explanation in words: no filing-status or state code, no engine category names, people by name.
  const year = new Date().getFullYear() + 5;
  await results.getByRole('button', { name: `Explain ${year}` }).click();
  const detail = page.getByRole('dialog').getByRole('region', { name: `Explanation of ${year}` });
  await expect(detail.getByText('How the taxes were figured')).toBeVisible();
  await expect(detail).toContainText(/filing as [A-Z][a-z]+( [A-Za-z]+)*/);
  await expect(detail).not.toContainText(/taxDeferred|\bMFJ\b|\bHOH\b|\((client|spouse|[A-Z]{2})\)/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/plan/history');
  await expect(page.getByRole('heading', { name: 'Plan History', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Income saved' }).first()).toBeVisible();
  for (const internal of [/Plan settings/, /Client access/, /access granted/i, /Plan moved/, /Scenario actions/, /portfolio assumptions/i, /Planning stage/]) {
    await expect(page.getByRole('listitem').filter({ hasText: internal })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Restore values/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('client-history.png'), fullPage: true });
});

test('a ticker lookup fills the holding\'s asset class by its name, never its id', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  await page.goto('/investments');
  const account = page.getByRole('region', { name: 'Investments', exact: true }).getByRole('group', { name: 'Account 1', exact: true });
  await account.getByRole('button', { name: 'Add holding' }).click();
  const tickers = account.getByRole('textbox', { name: /^Holding \d+ Ticker$/ });
  const n = await tickers.count();
  await account.getByLabel(`Holding ${n} Ticker`).fill('VTI');
  await account.getByRole('button', { name: 'Look up' }).nth(n - 1).click();
  const assetClass = account.getByLabel(`Holding ${n} Asset Class`);
  await expect(assetClass).not.toHaveValue('');
  const shown = assetClass.locator('option:checked');
  await expect(shown).toHaveText(/^[A-Z][A-Za-z .&/-]+$/);
  await expect(shown).not.toHaveText(/_/);
  await expect(account.getByLabel(`Holding ${n} Name`)).toHaveValue(/Vanguard Total Stock Market/);
});

test('team administration says what a member may do, in words: no "access level N", no "orphan"', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager@example.com');
  await page.goto('/team/administration');
  await expect(page.getByRole('heading', { name: 'Team Administration', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('table').first()).toBeVisible();
  await expect(main.getByText('Manages the team').first()).toBeVisible();
  await expect(main.getByText(/access level \d|\d · /i)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('team-members.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Licences' }).click();
  await expect(main.getByRole('table').first()).toBeVisible();
  await expect(main.getByText(/orphan/i)).toHaveCount(0);
});

test('the team manager uploads the firm\'s logo in Team Settings; the banner shows it to the invited client; removing it takes it away', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager@example.com');
  await page.goto('/team/settings');
  await expect(page.getByRole('heading', { name: 'Team Settings', level: 1 })).toBeVisible();
  // A file that is not PNG or JPEG is refused before it is sent.
  await page.getByTestId('logo-file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByRole('alert').filter({ hasText: 'is not a PNG or JPEG image' })).toBeVisible();
  // A PNG made by poppler (the server's test fixture), checked again by its bytes on the server.
  await page.getByTestId('logo-file').setInputFiles(fileURLToPath(new URL('../../server/src/modules/settings/fixtures/logo.png', import.meta.url)));
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await expect(page.getByText(/Set at this level\. PNG, 320 × 107 pixels/)).toBeVisible();
  await expect(page.getByTestId('banner-logo').getByRole('img')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-settings-logo.png'), fullPage: true });

  // The invited client sees the firm's logo beside its name on their home, and the firm's name in the footer.
  const client = await newSignedInPage(browser, 'client@example.com');
  await client.goto('/profile');
  const logo = client.getByTestId('banner-logo').getByRole('img');
  await expect(logo).toBeVisible({ timeout: 30_000 });
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(client.getByText(/© \d{4} Summit Wealth Partners\. All rights reserved\./)).toBeVisible();
  await expect(client.getByRole('region', { name: 'Plan results' }).getByRole('heading', { name: 'Plan results' })).toBeVisible({ timeout: 30_000 });
  await client.screenshot({ path: test.info().outputPath('client-home-logo.png'), fullPage: true });
  await client.context().close();

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed.')).toBeVisible();
  await expect(page.getByTestId('banner-logo')).toHaveCount(0);
});
