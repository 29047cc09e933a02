import { expect, expectAccessible, test } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './helpers/signIn';

// A client on a phone and an advisor using only the keyboard: no page wider than the screen, the plan navigation
// behind a menu button, every page checked by axe (helpers/test), and the keyboard journey sign-in -> income -> add ->
// save in at most half of the 74 Tabs it once took, with the focus visible at every stop.

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/phone';

/** The page is no wider than the viewport (nothing scrolls sideways except inside its own scroll areas). */
async function expectFitsScreen(page: Page, what: string) {
  await expect.poll(async () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
    message: `${what} is wider than the ${PHONE.width} px screen`,
  }).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${what.replace(/\W+/g, '-')}.png`, fullPage: true });
}

/** Opens the plan menu with its button and follows one link (the sidebar is hidden on a phone). */
async function viaPlanMenu(page: Page, link: string) {
  await expect(page.getByRole('navigation', { name: 'Plan navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Plan menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Plan menu' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'plan menu drawer');
  await drawer.getByRole('link', { name: link, exact: true }).click();
  await expect(drawer).toBeHidden();
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the invited client reads the plan, the workshop and the comparison', async ({ page }) => {
    await signIn(page, 'client@example.com');
    // A client with one plan lands on it.
    await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expectFitsScreen(page, 'client profile');
    await viaPlanMenu(page, 'Workshop');
    await expect(page).toHaveURL(/\/workshop(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
    await expectFitsScreen(page, 'client workshop');
    await viaPlanMenu(page, 'Comparison');
    await expect(page).toHaveURL(/\/plans(\?|$)/);
    await expectFitsScreen(page, 'client comparison');
  });

  test('the advisor opens a plan from the client list and edits income', async ({ page }) => {
    await signIn(page, 'advisor@example.com');
    await page.goto('/client-list');
    const open = page.getByRole('link', { name: /^Open .*Parker/ }).first();
    await expect(open).toBeInViewport();
    await expectFitsScreen(page, 'advisor client list');
    await open.click();
    await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
    await viaPlanMenu(page, 'Income');
    await expect(page).toHaveURL(/\/income\?plan=\d+$/);
    await expect(page.getByRole('textbox', { name: 'Annual Pre-Tax' }).first()).toBeVisible();
    await expectFitsScreen(page, 'advisor income');
  });
});

/** Presses Tab until `target` has focus, counting the presses; each stop on the way must show where the focus is. */
async function tabTo(page: Page, target: Locator, counter: { tabs: number; log: string[] }, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    counter.tabs += 1;
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { visible: false, name: 'body' };
      const s = getComputedStyle(el);
      const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow && s.boxShadow !== 'none');
      return { visible: Boolean(ring), name: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}` };
    });
    counter.log.push(focus.name);
    expect(focus.visible, `focus is visible on ${focus.name} (Tabs so far: ${counter.log.join(" | ")})`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`no focus on the target after ${limit} Tabs: ${counter.log.slice(-limit).join(' | ')}`);
}

test('keyboard only: sign in, open the plan, add an income and save in at most 37 Tabs', async ({ page }) => {
  test.setTimeout(120_000);
  const counter = { tabs: 0, log: [] as string[] };
  const email = 'advisor@example.com';
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }), counter);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const codeField = page.getByLabel('Verification code', { exact: true });
  await expect(codeField).toBeVisible();
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null }>;
  const code = mails.find((m) => m.to === email && m.code)?.code ?? '';
  if (!(await codeField.evaluate((el) => el === document.activeElement))) await tabTo(page, codeField, counter);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Go to the client list' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Go to the client list' }), counter);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client-list$/);
  // A keyboard user starts once the list shows (tabbing while it loads would count Tabs through a page still filling in).
  const parker = page.getByRole('link', { name: /^Open .*Parker/ }).first();
  await expect(parker).toBeVisible();
  await tabTo(page, parker, counter);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('navigation', { name: 'Plan data areas' }).getByRole('link', { name: 'Income', exact: true }), counter);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/income\?plan=\d+$/);
  await expect(page.getByRole('heading', { name: 'Income', level: 1 })).toBeFocused();

  const add = page.getByRole('button', { name: 'Add income' }).first();
  await expect(add).toBeVisible();
  await tabTo(page, add, counter);
  await page.keyboard.press('Enter');
  // Focus moves into the new row, on its first field.
  const where = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const row = el?.closest('fieldset');
    const heading = el?.closest('section')?.querySelector('h2');
    return { row: row?.getAttribute('aria-label') ?? '', section: heading?.textContent ?? '', field: el?.tagName ?? '' };
  });
  expect(where.row, 'focus on a field of the new income row').toMatch(/^Income \d+$/);
  await page.keyboard.type('Board fees');
  const amount = page.getByRole('region', { name: where.section }).getByRole('group', { name: where.row, exact: true }).getByLabel('Annual Pre-Tax');
  await tabTo(page, amount, counter);
  await page.keyboard.type('12000');
  // Enter in a field saves the area, as it submits any form.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.').first()).toBeVisible();
  // The saved income is in the list (rows are sorted again after a save).
  await expect.poll(() => page.getByRole('region', { name: where.section }).getByLabel('Annual Pre-Tax')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toContainEqual(expect.stringMatching(/^12,?000(\.00)?$/));
  console.log(JSON.stringify({ keyboardJourneyTabs: counter.tabs }));
  expect(counter.tabs, counter.log.join(' | ')).toBeLessThanOrEqual(37);
});
