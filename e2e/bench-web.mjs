#!/usr/bin/env node
// `pnpm bench:web`: first-load cost of the two pages a newcomer meets first, then the direct load of every plan
// route. Starts the built portal the way `pnpm start` does (building what is stale) on a fresh data folder, opens
// each page in Chromium with a cold cache (a new browser context) and prints one JSON line per page:
//   page, jsCompressedBytes / jsUncompressedBytes / jsRequests (scripts finished by the time the page is usable),
//   requests (every request by then), usableMs (navigation start to usable), afterIdle (the same totals once the
//   network is idle), budgetCompressedBytes, withinBudget.
// Usable: the login page when its Email field takes input; the client list when the demo plan's row is shown.
// Direct loads (`page: "direct"`): each plan route opened by its address (`/income?plan=<demo plan>`, as a link or
// a bookmark does) signed in as the demo advisor, plus the invite page; `usableMs` until the page shows its
// content (its heading, and no "Loading…" or "Calculating the plan…" left in the page: the Profile's results too), cold (a new context) and `warmMs` (the same address
// again in that context: cached scripts, as a second tab). `budgetMs` 1,500 is the target; time budgets are reported
// (`withinBudget`), not enforced in the exit code: on a shared machine they follow its load.
// Last, `page: "client-account"`: the page an invited client creates their account on, opened from the invitation's
// link signed out in a new browser (budget 1,000 ms).
// BENCH_ROUTES=/income,/strategies limits the direct loads to those routes (`/registration/client/complete` names the
// account-creation page).
// BENCH_PORT (default 3997) moves the portal; BENCH_URL measures a portal that is already running instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3997);
const baseURL = process.env.BENCH_URL ?? `http://localhost:${port}`;
const ADVISOR = 'advisor@example.com';
const BUDGET = { login: 350 * 1024, 'client-list': 600 * 1024 };
const DIRECT_BUDGET_MS = 1500;
/** Every plan route of the route table (shared/src/routes.ts, planScoped), then the invite page. */
const PLAN_ROUTES = ['/profile', '/income', '/other-incomes', '/expenses', '/debts', '/investments', '/insurance', '/real-assets', '/goals',
  '/tax-assumptions', '/strategies', '/target-methods', '/scenarios', '/workshop', '/suggested-actions', '/plans', '/onboarding',
  '/onboarding/complete', '/plan/access', '/plan/history', '/plan/integration', '/plan/portfolio-assumptions', '/plan/reports',
  '/plan/settings'];
const OTHER_DIRECT = ['/invite-client'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function startPortal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return stop;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the portal did not answer /readyz');
}

/** Signs the advisor in through the API and returns the browser state (localStorage) of a signed-in tab. */
async function advisorState(browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADVISOR);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await page.getByLabel('Verification code', { exact: true }).waitFor();
  const mails = await (await page.request.get('/api/dev/outbox')).json();
  const code = mails.find((m) => m.to === ADVISOR && m.code)?.code;
  if (!code) throw new Error('no sign-in code in the dev outbox');
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Loads `url` in a fresh context (cold cache) and measures what came over the wire until `usable` resolves. */
async function measure(browser, name, url, usable, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', async (request) => {
    const entry = { type: request.resourceType(), url: request.url(), encoded: 0, decoded: 0 };
    finished.push(entry);
    try {
      const sizes = await request.sizes();
      entry.encoded = sizes.responseBodySize;
      const response = await request.response();
      entry.decoded = response ? (await response.body()).length : 0;
    } catch { /* the page went on; counted without sizes */ }
  });
  const started = Date.now();
  await page.goto(url);
  await usable(page);
  const usableMs = Date.now() - started;
  const atUsable = finished.slice();
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 300)); // let the last size look-ups settle
  const totals = (list) => {
    const js = list.filter((e) => e.type === 'script' || /\.js(\?|$)/.test(e.url));
    return {
      jsCompressedBytes: js.reduce((s, e) => s + e.encoded, 0),
      jsUncompressedBytes: js.reduce((s, e) => s + e.decoded, 0),
      jsRequests: js.length,
      requests: list.length,
    };
  };
  await context.close();
  const first = totals(atUsable);
  return {
    page: name,
    ...first,
    usableMs,
    afterIdle: totals(finished),
    budgetCompressedBytes: BUDGET[name],
    withinBudget: first.jsCompressedBytes <= BUDGET[name],
  };
}

