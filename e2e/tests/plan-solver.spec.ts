import { expect, test } from './helpers/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// The plan solver on Suggested Actions (issue 33): the search runs in the browser's web workers with the engine,
// shows the demo plan's best combinations with their figures, and Apply saves one as a scenario whose probability
// (computed again by the ordinary scenario run, in the browser and on the server) is the solver's figure; the
// workshop and the comparison show it.

const SHOTS = process.env.E2E_SHOTS_DIR;

test('Suggested Actions: the solver\'s top combinations, Apply, and the scenario in the workshop and the comparison', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  await page.goto('/suggested-actions');
  const solver = page.getByRole('region', { name: 'Best combinations for this plan' });
  await expect(solver).toBeVisible();
  // The fixed chips are quick actions of the workshop only.
  await expect(page.getByRole('button', { name: '+ Retire 2 years later' })).toHaveCount(0);

  // A search can be cancelled while it runs; the progress names what is being tried.
  await solver.getByRole('button', { name: 'Find the best plan' }).click();
  await expect(solver.getByTestId('solver-progress')).toContainText(/trying .+ on [\d,]+ trials/);
  await solver.getByRole('button', { name: 'Cancel' }).click();
  await expect(solver.getByRole('alert')).toHaveText('The search was cancelled.');

  // The default search: the highest sustainable spending at the firm's threshold.
  await solver.getByRole('button', { name: 'Find the best plan' }).click();
  await expect(solver.getByTestId('solver-progress')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/solver-progress.png`, fullPage: true });
  const first = solver.getByRole('article', { name: 'Combination 1' });
  await expect(first).toBeVisible({ timeout: 480_000 });
  const count = await solver.getByRole('article').count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(5);
  await expect(solver.getByTestId('solver-baseline')).toContainText(/The plan today: probability \d+(\.\d)?%, sustainable retirement spending \$[\d,]+ a year at 70%/);
  await expect(first).toContainText(/Sustainable spending\$[\d,]+ a year/);
  await expect(first.getByRole('listitem').last()).toContainText(/raises? the retirement spending sustainable at 70% from \$[\d,]+ a year to \$[\d,]+ a year/);
  const figure = (await first.getByText(/^\d+(\.\d)?%$/).first().innerText()).trim();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/solver-results.png`, fullPage: true });

  // Apply: a suggested-actions scenario of ordinary actions; its run (browser, then confirmed by the server) has the
  // solver's probability.
  await first.getByRole('button', { name: 'Apply combination 1' }).click();
  const applied = first.getByText(/^Applied as “.+”\.$/);
  await expect(applied).toBeVisible();
  const description = (await applied.innerText()).replace(/^Applied as “/, '').replace(/”\.$/, '');
  await expect(page.getByRole('heading', { name: description, level: 2 })).toBeVisible();
  const scenarioProbability = page.getByTestId('metric-probability').getByLabel('Probability of success, scenario');
  await expect(scenarioProbability).toHaveText(figure, { timeout: 120_000 });
  await expect(page.getByTestId('server-confirmation')).toHaveAttribute('data-status', 'confirmed', { timeout: 120_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/solver-applied.png`, fullPage: true });

  // The workshop opens it, with the same probability.
  await first.getByRole('link', { name: 'Open in the workshop' }).click();
  await expect(page).toHaveURL(/\/workshop\?(.*&)?scenario=\d+/);
  await expect(page.getByRole('heading', { name: `Base plan and ${description}`, exact: true })).toBeVisible();
  await expect(scenarioProbability).toHaveText(figure, { timeout: 120_000 });

  // The comparison lists it (flagged for comparison), with the same probability.
  await page.getByRole('link', { name: 'Comparison', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\?plan=\d+$/);
  await expect(page.getByRole('checkbox', { name: description, exact: true })).toBeChecked();
  const metrics = page.getByRole('table', { name: 'Key metrics' });
  await expect(metrics.getByRole('columnheader', { name: description, exact: true })).toBeVisible();
  const headers = await metrics.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === description);
  await expect(metrics.getByRole('row', { name: /Probability of success/ }).getByRole('cell').nth(column)).toHaveText(figure, { timeout: 120_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/solver-comparison.png`, fullPage: true });

  // Leave the demo plan's comparison as the other journeys expect it: the applied scenario no longer compared.
  await page.getByRole('checkbox', { name: description, exact: true }).uncheck({ force: true });
  await expect(metrics.getByRole('columnheader', { name: description, exact: true })).toHaveCount(0);
  await expect.poll(async () => {
    await page.reload();
    return page.getByRole('checkbox', { name: description, exact: true }).isChecked();
  }, { timeout: 30_000 }).toBe(false);
});
