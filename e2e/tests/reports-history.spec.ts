import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// Issue 17: the client report as a PDF from /plan/reports (advisor and invited client), and the plan history that
// shows an income change field by field and restores the old amount.

/** Clicks "Create PDF" of the first template and checks the file the browser saves. */
async function createPdf(page: Page) {
  const button = page.getByRole('button', { name: /^Create PDF of / }).first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^Jordan-and-Casey-Parker-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
  await expect(page.getByRole('status').filter({ hasText: /^Saved Jordan-and-Casey-Parker-report/ })).toBeVisible();
}

test('the advisor creates the client report PDF from Plan Reports', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  await page.goto('/plan/reports');
  await expect(page.getByRole('table', { name: 'Report templates' })).toBeVisible();
  await createPdf(page);
});

test('the invited client sees the reports (not the template administration) and downloads the PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'client@example.com');
  await page.goto('/plan/reports');
  await expect(page.getByRole('heading', { name: 'Plan Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Template' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(0);
  await createPdf(page);
});

test('an income change shows in Plan History with the old and new amount, and restoring brings the old amount back', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);

  // Printing the profile prints its results as a report: the results without the form's input boxes.
  const results = page.getByRole('region', { name: 'Plan results' });
  await expect(results.getByRole('heading', { name: 'Plan results' })).toBeVisible({ timeout: 30_000 });
  const formBox = page.getByRole('main').getByRole('textbox').first();
  await expect(formBox).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(results).toBeVisible();
  await expect(formBox).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('navigation', { name: 'Plan data areas' }).getByRole('link', { name: 'Income', exact: true }).click();
  await expect(page).toHaveURL(/\/income\?plan=\d+$/);
  const pay = page.getByRole('textbox', { name: 'Annual Pre-Tax' }).first();
  await expect(pay).toBeVisible();
  const oldValue = await pay.inputValue();
  const old = Number(oldValue.replace(/[^0-9.]/g, ''));
  const raised = old + 7_000;
  await pay.fill(String(raised));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.goto('/plan/history');
  await expect(page.getByRole('heading', { name: 'Plan History', level: 1 })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Income saved' }).first();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /^Show \d+ changes?$/ }).click();
  const row = entry.getByRole('row').filter({ hasText: 'Annual pre-tax income' });
  await expect(row).toContainText(old.toLocaleString('en-US'));
  await expect(row).toContainText(raised.toLocaleString('en-US'));

  // Only the income area when filtered by it.
  await page.getByLabel('Area').selectOption({ label: 'Income' });
  await expect(page.getByRole('listitem').filter({ hasNotText: /Income/ })).toHaveCount(0);

  await entry.getByRole('button', { name: /^Restore values from before / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored the values' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Income restored' }).first()).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('plan-history.png'), fullPage: true });
  await page.goto('/income');
  await expect(page.getByRole('textbox', { name: 'Annual Pre-Tax' }).first()).toHaveValue(oldValue);
});
