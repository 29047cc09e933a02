import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The portal as `pnpm start` serves it (API + production builds) on E2E_PORT, with a fresh data folder per
// run so every run starts from new demo data. Chromium is the system one; no browser is ever downloaded.
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The scenarios remote is served from a second origin (remote-origin-server.mjs), as a team deploying its own
// area would: the shell is pointed at it through REMOTE_SCENARIOS_URL when the portal starts.
const remotePort = Number(process.env.E2E_REMOTE_PORT ?? port + 1);
const remoteScenariosOrigin = `http://localhost:${remotePort}`;

export default defineConfig({
  testDir: './tests',
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
      REMOTE_SCENARIOS_URL: `${remoteScenariosOrigin}/remotes/mfe-scenarios/mf-manifest.json`,
    },
    timeout: 20 * 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  }, {
    command: 'node remote-origin-server.mjs',
    url: `${remoteScenariosOrigin}/healthz`,
    env: { E2E_REMOTE_PORT: String(remotePort) },
    timeout: 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  }],
});
