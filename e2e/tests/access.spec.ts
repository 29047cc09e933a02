import { expect, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';
import { chooseFromHeaderMenu, openHeaderMenu } from './helpers/headerMenu';

// Who may see what, as people meet it: an advisor invites a client to the demo plan with only the profile and the
// workshop to view; the client registers from the e-mailed link, signs in, sees only those sections, cannot open
// another section by its address, and the API refuses their attempt to change the plan.

const ADVISOR = 'advisor@example.com';

async function outboxLink(page: Page, to: string): Promise<string> {
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; link: string | null }>;
  const link = mails.find((m) => m.to === to && m.link)?.link;
  expect(link, `an invitation link for ${to} in the dev outbox`).toBeTruthy();
  return link!;
}

async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}')?.state?.token as string | null);
  expect(token).toBeTruthy();
  return token!;
}

test('an invited client sees only the sections they were given, by navigation, by address and by API', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = `morgan.parker.${Date.now()}@example.org`;

  // The advisor opens the demo plan and invites the client to view the profile and the workshop.
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  await page.getByRole('navigation', { name: 'Plan navigation' }).getByRole('link', { name: 'Client Access' }).click();
  await expect(page.getByRole('heading', { name: 'Client Access', level: 1 })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a client to this plan' });
  await invite.getByLabel('First Name').fill('Morgan');
  await invite.getByLabel('Last Name').fill('Parker');
  await invite.getByLabel('Email').fill(email);
  await expect(invite.getByRole('checkbox', { name: 'View Profile' })).toBeChecked();
  await invite.getByText('View Workshop', { exact: true }).click();
  await expect(invite.getByRole('checkbox', { name: 'View Workshop' })).toBeChecked();
  await expect(invite.getByRole('checkbox', { name: 'View Comparison' })).not.toBeChecked();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: email });
  await expect(entry.getByText('Invited')).toBeVisible();
  await expect(entry.getByText('May see: Profile, Workshop')).toBeVisible();

  // The client registers from the e-mailed link, in a browser of their own.
  const link = await outboxLink(page, email);
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(client.getByText(/Avery Stone (of .+ )?invited you/)).toBeVisible();
  // The page carries the inviting firm's name (header and footer), not the portal's.
  const firm = /Avery Stone of (.+) invited you/.exec(await client.getByText(/Avery Stone of .+ invited you/).innerText())?.[1];
  expect(firm).toBeTruthy();
  await expect(client.getByTestId('public-title')).toHaveText(firm!);
  await expect(client.getByText(`© ${new Date().getFullYear()} ${firm}. All rights reserved.`)).toBeVisible();
  await client.getByLabel('Username').fill(`morgan.${Date.now()}`);
  await client.getByText('I accept the terms of use').click();
  await client.getByRole('button', { name: 'Create my account' }).click();
  await expect(client).toHaveURL(/\/profile\?plan=\d+$/);

  // ...signs out, and signs in again with a code.
  await chooseFromHeaderMenu(client, /^User menu: /, 'Logout');
  await expect(client).toHaveURL(/\/login/);
  await signIn(client, email);
  await expect(client).toHaveURL(/\/profile\?plan=\d+$/);

  // Only the sections given: Profile and Workshop; no advisor, team or site menus.
  const nav = client.getByRole('navigation', { name: 'Plan navigation' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Workshop' })).toBeVisible();
  for (const hidden of ['Suggested Actions', 'Comparison', 'Target Portfolio', 'Scenarios', 'Client Access', 'Income', 'Integrations']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: 'Plan History' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Plan Reports' })).toHaveCount(0);
  const header = client.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Team menu/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /^Advisor menu/ })).toHaveCount(0);
  await openHeaderMenu(client, /^User menu: /, 'My Account');
  await expect(client.getByRole('menuitem', { name: 'Global Administration' })).toHaveCount(0);
  await client.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'Workshop' }).click();
  // The workshop may add the selected scenario to the address (?scenario=…) once it has loaded.
  await expect(client).toHaveURL(/\/workshop(\?|$)/);

  // Other sections by address: the no-access page.
  for (const path of ['/income', '/plans', '/plan/access', '/client-list', '/site-admin']) {
    await client.goto(path);
    await expect(client).toHaveURL(/\/no-profile-access$/);
    await expect(client.getByRole('heading', { name: 'No access to this plan' })).toBeVisible();
  }

  // And by API: reading is allowed, changing the plan is refused.
  const token = await sessionToken(client);
  const account = await (await client.request.get('/api/client/account', { headers: { Authorization: `Bearer ${token}` } })).json();
  const profileId = account.clientProfileId as number;
  expect(profileId).toBeTruthy();
  expect(account.clientPermissions).toMatchObject({ profileAccess: true, workshopAccess: true, plansAccess: false, profileChange: false });
  const auth = { Authorization: `Bearer ${token}` };
  expect((await client.request.get(`/api/client/profile/${profileId}`, { headers: auth })).status()).toBe(200);
  const change = await client.request.post('/api/client/profile', { headers: auth, data: { id: profileId, spending: 1 } });
  expect(change.status()).toBe(403);
  const record = await client.request.post('/api/client/debt', {
    headers: auth, data: { profileId, type: 'OD', description: 'Sneaky loan', balance: 1000, interestRate: 5, monthlyPayment: 100 },
  });
  expect(record.status()).toBe(403);
  expect((await client.request.get(`/api/client/access/profile/${profileId}`, { headers: auth })).status()).toBe(403);

  // The advisor sees the client as registered, and revokes the access: the client loses the plan at once.
  await page.reload();
  await expect(entry.getByText('Registered')).toBeVisible();
  await entry.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  expect((await client.request.get(`/api/client/profile/${profileId}`, { headers: auth })).status()).toBe(404);
  await clientContext.close();
});

