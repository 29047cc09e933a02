import { expect, expectAccessible, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// The calculation engine as an advisor meets it: the demo plan's results on its Profile page, each year's
// explanation, and a projection that follows an income change once it is saved.

const ADVISOR = 'advisor@example.com';

/** First projected year's income, as shown in the year-by-year table. */
async function firstYearIncome(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'Year by year projection' });
  const firstYear = table.getByRole('row').nth(1);
  await expect(firstYear).toBeVisible();
  return (await firstYear.getByRole('cell').nth(2).innerText()).trim();
}

const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('the demo plan shows its results, explains a year, and follows an income change', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);

  const results = page.getByRole('region', { name: 'Plan results' });
  await expect(results.getByRole('heading', { name: 'Plan results' })).toBeVisible({ timeout: 30_000 });

  // Both charts draw their series (svg paths), and the gauge reads a probability.
  for (const name of ['Net worth by age', 'Cash flow by age']) {
    const chart = results.getByRole('figure', { name });
    await expect(chart.locator('svg path').first()).toBeVisible();
    expect(await chart.locator('svg path').count()).toBeGreaterThan(5);
  }
  const gauge = results.getByRole('meter', { name: 'Probability of success' });
  await expect(gauge).toHaveAttribute('aria-valuenow', /^\d+$/);

  // "Why is this number what it is": one year's lines, section by section.
  const incomeBefore = await firstYearIncome(page);
  const firstYear = new Date().getFullYear();
  await results.getByRole('button', { name: `Explain ${firstYear}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: 'Income', exact: true })).toBeVisible();
  await expect(detail.getByRole('group', { name: 'Income' })).toContainText('Wages');
  await expect(detail.getByRole('group', { name: 'Taxes' })).toContainText('Federal income tax');
  await expect(detail.getByText('How the taxes were figured')).toBeVisible();
  await expectAccessible(page, 'year detail drawer');
  // The drawer's body scrolls by keyboard: it is a focusable region.
  await detail.getByRole('region', { name: `Explanation of ${firstYear}` }).focus();
  await page.keyboard.press('End');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // Raise the client's current income by $60,000 and save.
  await page.getByRole('navigation', { name: 'Plan data areas' }).getByRole('link', { name: 'Income', exact: true }).click();
  await expect(page).toHaveURL(/\/income\?plan=\d+$/);
  const pay = page.getByRole('textbox', { name: 'Annual Pre-Tax' }).first();
  await expect(pay).toBeVisible();
  const current = dollars(await pay.inputValue());
  expect(current).toBeGreaterThan(0);
  await pay.fill(String(current + 60_000));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Back on the plan, the projection has followed.
  await page.getByRole('navigation', { name: 'Plan data areas' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  await expect.poll(() => firstYearIncome(page), { timeout: 30_000 }).not.toBe(incomeBefore);
  expect(dollars(await firstYearIncome(page))).toBe(dollars(incomeBefore) + 60_000);
});
