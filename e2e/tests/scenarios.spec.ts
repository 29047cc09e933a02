import { expect, expectAccessible, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// What-if planning as an advisor meets it: the workshop answers a new action at once (the engine runs in a
// web worker of the scenarios remote), the server confirms the numbers, then the scenario is saved,
// duplicated and compared with its copy.

const ADVISOR = 'advisor@example.com';

const probability = (page: Page) => page.getByTestId('metric-probability').getByLabel('Probability of success, scenario');
const confirmation = (page: Page) => page.getByTestId('server-confirmation');

test('workshop: add "retire two years later", see it at once, save, duplicate, compare', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);

  await page.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(page).toHaveURL(/\/workshop/);
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Scenario', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByRole('list', { name: 'Actions' }).getByRole('group')).toHaveCount(5);

  // The demo's early-retirement scenario, computed in the browser and confirmed by the server.
  await expect(confirmation(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(page.getByTestId('calc-timing')).toContainText('in your browser');
  const before = (await probability(page).innerText()).trim();
  expect(before).toMatch(/^\d+(\.\d)?%$/);

  // One click adds the action, selected; the probability of success changes within a second.
  await page.getByRole('button', { name: '+ Retire 2 years later' }).click();
  await expect(probability(page)).not.toHaveText(before, { timeout: 1_000 });
  const after = (await probability(page).innerText()).trim();
  const card = page.getByRole('group', { name: /Retire two years later/ });
  await expect(card).toContainText('Not saved');
  await expect(card.getByRole('checkbox')).toBeChecked();
  await expect(confirmation(page)).toHaveAttribute('data-status', 'unsaved');

  // Save: the action and the selection are stored, and the server agrees with the browser's numbers.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card).not.toContainText('Not saved');
  await expect(confirmation(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(probability(page)).toHaveText(after);

  // Duplicate it on the scenario list: the copy is named by the copy rule.
  await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
  await expect(page).toHaveURL(/\/scenarios\?plan=\d+$/);
  await page.getByRole('button', { name: 'Duplicate Early retirement', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Early retirement - Copy', exact: true })).toBeVisible();

  // Compare both on /plans: the copy carries the same selected actions, so the same numbers.
  await page.getByRole('link', { name: 'Comparison', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\?plan=\d+$/);
  await page.getByRole('checkbox', { name: 'Early retirement', exact: true }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Early retirement - Copy', exact: true }).check({ force: true });
  const metrics = page.getByRole('table', { name: 'Key metrics' });
  await expect(metrics.getByRole('columnheader', { name: 'Early retirement', exact: true })).toBeVisible();
  await expect(metrics.getByRole('columnheader', { name: 'Early retirement - Copy', exact: true })).toBeVisible();
  const success = metrics.getByRole('row', { name: /Probability of success/ });
  await expect(success.getByRole('cell').nth(2)).toHaveText(after, { timeout: 60_000 });
  await expect(success.getByRole('cell').nth(3)).toHaveText(after, { timeout: 60_000 });
  const chart = page.getByRole('figure', { name: /Net worth by age/ });
  await expect(chart.locator('.recharts-line')).toHaveCount(3);
});

test('workshop: a selection is stored once after quick changes, and is there after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  await page.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(confirmation(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  const box = () => page.getByRole('group', { name: /Cut base living expense/ }).getByRole('checkbox');
  await expect(box()).not.toBeChecked();
  const selectedBefore = await page.getByRole('list', { name: 'Actions' }).getByRole('checkbox', { checked: true }).count();
  const writes: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/client\/scenario\/(true|false)$/.test(r.url())) writes.push(r.postData() ?? ''); });

  // Three changes in one go (on, off, on): one write, of the last selection, once the changes stop.
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/client\/scenario\/false$/.test(r.url()));
  await box().evaluate((input) => { for (let k = 0; k < 3; k++) (input as HTMLInputElement).click(); });
  await expect(box()).toBeChecked();
  expect((await stored).ok()).toBe(true);
  await page.waitForTimeout(600);
  expect(writes).toHaveLength(1);
  const selected = (JSON.parse(writes[0]) as { selectedActions: Array<{ id: number }> }).selectedActions;
  expect(selected).toHaveLength(selectedBefore + 1);

  await page.reload();
  await expect(confirmation(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(box()).toBeChecked();
  // Back as it was (the other journeys use the demo's selection).
  const restored = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/client\/scenario\/false$/.test(r.url()));
  await box().evaluate((input) => (input as HTMLInputElement).click());
  await expect(box()).not.toBeChecked();
  expect((await restored).ok()).toBe(true);
});

test('strategies and target methods: save, select the current target, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADVISOR);
  await openDemoPlan(page);

  // A Social Security claiming strategy the engine applies.
  await page.goto('/strategies');
  await page.getByRole('button', { name: 'New strategy' }).click();
  const strategy = page.getByRole('dialog');
  await strategy.getByRole('combobox', { name: 'Strategy' }).selectOption('SS');
  await strategy.getByRole('textbox', { name: 'Description' }).fill('Delay Social Security');
  await strategy.getByRole('textbox', { name: 'Client claims at' }).fill('70');
  await expectAccessible(page, 'new strategy dialog');
  await strategy.getByRole('button', { name: 'Save' }).click();
  await expect(strategy).toBeHidden();
  const row = page.getByRole('row', { name: /Delay Social Security/ });
  await expect(row).toContainText('Client claims at 70');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);

  // The demo's selected target, then a new one selected in its place.
  await page.goto('/target-methods');
  await expect(page.getByRole('row', { name: /Growth, risk score 60/ })).toContainText('Current target');
  await page.getByRole('button', { name: 'New target method' }).click();
  const method = page.getByRole('dialog');
  await method.getByRole('textbox', { name: 'Description' }).fill('Conservative model');
  await method.getByRole('combobox', { name: 'Method' }).selectOption('PORT');
  await method.getByRole('combobox', { name: 'Portfolio' }).selectOption({ label: 'Conservative' });
  await method.getByRole('button', { name: 'Save' }).click();
  await expect(method).toBeHidden();
  const conservative = page.getByRole('row', { name: /Conservative model/ });
  await conservative.getByRole('button', { name: 'Select' }).click();
  await expect(conservative).toContainText('Current target');
  await expect(page.getByRole('row', { name: /Growth, risk score 60/ })).not.toContainText('Current target');
  const panel = page.getByRole('region', { name: 'Target Portfolio' });
  await expect(panel).toContainText('Current target: Conservative model.');
  await expect(panel.getByRole('row', { name: /US Aggregate Bonds/ })).toContainText('45%');
});

test('the client works in the shared workshop but cannot delete, adopt or manage scenarios', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'client@example.com');

  // The shared workshop scenario: the client may select and add (workshop change and add), not delete saved actions.
  await page.goto('/workshop');
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /Jordan retires at 55/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New workshop scenario' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Retire 2 years later' })).toBeVisible();
  await expect(confirmation(page)).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });

  // Suggested actions are visible; adopting needs profile change, which this client does not have.
  await page.goto('/suggested-actions');
  await expect(page.getByRole('group', { name: /Claim Social Security at 70/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adopt' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Visible to the client' })).toHaveCount(0);
});
