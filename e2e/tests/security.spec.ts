import { expect, test, type Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';
import { chooseFromHeaderMenu } from './helpers/headerMenu';

// Issue 12: the portal runs under its security headers (CSP, frame protection, nosniff, referrer policy) with
// nothing refused on the main pages, and account recovery needs the chosen answer and then a mailed code.

const ADVISOR = 'advisor@example.com';

/** Collects every CSP refusal the page reports, in the console or as a securitypolicyviolation event. */
function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Refused to|Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|Refused to/i.test(e.message)) refused.push(e.message);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective}) from ${e.sourceFile}:${e.lineNumber} — Content Security Policy`));
  });
  return refused;
}

test('the main pages work under the security headers, with no CSP refusal', async ({ page }) => {
  test.setTimeout(180_000);
  const refused = watchCsp(page);
  const res = await page.request.get('/login');
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers()['strict-transport-security']).toBeUndefined();

  await signIn(page, ADVISOR);
  await openDemoPlan(page);
  const nav = page.getByRole('navigation', { name: 'Plan navigation' });
  await nav.getByRole('link', { name: 'Income', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Income', level: 1 })).toBeVisible();
  // The workshop runs the engine in a web worker of the scenarios remote.
  await nav.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(page.getByTestId('server-confirmation')).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(page.getByTestId('calc-timing')).toContainText('in your browser');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Recovery question' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('recovery: the user sets a question on /account; the right answer then a mailed code signs them in', async ({ page }) => {
  const email = 'manager@example.com';
  await signIn(page, email);
  await page.goto('/account');
  const section = page.getByRole('form', { name: 'Recovery question' });
  await expect(section.getByText('You have not chosen a recovery question yet.', { exact: false })).toBeVisible();
  await section.getByLabel('Question').selectOption('What was the name of your first pet?');
  await section.getByLabel('Answer').fill('Biscuit');
  await section.getByRole('button', { name: 'Save recovery question' }).click();
  await expect(section.getByText('Your recovery question is saved.')).toBeVisible();
  await expect(section.getByText('Your question: What was the name of your first pet?', { exact: false })).toBeVisible();
  await chooseFromHeaderMenu(page, /^User menu: /, 'Logout');
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/login/help');
  const recovery = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Answer your recovery question' }) });
  await recovery.getByLabel('Email address').fill(email);
  await recovery.getByRole('button', { name: 'Show my question' }).click();
  await expect(recovery.getByText('What was the name of your first pet?')).toBeVisible();
  await recovery.getByLabel('Answer').fill('Wrong pet');
  await recovery.getByRole('button', { name: 'Submit answer' }).click();
  await expect(recovery.getByRole('alert')).toContainText('not correct');
  await recovery.getByLabel('Answer').fill(' biscuit ');
  await recovery.getByRole('button', { name: 'Submit answer' }).click();
  // The answer alone is not a sign-in: a code goes to the mailbox.
  const codeField = recovery.getByLabel('Verification code', { exact: true });
  await expect(codeField).toBeVisible();
  expect(page.url()).toMatch(/\/login\/help$/);
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{ to: string; subject: string; code: string | null }>;
  const mail = mails.find((m) => m.to === email && m.code);
  expect(mail?.subject).toBe('Your account recovery code');
  await codeField.fill(mail!.code!);
  await recovery.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
