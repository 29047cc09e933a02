import { expect, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';
import { chooseFromHeaderMenu, clickUntilShown } from './helpers/headerMenu';

// The portal shell as an advisor meets it: sign-in, header, one page of each remote (each running on the
// shell's one copy of @portal/shared), the not-found page, a remote that is down, and sign-out.

const ADVISOR = 'advisor@example.com';

/** Which copy of @portal/shared the shell and each loaded remote run with (see shared storeInstance.ts). */
const storeIds = (page: Page) => page.evaluate(
  () => (window as unknown as { __PORTAL_STORE_IDS__?: Record<string, string> }).__PORTAL_STORE_IDS__ ?? {},
);

/** A remote page loaded inside the shell: its title, its h1, no error panel, and the shell's store instance. */
async function expectRemotePage(page: Page, path: string, title: string, remote: string) {
  await page.goto(path);
  await expect(page).toHaveTitle(`${title} | Financial Planning Portal`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await expect.poll(async () => (await storeIds(page))[remote]).toBeTruthy();
  const ids = await storeIds(page);
  expect(ids[remote], `${remote} runs on the shell's @portal/shared`).toBe(ids.shell);
}

test('sign-in, header, each remote, not-found, a remote down, sign-out', async ({ page }) => {
  await signIn(page, ADVISOR);

  // Header: banner, home button and the user menu with the advisor's name; footer with the version.
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('button', { name: 'Home' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^User menu: / })).toBeVisible();
  await expect(page.getByText('Version 1.18.0')).toBeVisible();

  await expectRemotePage(page, '/client-list', 'Client List', 'planData');
  await expectRemotePage(page, '/scenarios', 'Scenarios', 'scenarios');
  await expectRemotePage(page, '/advisor/settings', 'Advisor Settings', 'admin');
  await expectRemotePage(page, '/advisor/integration', 'Advisor Integration', 'integrations');

  // An unknown path shows the not-found page inside the portal.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Financial Planning Portal');

  // The scenarios remote is down: its area shows the error panel, the rest of the portal works.
  await page.route('**/remotes/mfe-scenarios/**', (route) => route.abort());
  await page.goto('/scenarios');
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toContainText('The Scenarios area could not be loaded');
  await chooseFromHeaderMenu(page, /^User menu: /, 'My Account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await clickUntilShown(page.getByRole('button', { name: 'Home' }), page.getByRole('heading', { name: /^Welcome, / }));
  await page.goto('/advisor/integration');
  await expect(page.getByRole('heading', { name: 'Advisor Integration' })).toBeVisible();

  // Once it is back, Retry loads it in place.
  await page.goto('/scenarios');
  await expect(panel).toBeVisible();
  await page.unroute('**/remotes/mfe-scenarios/**');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Sign out: back to the login page, and protected pages send there again.
  await chooseFromHeaderMenu(page, /^User menu: /, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});
