import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks `button` until `shown` is visible. The header's menus and Home are disabled while any call is loading
 * (spec document 1 section 2): a click that lands in that moment does nothing, and a person clicks again.
 * `shouldClick` says whether another click is due (a menu already open must not be closed by it).
 */
export async function clickUntilShown(button: Locator, shown: Locator, shouldClick: () => Promise<boolean> = async () => true): Promise<void> {
  await expect(async () => {
    if (await shouldClick()) await button.click({ timeout: 5_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens a header menu (its trigger's accessible name matches `trigger`) and waits for `item`. A screen that loads
 * in steps (plan, then code lists) enables the menus for a moment in between, so the first click may land as they
 * are disabled again: it clicks again while the menu is closed.
 */
export async function openHeaderMenu(page: Page, trigger: RegExp, item: string): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: trigger });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await clickUntilShown(button, entry, async () => (await button.getAttribute('aria-expanded')) !== 'true');
}

/** Opens a header menu and chooses one of its items. */
export async function chooseFromHeaderMenu(page: Page, trigger: RegExp, item: string): Promise<void> {
  await openHeaderMenu(page, trigger, item);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
