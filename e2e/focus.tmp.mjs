import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:4990';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const email = 'advisor@example.com';
await page.goto(base + '/login');
await page.getByLabel('Email', { exact: true }).fill(email);
await page.getByRole('button', { name: 'Send code', exact: true }).click();
await page.getByLabel('Verification code', { exact: true }).waitFor();
const mails = await (await page.request.get(base + '/api/dev/outbox')).json();
await page.getByLabel('Verification code', { exact: true }).fill(mails.find((m) => m.to === email && m.code).code);
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const snap = async (t) => console.log(t, await page.evaluate(() => { const a = document.activeElement; return `${location.pathname} active=${a?.tagName}:${(a?.textContent||'').slice(0,25)} h1s=${[...document.querySelectorAll('main h1')].map((h) => h.textContent).join(',')}`; }));
for (let i = 0; i < 10; i++) { await snap('landing ' + i); await page.waitForTimeout(200); }
await page.getByRole('link', { name: 'Go to the client list' }).focus();
await page.keyboard.press('Enter');
for (let i = 0; i < 10; i++) { await snap('cl ' + i); await page.waitForTimeout(200); }
await page.getByRole('button', { name: /^Open .*Parker/ }).first().focus();
await page.keyboard.press('Enter');
setTimeout(() => { new AxeBuilder({ page }).setLegacyMode(true).analyze().then(() => console.log('axe done')); }, 1200);
for (let i = 0; i < 15; i++) { await snap('open ' + i); await page.waitForTimeout(200); }
await new AxeBuilder({ page }).setLegacyMode(true).analyze();
for (let i = 0; i < 5; i++) { await snap('afteraxe ' + i); await page.waitForTimeout(200); }
await browser.close();
