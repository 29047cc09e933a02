import { expect, test } from './helpers/test';
import { signIn } from './helpers/signIn';
import { chooseFromHeaderMenu } from './helpers/headerMenu';

// Passkeys with Chromium's virtual authenticator (DevTools protocol WebAuthn domain): an advisor registers a passkey
// on /account, signs out, signs in with it on /login without an e-mail, and deletes it.

test('a passkey is registered on My Account and signs in on /login', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signIn(page, 'advisor2@example.com');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  const name = `Test laptop ${Date.now() % 100000}`;
  await expect(section.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText(`Passkey "${name}" added. You can now sign in with it.`)).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(/not used yet/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // Sign out, then in with the passkey: no e-mail, no code.
  await chooseFromHeaderMenu(page, /^User menu: /, 'Logout');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'User menu: Blake Chen' })).toBeVisible();

  await page.goto('/account');
  await expect(row.getByText(/last used/)).toBeVisible();
  await row.getByRole('button', { name: `Delete passkey ${name}` }).click();
  await expect(row).toHaveCount(0);

  // A deleted passkey no longer signs in; the code remains the way in.
  await chooseFromHeaderMenu(page, /^User menu: /, 'Logout');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /passkey could not be verified/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
