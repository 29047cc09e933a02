import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from './helpers/signIn';

// A team deploying its own area: the e2e portal starts with REMOTE_SCENARIOS_URL on a second origin
// (e2e/remote-origin-server.mjs, see playwright.config.ts). The scenarios remote loads from there and works on
// the shell's API; served without Access-Control-Allow-Origin, its area shows the error panel and the rest of
// the portal goes on.

const ADVISOR = 'advisor@example.com';

async function scenariosManifestUrl(page: Page): Promise<URL> {
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  return new URL(map.scenarios);
}

async function openDemoPlan(page: Page) {
  await page.goto('/client-list');
  await page.getByRole('button', { name: /^Open .*Parker/ }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('the scenarios remote loads from its own origin and works on the shell', async ({ page, baseURL }) => {
  await signIn(page, ADVISOR);
  const manifest = await scenariosManifestUrl(page);
  expect(manifest.origin, 'REMOTE_SCENARIOS_URL names a second origin').not.toBe(new URL(baseURL!).origin);

  const fromRemote: Response[] = [];
  page.on('response', (r) => { if (r.url().startsWith(manifest.origin)) fromRemote.push(r); });
  await openDemoPlan(page);
  await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
  await expect(page).toHaveURL(/\/scenarios$/);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();

  // Used, not only shown: the plan's scenarios come from the shell's API, and a duplicate is saved there.
  await expect(page.getByRole('cell', { name: 'Early retirement', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate Early retirement', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Early retirement - Copy', exact: true })).toBeVisible();

  // What the remote's host sent: CORS on the manifest and the chunks, the manifest revalidated, hashed chunks
  // immutable and precompressed.
  const manifestResponse = fromRemote.find((r) => new URL(r.url()).pathname === manifest.pathname);
  expect(manifestResponse, 'the manifest came from the second origin').toBeTruthy();
  const manifestHeaders = await manifestResponse!.allHeaders();
  expect(manifestHeaders['access-control-allow-origin']).toBe('*');
  expect(manifestHeaders['cache-control']).toBe('no-cache');
  const chunks = fromRemote.filter((r) => /\.[0-9a-f]{8}\.js$/.test(new URL(r.url()).pathname));
  expect(chunks.length, 'the page chunks came from the second origin').toBeGreaterThan(0);
  for (const chunk of chunks) {
    const headers = await chunk.allHeaders();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build leaves files under 512 bytes (or that barely shrink) without .br/.gz siblings.
    if ((await chunk.body()).length > 2048) expect(['br', 'gzip'], new URL(chunk.url()).pathname).toContain(headers['content-encoding']);
  }
  expect(chunks.some((c) => c.headers()['content-encoding'] === 'br'), 'some chunk came as brotli').toBe(true);
});

test('served without CORS, the scenarios area shows its error panel and the portal goes on', async ({ page }) => {
  await signIn(page, ADVISOR);
  const manifest = await scenariosManifestUrl(page);
  // The same files on the same origin (so a Content-Security-Policy built from REMOTE_SCENARIOS_URL still
  // allows it), but from the path where that host sends no Access-Control-Allow-Origin.
  const blocked = `${manifest.origin}/no-cors${manifest.pathname}`;
  const direct = await page.request.get(blocked);
  expect(direct.ok(), 'the files are there; only the CORS header is missing').toBe(true);
  expect(direct.headers()['access-control-allow-origin']).toBeUndefined();
  await page.route('**/remotes.json', async (route) => {
    const map = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...map, scenarios: blocked } });
  });

  await openDemoPlan(page);
  await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toContainText('The Scenarios area could not be loaded');

  // The other areas, served by the portal itself, still load.
  await page.getByRole('link', { name: 'Income', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Income', level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