/* global document */
/** The page shows its content: its heading, and no loading status left in the page. */
async function contentShown(page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    const busy = [...main.querySelectorAll('[role="status"], [aria-busy="true"]')]
      .some((el) => el.getAttribute('aria-busy') === 'true' || /Loading|Calculating/.test(el.textContent ?? '') || el.getAttribute('aria-label')?.startsWith('Loading'));
    const text = main.textContent ?? '';
    return !busy && !/Loading[^.…]*…|Calculating the plan/.test(text) && text.trim().length > 60;
  }, undefined, { polling: 50, timeout: 60_000 });
}

/** Opens `url` cold (a new context) and then warm (again in that context); the time until its content shows. */
async function direct(browser, route, url, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const time = async () => {
    const started = Date.now();
    await page.goto(url);
    await contentShown(page);
    return Date.now() - started;
  };
  const usableMs = await time();
  await page.goto('about:blank');
  const warmMs = await time();
  await context.close();
  return { page: 'direct', route, usableMs, warmMs, budgetMs: DIRECT_BUDGET_MS, withinBudget: usableMs <= DIRECT_BUDGET_MS };
}

/**
 * The page an invited client creates their account on (`/registration/client/complete?id=`, the link of the invitation
 * e-mail), signed out in a new browser: the demo advisor invites a new address to the demo plan through the API, the
 * link comes from the dev outbox. Usable when the form shows who invited them and takes a username.
 */
async function clientAccountPage(browser, auth, demo) {
  const email = `bench.client.${Date.now()}@example.org`;
  const invited = await fetch(`${baseURL}/api/gateway/client/invite/advisor/${demo.advisorUserId}`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ profileId: demo.id, firstName: 'Bench', lastName: 'Client', email }),
  });
  if (!invited.ok) throw new Error(`invitation refused: ${invited.status} ${await invited.text()}`);
  const mails = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
  const link = mails.find((m) => m.to === email && m.link)?.link;
  if (!link) throw new Error('no invitation link in the dev outbox');
  const url = new URL(link);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const time = async () => {
    const started = Date.now();
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByText(/invited you to view your financial plan/).waitFor();
    await page.getByLabel('Username').waitFor();
    return Date.now() - started;
  };
  const usableMs = await time();
  await page.goto('about:blank');
  const warmMs = await time();
  await context.close();
  return { page: 'client-account', route: '/registration/client/complete', usableMs, warmMs, budgetMs: 1000, withinBudget: usableMs <= 1000 };
}

const stop = process.env.BENCH_URL ? () => {} : await startPortal();
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
let failed = false;
try {
  const login = await measure(browser, 'login', '/login', (page) => page.getByLabel('Email', { exact: true }).waitFor());
  console.log(JSON.stringify(login));
  const state = await advisorState(browser);
  const clients = await measure(browser, 'client-list', '/client-list', async (page) => {
    await page.getByRole('heading', { name: 'Client List' }).waitFor();
    await page.getByText('Parker').first().waitFor();
  }, state);
  console.log(JSON.stringify(clients));
  failed = !login.withinBudget || !clients.withinBudget;
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'portal.session');
  const auth = { Authorization: `Bearer ${JSON.parse(token.value).state.token}` };
  const plans = await (await fetch(`${baseURL}/api/client/profile`, { headers: auth })).json();
  const demo = plans.find((p) => /Parker/.test(p.clientName));
  const only = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : null;
  for (const route of [...PLAN_ROUTES, ...OTHER_DIRECT].filter((r) => !only || only.includes(r))) {
    const url = PLAN_ROUTES.includes(route) ? `${route}?plan=${demo.id}` : route;
    console.log(JSON.stringify(await direct(browser, route, url, state)));
  }
  if (!only || only.includes('/registration/client/complete')) console.log(JSON.stringify(await clientAccountPage(browser, auth, demo)));
} finally {
  await browser.close();
  stop();
}
process.exit(failed ? 1 : 0);
