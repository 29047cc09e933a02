import { expect, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn, newSignedInPage, openDemoPlan } from './helpers/signIn';

// Levels (spec document 2 sections 2-4): a team manager's banner reaches the team's plans, and an advisor's own
// copy of the global assumptions, assigned to a plan, changes that plan's projection.

const MANAGER = 'manager@example.com';
const ADVISOR = 'advisor@example.com';

/** Net worth in the last projected year of the plan's results (on the Profile page). */
async function finalNetWorth(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Year by year projection' });
  const lastYear = table.getByRole('row').last();
  await expect(lastYear).toBeVisible({ timeout: 60_000 });
  const cells = lastYear.getByRole('cell');
  const text = await cells.nth((await cells.count()) - 2).innerText();
  return Number(text.replace(/[^0-9.-]/g, ''));
}

test('a team manager changes the team banner title and the team\'s plans show it', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Summit Wealth Partners - ${Date.now() % 100000}`;
  const manager = await newSignedInPage(browser, MANAGER);
  await manager.goto('/team/settings');
  const field = manager.getByRole('textbox', { name: 'Banner Title' });
  await expect(field).toHaveValue(/^Summit Wealth Partners/);
  await field.fill(title);
  await manager.getByRole('button', { name: 'Save Banner' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(manager.getByRole('banner').getByText(title)).toBeVisible();

  const advisor = await newSignedInPage(browser, ADVISOR);
  await openDemoPlan(advisor);
  await expect(advisor.getByRole('banner').getByText(title)).toBeVisible();
  // The plan's own settings show where the title comes from.
  await advisor.goto('/plan/settings?subcat=banner');
  await expect(advisor.getByRole('textbox', { name: 'Banner Title' })).toHaveValue(title);
  await expect(advisor.getByText('Inherited from Team').first()).toBeVisible();
});

test('an advisor copies the global assumptions, raises US large cap, assigns the copy to a plan and its projection changes', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  const before = await finalNetWorth(page);

  await page.goto('/advisor/portfolio-assumptions');
  await page.getByRole('button', { name: 'Copy Global Default Assumptions', exact: true }).click();
  // The copy opens for editing ('... - Copy', or '- Copy N' when copies exist).
  const editor = page.getByRole('region', { name: /^Assumption set Global Default Assumptions - Copy/ });
  await expect(editor).toBeVisible();
  const copyName = (await editor.getAttribute('aria-label'))!.replace('Assumption set ', '');
  await editor.getByRole('button', { name: 'Edit US Large Cap' }).click();
  await editor.getByRole('textbox', { name: 'Expected Return' }).fill('14');
  await editor.getByRole('button', { name: 'Save Asset Class' }).click();
  const largeCap = editor.getByRole('table', { name: 'Asset classes' }).getByRole('row', { name: /US Large Cap/ });
  await expect(largeCap).toContainText('14.00%');

  await page.goto('/plan/settings?subcat=assumptions');
  await page.getByRole('combobox', { name: 'Portfolio Assumption' }).selectOption({ label: `${copyName} (Advisor)` });
  await page.getByRole('button', { name: 'Save Calculations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Set at this level').first()).toBeVisible();

  await page.goto('/plan/portfolio-assumptions');
  await expect(page.getByText(`This plan uses ${copyName} (chosen at this level).`)).toBeVisible();

  await page.goto('/profile');
  await page.reload();
  await expect.poll(() => finalNetWorth(page), { timeout: 60_000 }).toBeGreaterThan(before);
});
