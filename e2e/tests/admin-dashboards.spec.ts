import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { expectPlanSaves, newSignedInPage, signIn } from './helpers/signIn';

/** The site administrator opens Riley Lapse (the demo advisor whose licence ran out) and sets the licence's end. */
async function setRileysLicence(admin: Page, day: string) {
  await admin.goto('/site-admin');
  await admin.getByRole('button', { name: 'Open Riley Lapse' }).click();
  await expect(admin.getByRole('heading', { name: 'Riley Lapse' })).toBeVisible();
  await admin.getByLabel('New licence end').fill(day);
  await admin.getByRole('button', { name: 'Set licence end' }).click();
  await expect(admin.getByText(`The licence now runs until ${day}.`)).toBeVisible();
}

test('the site administrator extends an expired advisor\'s licence, and that advisor can save again', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  await admin.goto('/site-admin');
  await expect(admin.getByRole('heading', { name: 'Global Administration' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: 'expired@example.com' });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await setRileysLicence(admin, '2099-12-31');
  await expect(admin.getByText('Expired', { exact: true })).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: 'Harper Vale' })).toBeVisible();

  await signIn(page, 'expired@example.com');
  await page.goto('/client-list');
  await page.getByRole('link', { name: /^Open .*Vale/ }).first().click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  await expectPlanSaves(page);

  // Back as it was for the other journeys (the renewal journey starts from Riley's expired licence).
  await setRileysLicence(admin, '2020-01-01');
  await admin.context().close();
});

test('the demo advisor\'s dashboard lists the demo plan with its probability of success and stage', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'advisor@example.com');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your clients at a glance' })).toBeVisible();
  const plan = page.getByRole('table', { name: 'All plans' }).getByRole('row').filter({ hasText: 'Jordan Parker' });
  // The background worker computes the demo plan's figures shortly after start; until then it is shown as pending.
  await expect(async () => {
    await page.reload();
    await expect(plan).toContainText(/\d+%/, { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await expect(plan).toContainText('Analysis');
  await expect(page.getByRole('figure', { name: 'Probability of success across plans' })).toBeVisible();

  await page.goto('/advisor/dashboard');
  await expect(page.getByRole('heading', { name: 'Advisor Dashboard' })).toBeVisible();
  const row = page.getByRole('table', { name: 'All plans' }).getByRole('row').filter({ hasText: 'Jordan Parker' });
  await expect(row).toContainText(/\d+%/);
  await row.getByRole('button', { name: 'Jordan Parker' }).click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
});

test('the manager\'s team dashboard shows both advisors of the team with totals', async ({ page }) => {
  await signIn(page, 'manager@example.com');
  await page.goto('/team/dashboard');
  await expect(page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Plans by advisor' });
  await expect(table.getByRole('row').filter({ hasText: 'Avery Stone' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Blake Chen' })).toBeVisible();
  await expect(page.getByLabel('Team totals')).toContainText(/Team totals: \d+ plans/);
  await table.getByRole('button', { name: /^Plans/ }).click();
  await expect(table.getByRole('columnheader', { name: /Plans/ })).toHaveAttribute('aria-sort', 'ascending');
});
