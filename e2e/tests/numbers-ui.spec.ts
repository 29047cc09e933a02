import { type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';
import { expect, test } from './helpers/test';

// Issue 20 ("Every number agrees"), the screens: the one today's-dollars switch, module options that hide their
// module, and an invited client's read views of the plan with its results.

const ADVISOR = 'advisor@example.com';
const CLIENT = 'client@example.com';

async function openDemoPlan(page: Page) {
  await page.goto('/client-list');
  await page.getByRole('link', { name: /^Open .*Parker/ }).first().click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
}

/** The figure caption of the net worth chart: "Net worth in …: $A at age a (y), $B at age b (z) with expected returns…". */
async function netWorthSummary(results: Locator): Promise<{ text: string; last: number }> {
  const caption = results.getByRole('figure', { name: 'Net worth by age' }).locator('figcaption');
  await expect(caption).toContainText('at age');
  const text = (await caption.innerText()).trim();
  const amounts = [...text.matchAll(/-?\$[\d,]+/g)].map((m) => Number(m[0].replace(/[$,]/g, '')));
  return { text, last: amounts[1] };
}

test('the today\'s-dollars switch changes the net worth chart, and is remembered for the session', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  const results = page.getByRole('region', { name: 'Plan results' });
  await expect(results.getByRole('figure', { name: 'Net worth by age' })).toBeVisible({ timeout: 30_000 });

  const nominal = await netWorthSummary(results);
  expect(nominal.text).toContain('in future (nominal) dollars');
  expect(nominal.last).toBeGreaterThan(0);

  await results.locator('label', { hasText: 'Today\'s dollars' }).click();
  const year = new Date().getFullYear();
  await expect(results.getByRole('figure', { name: 'Net worth by age' }).locator('figcaption')).toContainText(`in today's (${year}) dollars`);
  const real = await netWorthSummary(results);
  // Deflated by the engine's inflation path: decades out, a real figure is well below the nominal one.
  expect(real.last).toBeGreaterThan(0);
  expect(real.last).toBeLessThan(nominal.last * 0.9);
  await expect(results.getByText(`Figures in today's (${year}) dollars. Select a year`)).toBeVisible();

  // One switch for the session: a reload keeps it, and the comparison reads the same way.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Plan results' }).getByRole('figure', { name: 'Net worth by age' }).locator('figcaption'))
    .toContainText(`in today's (${year}) dollars`, { timeout: 30_000 });
  await page.goto('/plans');
  await expect(page.getByText(`Figures in today's (${year}) dollars.`)).toBeVisible({ timeout: 30_000 });
  await page.locator('label', { hasText: 'Today\'s dollars' }).click();
  await expect(page.getByText('Figures in future (nominal) dollars.')).toBeVisible();
});

async function setWorkshopModule(page: Page, on: boolean) {
  await page.goto('/plan/settings?subcat=Target Portfolio');
  const panel = page.getByRole('tabpanel', { name: 'Module Options' });
  const toggle = panel.getByRole('checkbox', { name: 'Workshop', exact: true });
  await expect(toggle).toBeAttached();
  if ((await toggle.isChecked()) !== on) await panel.getByText('Workshop', { exact: true }).click();
  await panel.getByRole('button', { name: 'Save Module Options' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');
}

test('a module option turned off hides that module\'s navigation and page', async ({ page }) => {
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  const nav = page.getByRole('navigation', { name: 'Plan navigation' });
  await expect(nav.getByRole('link', { name: 'Workshop' })).toBeVisible();

  await setWorkshopModule(page, false);
  try {
    await expect(nav.getByRole('link', { name: 'Workshop' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Suggested Actions' })).toBeVisible();
    await page.goto('/workshop');
    await expect(page.getByRole('heading', { name: 'Workshop is turned off for this plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Module Options' })).toBeVisible();
  } finally {
    await setWorkshopModule(page, true);
  }
  await expect(nav.getByRole('link', { name: 'Workshop' })).toBeVisible();
});

test('an invited client sees read views of the plan and its results, with no disabled inputs', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, CLIENT);
  // The landing page (home) shows the plan's results: the client has profile access.
  await page.goto('/');
  const results = page.getByRole('region', { name: 'Plan results' });
  await expect(results.getByRole('figure', { name: 'Net worth by age' })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('meter', { name: 'Probability of success' })).toBeVisible();

  await page.getByRole('button', { name: 'Open my plan' }).click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  const main = page.getByRole('main');
  for (const section of ['People', 'Income', 'Investments', 'Debts', 'Insurance', 'Goals']) {
    await expect(main.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(main.getByRole('region', { name: 'Investments' })).toContainText('$');
  await expect(main.getByRole('region', { name: 'Plan results' }).getByRole('figure', { name: 'Cash flow by age' })).toBeVisible({ timeout: 30_000 });
  // Read views: no data-entry fields, and nothing greyed out.
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.locator('input:disabled, select:disabled, textarea:disabled, button:disabled')).toHaveCount(0);
  await expect(main.getByText('You can view this plan but not change it.')).toHaveCount(0);
});
