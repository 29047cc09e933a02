import { expect, type Page } from '@playwright/test';

/**
 * Opens a header menu (its trigger's accessible name matches `trigger`) and waits for its items.
 *
 * The header menus are disabled while any call is loading (spec document 1 section 2). A screen that loads in
 * steps (plan, then code lists) enables them for a moment in between; a click that lands as they are disabled
 * again opens nothing, and a person would click once more. So does this: it clicks while the menu is closed
 * until `item` shows.
 */
export async function openHeaderMenu(page: Page, trigger: RegExp, item: string): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: trigger });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click({ timeout: 5_000 });
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens a header menu and chooses one of its items. */
export async function chooseFromHeaderMenu(page: Page, trigger: RegExp, item: string): Promise<void> {
  await openHeaderMenu(page, trigger, item);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
