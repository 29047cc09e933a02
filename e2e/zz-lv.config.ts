import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  workers: 1,
  use: { baseURL: 'http://localhost:3550', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }, screenshot: 'only-on-failure' },
  outputDir: '/tmp/lv/test-results',
});
