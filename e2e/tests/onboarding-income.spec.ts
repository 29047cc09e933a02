import { expect, test } from './helpers/test';
import { signIn } from './helpers/signIn';

// Issue 20, item 1: income entered in onboarding step 1 reaches the projection (the pay becomes the client's
// income record, which the engine projects).

const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('a new plan built through onboarding with income shows a non-zero projection', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'advisor@example.com');
  await page.goto('/client-list');
  await page.getByRole('button', { name: 'New plan' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const client = page.getByRole('region', { name: 'Client', exact: true });
  await client.getByLabel('First Name').fill('Riley');
  await client.getByLabel('Last Name').fill('Nguyen');
  await client.getByLabel('Date of Birth').fill('1980-04-12');
  await client.getByLabel('Annual Pre-Tax Income').fill('180000');
  await client.getByLabel('Marital Status').selectOption({ label: 'Single' });
  const complete = page.getByRole('button', { name: 'Complete onboarding' });
  for (let step = 0; step < 10 && !(await complete.isVisible()); step++) {
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForTimeout(500);
  }
  await complete.click();
  await expect(page).toHaveURL(/\/onboarding\/complete\?plan=\d+$/);
  await expect(page.getByText(/1 person, .* are in the plan\./)).toBeVisible();

  await page.getByRole('link', { name: 'Go to the profile' }).click();
  const results = page.getByRole('region', { name: 'Plan results' });
  const table = results.getByRole('table', { name: 'Year by year projection' });
  const firstYear = table.getByRole('row').nth(1);
  await expect(firstYear).toBeVisible({ timeout: 30_000 });
  // Columns: year, ages, income, withdrawals, expenses, debt payments, taxes, savings, net worth.
  expect(dollars(await firstYear.getByRole('cell').nth(2).innerText())).toBeGreaterThan(100_000);
  expect(dollars(await firstYear.getByRole('cell').nth(6).innerText())).toBeGreaterThan(0);
});
