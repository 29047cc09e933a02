import { execFileSync } from 'node:child_process';
import { expect, expectAccessible, test } from './helpers/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// Issue 34: the stress tests of the demo plan on its results (historical since 1871, bad timing, random lifetimes,
// fat tails) with the figures the stress endpoint gives, the year drawer's count of trials alive, and the
// report's stress section printing the same four results.

const pct = (share: number) => `${Math.round(share * 100)}%`;

test('the stress panel shows the four results of the demo plan and the report prints them', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'advisor@example.com');
  await openDemoPlan(page);
  const stressAnswer = page.waitForResponse((r) => /\/api\/gateway\/calcs\/profile\/\d+\/stress$/.test(r.url()) && r.status() === 200, { timeout: 120_000 });
  const panel = page.getByTestId('stress-panel');
  await expect(panel.getByRole('heading', { name: 'Stress tests' })).toBeVisible({ timeout: 60_000 });
  const stress = await (await stressAnswer).json();

  const cards = [
    ['stress-historical', stress.historical.successRate],
    ['stress-badTiming', stress.badTiming.probabilityOfSuccess],
    ['stress-randomLifetimes', stress.randomLifetimes.probabilityOfSuccess],
    ['stress-fatTails', stress.fatTails.probabilityOfSuccess],
  ] as const;
  for (const [id, share] of cards) await expect(panel.getByTestId(id)).toContainText(pct(share), { timeout: 60_000 });
  await expect(panel.getByTestId('stress-historical')).toContainText(`of ${stress.historical.startYears.length} historical sequences never ran out`);
  await expect(panel.getByTestId('stress-badTiming')).toContainText(`Monte Carlo ${pct(stress.badTiming.monteCarloProbability)}`);
  // Every historical path is drawn: one line per start year.
  const chart = panel.getByRole('figure', { name: 'Net worth along every historical sequence' });
  await expect(chart.locator('path.recharts-curve').first()).toBeAttached();
  expect(await chart.locator('path.recharts-curve').count()).toBe(stress.historical.startYears.length);
  await expect(panel.getByTestId('stress-worst').getByRole('row')).toHaveCount(stress.historical.worst.length + 1);
  await expect(panel.getByTestId('stress-mapping')).toContainText('standard deviation is 10% or more');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/stress-panel.png', fullPage: false });
  await expectAccessible(page, 'stress panel');

  // Another pair of poor years: the server replays them.
  await panel.getByLabel(/Poor years to replay/).fill('1929');
  const replayed = page.waitForResponse((r) => r.url().includes('/stress?badTimingStart=1929') && r.status() === 200, { timeout: 120_000 });
  await panel.getByRole('button', { name: 'Replay these years' }).click();
  const again = await (await replayed).json();
  await expect(panel.getByTestId('stress-bad-timing')).toContainText('1929–1930');
  await expect(panel.getByTestId('stress-badTiming')).toContainText(pct(again.badTiming.probabilityOfSuccess));

  // The year drawer: how many random-lifetime trials have someone alive that year.
  const year = stress.randomLifetimes.years[30];
  const alive = stress.randomLifetimes.alive[30];
  await page.getByRole('region', { name: 'Plan results' }).getByRole('button', { name: `Explain ${year}` }).click();
  await expect(page.getByRole('dialog').getByTestId('year-alive')).toContainText(`in ${alive.toLocaleString('en-US')} of ${stress.randomLifetimes.trials.toLocaleString('en-US')} trials`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The workshop: the base plan's stress tests beside the scenario's (its saved actions applied by the server).
  const scenarioAnswer = page.waitForResponse((r) => /\/stress\?scenarioId=\d+$/.test(r.url()) && r.status() === 200, { timeout: 120_000 });
  await page.goto('/workshop');
  const comparison = page.getByTestId('stress-comparison');
  await expect(comparison.getByRole('heading', { name: /^Stress tests: base plan and / })).toBeVisible({ timeout: 60_000 });
  const scenario = await (await scenarioAnswer).json();
  const historicalRow = comparison.getByTestId('stress-compare-historical');
  await expect(historicalRow).toContainText(pct(stress.historical.successRate), { timeout: 60_000 });
  await expect(historicalRow).toContainText(pct(scenario.historical.successRate));
  await expect(comparison.getByTestId('stress-compare-randomLifetimes')).toContainText(pct(scenario.randomLifetimes.probabilityOfSuccess));
  await comparison.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/stress-workshop.png' });

  // The report's stress section prints the same four results.
  await page.goto('/plan/reports');
  const button = page.getByRole('button', { name: /^Create PDF of / }).first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain('Stress Tests');
  for (const [label, share] of [
    ['Historical: every start year', stress.historical.successRate], ['Bad timing: two poor years from', stress.badTiming.probabilityOfSuccess],
    ['Random lifetimes (SSA life table)', stress.randomLifetimes.probabilityOfSuccess], ['Fat tails (crisis years)', stress.fatTails.probabilityOfSuccess],
  ] as const) {
    const line = text.split('\n').find((l) => l.includes(label) && /\d+%/.test(l));
    expect(line, label).toBeTruthy();
    expect(line).toContain(pct(share));
  }
});
