import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test';
import { type Page } from '@playwright/test';
import { expectPlanSaves, newPage, newSignedInPage, signIn } from './helpers/signIn';

const MANAGER = 'manager@example.com';
const PLAN = /^Open .*Parker/;

/** The path and query of the newest outbox link mailed to `email` (the link's origin is the server's own). */
async function outboxLink(page: Page, email: string): Promise<string> {
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; link: string | null }>;
  const link = mails.find((m) => m.to === email && m.link)?.link;
  expect(link, `an invitation link for ${email} in the dev outbox`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('a manager invites a new advisor by e-mail, who registers and accepts; the manager assigns a licence and moves a plan to them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `quinn.new.${Date.now()}@example.org`;

  await signIn(page, MANAGER);
  await page.goto('/team/administration');
  await expect(page.getByRole('heading', { name: 'Team Administration' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite to the team' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('First name').fill('Quinn');
  await invite.getByLabel('Last name').fill('New');
  await invite.getByLabel('Invite as').selectOption({ label: 'Advisor' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The invitee opens the e-mailed link in their own browser, creates an account and accepts.
  const quinn = await newPage(browser);
  await quinn.goto(await outboxLink(page, email));
  await expect(quinn.getByRole('heading', { name: 'Join Summit Wealth Partners' })).toBeVisible();
  await quinn.getByLabel('Username').fill(`quinn${Date.now()}`);
  await quinn.getByText('I accept the terms of use').click();
  await quinn.getByRole('button', { name: 'Create my account' }).click();
  await quinn.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(quinn.getByRole('heading', { name: 'Welcome to Summit Wealth Partners' })).toBeVisible();

  // The manager sees the new member, assigns a free licence and moves the Parkers' plan to them.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Advisor');
  await row.getByRole('button', { name: 'Assign licence' }).click();
  await expect(page.getByText('A licence was assigned to Quinn New.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Team licence to');

  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('checkbox', { name: /Choose .*Parker/ }).check({ force: true });
  await page.getByLabel('Move the chosen plans to').selectOption({ label: 'Quinn New' });
  await page.getByRole('button', { name: 'Move plans' }).click();
  await expect(page.getByText('1 plan moved to Quinn New.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Parker' })).toContainText('Quinn New');

  // The new advisor opens that plan and may change it.
  await quinn.goto('/client-list');
  await quinn.getByRole('link', { name: PLAN }).first().click();
  await expect(quinn).toHaveURL(/\/profile\?plan=\d+$/);
  await expect(quinn.getByTestId('banner-client')).toContainText('Parker');
  await expect(quinn.getByRole('status', { name: 'Plan is read-only' })).toHaveCount(0);
  await expect(quinn.getByRole('button', { name: 'Save', exact: true }).first()).toBeVisible();

  // Give the plan back to its advisor, for the journeys that use it.
  await page.getByRole('checkbox', { name: /Choose .*Parker/ }).check({ force: true });
  await page.getByLabel('Move the chosen plans to').selectOption({ label: 'Avery Stone' });
  await page.getByRole('button', { name: 'Move plans' }).click();
  await expect(page.getByText('1 plan moved to Avery Stone.')).toBeVisible();
  await quinn.context().close();
});

test('an advisor whose licence expired sees plans read-only, renews by invoice, and saves again once the administrator marks it paid', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'expired@example.com');
  await page.goto('/client-list');
  await page.getByRole('link', { name: /^Open .*Vale/ }).first().click();
  await expect(page).toHaveURL(/\/profile\?plan=\d+$/);
  const banner = page.getByRole('status', { name: 'Plan is read-only' });
  await expect(banner).toContainText(/Your licence expired on \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  await banner.getByRole('link', { name: 'Renew the licence' }).click();
  await expect(page).toHaveURL(/\/team\/administration\?tab=licence$/);
  await expect(page.getByText(/Your licence expired on \d{4}-\d{2}-\d{2}\. Your plans are read-only/)).toBeVisible();
  await page.getByRole('button', { name: 'Renew my licence for a year' }).click();
  // A purchase asks first, with the amount (issue 30); nothing is owed until confirmed.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(/Renew your licence for a year for \$[\d,.]+\?/);
  await confirm.getByRole('button', { name: /^Confirm \$[\d,.]+$/ }).click();
  const notice = page.getByText(/Invoice INV-\d{6} for \$[\d,.]+ is open/);
  await expect(notice).toBeVisible();
  const invoice = (await notice.textContent())!.match(/INV-\d{6}/)![0];
  // Every invoice has its PDF.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('row').filter({ hasText: invoice }).getByRole('button', { name: 'Invoice PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${invoice}.pdf`);
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // The site administrator records the payment.
  const admin = await newSignedInPage(browser, 'admin@example.com');
  await admin.goto('/site-admin');
  await admin.getByRole('tab', { name: 'Licence Invoices' }).click();
  const invoiceRow = admin.getByRole('row').filter({ hasText: invoice });
  await expect(invoiceRow).toContainText('expired@example.com');
  await invoiceRow.getByRole('button', { name: `Mark ${invoice} paid` }).click();
  await expect(admin.getByText(`${invoice} is marked paid; its licences have started.`)).toBeVisible();
  await admin.context().close();

  // The block lifts at once: the plan loads with change rights again and a save goes through.
  await page.reload();
  await expect(page.getByText(/Your licence is valid until/)).toBeVisible();
  await expectPlanSaves(page);
});