test('an advisor registers for a trial from the e-mailed link and gets a trial licence', async ({ page }) => {
  const email = `riley.${Date.now()}@example.org`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Start a free trial' }).click();
  await expect(page).toHaveURL(/\/registration\/advisor$/);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Riley');
  await page.getByLabel('Last Name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Job Role').selectOption({ label: 'Financial Planner' });
  await page.getByLabel('How did you hear about us').selectOption({ label: 'Web Search' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const link = await outboxLink(page, email);
  await page.goto(link);
  await page.getByLabel('Username').fill('advisor');
  await page.getByText('I accept the terms of use').click();
  await page.getByRole('button', { name: 'Start my trial' }).click();
  // The server's 400 is shown on the form, without the save-error banner.
  await expect(page.getByText('This username is already taken. Choose another.')).toBeVisible();
  await expect(page.getByText(/An error occurred while saving data/)).toHaveCount(0);
  await page.getByLabel('Username').fill(`riley${Date.now()}`);
  await page.getByRole('button', { name: 'Start my trial' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText('Advisor (Trial)')).toBeVisible();
  await expect(page.getByText(/^Valid until /)).toBeVisible();

  // The link is used up: opening it again says so.
  await page.goto(link);
  await expect(page.getByText(/already been used/)).toBeVisible();
});

test('registering a known address looks like any registration (no account is revealed), and a prospect opens the read-only demo', async ({ page }) => {
  await page.goto('/registration/advisor');
  await page.getByLabel('First Name').fill('Avery');
  await page.getByLabel('Last Name').fill('Stone');
  await page.getByLabel('Email').fill(ADVISOR);
  await page.getByLabel('Job Role').selectOption({ label: 'Financial Advisor' });
  await page.getByLabel('How did you hear about us').selectOption({ label: 'Referral from a Colleague' });
  await page.getByRole('button', { name: 'Register' }).click();
  // The same answer as for a new address; the account's owner is mailed a note pointing to sign-in, not a link.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(/An error occurred while saving data/)).toHaveCount(0);
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; subject: string; link: string | null }>;
  expect(mails.find((m) => m.to === ADVISOR)).toMatchObject({ subject: 'You already have an account', link: null });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the product demo' }).click();
  await expect(page).toHaveURL(/\/product-demo$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the product demo' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the demo plan' }).click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  const nav = page.getByRole('navigation', { name: 'Plan navigation' });
  for (const visible of ['Profile', 'Suggested Actions', 'Workshop', 'Comparison']) await expect(nav.getByRole('link', { name: visible, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Income', exact: true })).toHaveCount(0);

  const token = await sessionToken(page);
  const account = await (await page.request.get('/api/client/account', { headers: { Authorization: `Bearer ${token}` } })).json();
  const change = await page.request.post('/api/client/profile', { headers: { Authorization: `Bearer ${token}` }, data: { id: account.clientProfileId, spending: 1 } });
  expect(change.status()).toBe(403);

  await page.goto('/product-demo');
  await page.getByRole('button', { name: 'Leave the demo' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/client/account', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
