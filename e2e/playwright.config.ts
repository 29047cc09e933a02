import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The portal as `pnpm start` serves it (API + production builds) on E2E_PORT, with a fresh data folder per
// run so every run starts from new demo data. Chromium is the system one; no browser is ever downloaded.
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The integrations remote is served from a second origin (remote-origin-server.mjs) for the whole suite, as a team
// deploying its own area would: the shell is pointed at it through REMOTE_INTEGRATIONS_URL when the portal starts
// (so a Content-Security-Policy built from the REMOTE_*_URL variables lists that origin). remote-origin.spec.ts
// also moves the scenarios area there. (Not for the whole suite: from another origin the workshop's web worker
// cannot start and its engine runs on the page, which scenarios.spec.ts would rightly report.)
const remotePort = Number(process.env.E2E_REMOTE_PORT ?? port + 1);
const remoteOrigin = `http://localhost:${remotePort}`;

export default defineConfig({
  testDir: './tests',
  // Benchmarks print figures and assert none: run on demand (E2E_BENCH=1), not in every `pnpm test`.
  testIgnore: process.env.E2E_BENCH === '1' ? [] : ['**/bench-*.spec.ts'],
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [{
    // Builds what is missing or stale, then serves everything on PORT.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/healthz`,
    // Every journey signs the demo users in through the login page: raise the sign-in rate limits for this server.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SMTP_URL: '',
      RATE_LIMIT_FACTOR: '50',
      REMOTE_INTEGRATIONS_URL: `${remoteOrigin}/remotes/mfe-integrations/mf-manifest.json`,
    },
    timeout: 20 * 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  }, {
    command: 'node remote-origin-server.mjs',
    url: `${remoteOrigin}/healthz`,
    env: { E2E_REMOTE_PORT: String(remotePort), E2E_PORTAL_ORIGIN: baseURL },
    timeout: 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  }],
});
