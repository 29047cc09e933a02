import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { signIn, openDemoPlan } from './helpers/signIn';

// A team deploying its own area. The e2e portal starts with REMOTE_INTEGRATIONS_URL on a second origin
// (e2e/remote-origin-server.mjs, see playwright.config.ts); these journeys also move the scenarios area to that
// origin through /remotes.json, exactly what REMOTE_SCENARIOS_URL writes there. Loaded from there, the remotes
// work on the shell's API; served without Access-Control-Allow-Origin, the area shows its error panel and the
// rest of the portal goes on.

const ADVISOR = 'advisor@example.com';

/** The second origin, as the portal names it in /remotes.json (from REMOTE_INTEGRATIONS_URL). */
async function secondOrigin(page: Page, baseURL: string): Promise<string> {
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const origin = new URL(map.integrations).origin;
  expect(origin, 'REMOTE_INTEGRATIONS_URL names a second origin').not.toBe(new URL(baseURL).origin);
  return origin;
}

/** Points the scenarios area at `manifest`, as starting the portal with REMOTE_SCENARIOS_URL=<manifest> does. */
async function scenariosFrom(page: Page, manifest: string) {
  await page.route('**/remotes.json', async (route) => {
    const map = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...map, scenarios: manifest } });
  });
}

test('remotes load from their own origin and work on the shell', async ({ page, baseURL }) => {
  await signIn(page, ADVISOR);
  const origin = await secondOrigin(page, baseURL!);
  const manifest = new URL(`${origin}/remotes/mfe-scenarios/mf-manifest.json`);
  await scenariosFrom(page, manifest.href);
  // Headers and body size of every answer of the second origin, read as they arrive (a body is gone once the
  // page navigates away).
  type Seen = { url: string; headers: Record<string, string>; bytes: number };
  const seen: Promise<Seen>[] = [];
  page.on('response', (r) => {
    if (!r.url().startsWith(origin)) return;
    seen.push(Promise.all([r.allHeaders(), r.body().then((b) => b.length, () => -1)]).then(([headers, bytes]) => ({ url: r.url(), headers, bytes })));
  });
  const fromRemote = async () => Promise.all(seen);

  // The integrations area, placed there by REMOTE_INTEGRATIONS_URL when the portal started.
  await page.goto('/advisor/integration');
  await expect(page).toHaveTitle('Advisor Integration | Financial Planning Portal');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  expect((await fromRemote()).some((r) => r.url.includes('/remotes/mfe-integrations/')), 'integrations came from the second origin').toBe(true);

  await openDemoPlan(page);
  await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
  await expect(page).toHaveURL(/\/scenarios\?plan=\d+$/);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();

  // Used, not only shown: the plan's scenarios come from the shell's API, and the workshop computes the demo
  // scenario and the server confirms it. From another origin the worker cannot start, so the engine runs on the
  // page (README "Deploy one remote on its own").
  await expect(page.getByRole('cell', { name: 'Early retirement', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
  await expect(page.getByTestId('server-confirmation')).toHaveAttribute('data-status', 'confirmed', { timeout: 60_000 });
  await expect(page.getByTestId('calc-timing')).toContainText('on this page');

  // What the remote's host sent: CORS on the manifest and the chunks, the manifest revalidated, hashed chunks
  // immutable and precompressed.
  const answers = await fromRemote();
  const manifestAnswer = answers.find((r) => new URL(r.url).pathname === manifest.pathname);
  expect(manifestAnswer, 'the manifest came from the second origin').toBeTruthy();
  expect(manifestAnswer!.headers['access-control-allow-origin']).toBe('*');
  expect(manifestAnswer!.headers['cache-control']).toBe('no-cache');
  const chunks = answers.filter((r) => r.url.includes('/remotes/mfe-scenarios/') && /\.[0-9a-f]{8}\.js$/.test(new URL(r.url).pathname));
  expect(chunks.length, 'the page chunks came from the second origin').toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build leaves files under 512 bytes (or that barely shrink) without .br/.gz siblings.
    if (chunk.bytes > 2048) expect(['br', 'gzip'], new URL(chunk.url).pathname).toContain(chunk.headers['content-encoding']);
  }
  expect(chunks.some((c) => c.headers['content-encoding'] === 'br'), 'some chunk came as brotli').toBe(true);
});

test('served without CORS, the scenarios area shows its error panel and the portal goes on', async ({ page, baseURL }) => {
  await signIn(page, ADVISOR);
  // The same files on the same origin (so a Content-Security-Policy built from the REMOTE_*_URL variables still
  // allows it), but from the path where that host sends no Access-Control-Allow-Origin.
  const blocked = `${await secondOrigin(page, baseURL!)}/no-cors/remotes/mfe-scenarios/mf-manifest.json`;
  const direct = await page.request.get(blocked);
  expect(direct.ok(), 'the files are there; only the CORS header is missing').toBe(true);
  expect(direct.headers()['access-control-allow-origin']).toBeUndefined();
  await scenariosFrom(page, blocked);

  await openDemoPlan(page);
  await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toContainText('The Scenarios area could not be loaded');

  // The other areas, served by the portal itself, still load.
  await page.getByRole('link', { name: 'Income', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Income', level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
