import { expect, type Browser, type Page } from '@playwright/test';

/** Signs in through the login page with the code the dev outbox holds for `email`. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  const codeField = page.getByLabel('Verification code', { exact: true });
  await expect(codeField).toBeVisible();
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; code: string | null }>;
  const code = mails.find((m) => m.to === email && m.code)?.code;
  expect(code, `a sign-in code for ${email} in the dev outbox`).toBeTruthy();
  await codeField.fill(code!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page in a new browser context (another person's browser: no session, no storage shared). */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A new browser context signed in as `email`. */
export async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  return page;
}

/**
 * On the open plan: the tax assumption screen is not read-only, and a change of filing status and state saves
 * (a plan whose advisor's licence was renewed or extended accepts writes again).
 */
export async function expectPlanSaves(page: Page): Promise<void> {
  await page.goto('/tax-assumptions');
  await expect(page.getByRole('status', { name: 'Plan is read-only' })).toHaveCount(0);
  const tax = page.getByRole('region', { name: 'Tax assumption' });
  await tax.getByLabel('Filing Status').selectOption({ label: 'Single' });
  await tax.getByLabel('Client State').selectOption({ label: 'Oregon' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

/** Opens the demo plan (the Parkers) from the client list; lands on its profile page. */
export async function openDemoPlan(page: Page): Promise<void> {
  await page.goto('/client-list');
  await page.getByRole('link', { name: /^Open .*Parker/ }).first().click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
}
