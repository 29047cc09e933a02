import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// Integrations as an advisor meets them: an OFX brokerage statement imported into the demo plan, its accounts linked
// to an existing investment and to a new one, the projection following, a later statement updating the balances, a
// malformed file raising the integration-error banner; and a CRM contact export turned into a new client plan.

const ADVISOR = 'advisor@example.com';
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/src/test/fixtures/integrations');
const fixture = (name: string) => path.join(fixtures, name);
const INTEGRATION_ERROR = 'An error occurred with one or more integration partners. Please try again or contact support if the error persists.';

/** The year-by-year projection's first rows, as shown on the plan's Profile page. */
async function projection(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'Year by year projection' });
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
  const rows = await table.getByRole('row').all();
  return (await Promise.all(rows.slice(1, 4).map((r) => r.innerText()))).join('\n');
}

async function enablePartner(page: Page, name: string) {
  await page.goto('/advisor/integration');
  const partners = page.getByRole('table', { name: 'Integration partners' });
  await expect(partners.getByText(name)).toBeVisible();
  const enable = partners.getByRole('button', { name: `Enable ${name}` });
  if (await enable.isVisible()) await enable.click();
  await expect(partners.getByRole('button', { name: `Disable ${name}` })).toBeVisible();
}

test('an OFX brokerage statement is imported, linked and kept current on the demo plan', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  const before = await projection(page);
  await enablePartner(page, 'OFX / QFX statement');

  await page.goto('/plan/integration');
  await expect(page.getByRole('heading', { name: 'Plan Integrations' })).toBeVisible();
  await page.getByLabel('Statement file').setInputFiles(fixture('brokerage-2026-01.ofx'));
  const result = page.getByRole('table', { name: 'Import result' });
  await expect(result.getByRole('row')).toHaveCount(3);
  await expect(result).toContainText('Harbor Brokerage brokerage ••1234');
  await expect(result.getByText('Staged')).toHaveCount(2);

  const imported = page.getByRole('table', { name: 'Imported accounts' });
  const first = 'Harbor Brokerage brokerage ••1234';
  const second = 'Harbor Brokerage brokerage ••5678';
  // Link the first account to the demo plan's first investment.
  const choose = imported.getByRole('combobox', { name: `Investment for ${first}` });
  const existing = (await choose.locator('option').nth(1).innerText()).trim();
  await choose.selectOption({ index: 1 });
  await imported.getByRole('button', { name: `Link ${first}` }).click();
  await expect(imported.getByRole('row', { name: new RegExp(first) })).toContainText(existing);
  // A new investment from the second.
  await imported.getByRole('button', { name: `Create investment from ${second}` }).click();
  await expect(imported.getByRole('button', { name: `Create investment from ${second}` })).toBeHidden();
  await expect(imported.getByRole('row', { name: new RegExp(second) }).getByRole('cell').nth(5)).toHaveText(second);

  // The projection follows the imported balances.
  await page.goto('/profile');
  await expect.poll(() => projection(page), { timeout: 30_000 }).not.toBe(before);

  // A later statement updates the linked balances.
  await page.goto('/plan/integration');
  await page.getByLabel('Statement file').setInputFiles(fixture('brokerage-2026-02.ofx'));
  await expect(result.getByText('Updated')).toHaveCount(2);
  await expect(result.getByRole('row', { name: new RegExp(first) })).toContainText('$54,750.00');
  await expect(result.getByRole('row', { name: new RegExp(first) })).toContainText('$56,200.00');
  await expect(imported.getByRole('row', { name: new RegExp(second) })).toContainText('$18,200.00');
  // The same file again changes nothing.
  await page.getByLabel('Statement file').setInputFiles(fixture('brokerage-2026-02.ofx'));
  await expect(result.getByText('Unchanged (same statement)')).toHaveCount(2);

  // A malformed file: the dismissible integration-error banner, and nothing imported.
  await page.getByLabel('Statement file').setInputFiles(fixture('malformed.ofx'));
  const banner = page.getByRole('alert').filter({ hasText: INTEGRATION_ERROR });
  await expect(banner).toBeVisible();
  await expect(page.getByText(/Import failed: The file is not a valid OFX file/)).toBeVisible();
  await expect(imported.getByRole('row')).toHaveCount(3);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

test('a contact imported from a CRM export becomes a new client plan, ready to invite', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADVISOR);
  await enablePartner(page, 'CRM contacts (CSV or vCard)');
  const panel = page.getByRole('region', { name: 'CRM contacts' });
  await panel.getByLabel('Contacts file (CSV or vCard)').setInputFiles(fixture('contacts.csv'));
  await expect(panel.getByText('3 contacts imported from contacts.csv.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Search contacts' }).fill('whitfield');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const contacts = panel.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('row')).toHaveCount(2);
  await expect(contacts).toContainText('dana.whitfield@example.com');
  await contacts.getByRole('button', { name: 'Create plan for Dana Whitfield' }).click();
  await expect(panel.getByText('Plan created for Dana Whitfield.')).toBeVisible();
  await panel.getByRole('button', { name: 'Invite Dana (dana.whitfield@example.com)' }).click();
  await expect(panel.getByRole('button', { name: 'Invitation sent to dana.whitfield@example.com' })).toBeVisible();
  await panel.getByRole('button', { name: 'Open plan' }).click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  await expect(page.getByText(/Dana/).first()).toBeVisible();
  await page.goto('/client-list');
  await expect(page.getByRole('link', { name: /^Open .*Whitfield/ }).first()).toBeVisible();
});
