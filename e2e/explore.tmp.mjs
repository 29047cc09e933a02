import { chromium } from '@playwright/test';
const base = 'http://localhost:4990';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function signIn(page, email) {
  await page.goto(base + '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await page.getByLabel('Verification code', { exact: true }).waitFor();
  const mails = await (await page.request.get(base + '/api/dev/outbox')).json();
  const code = mails.find((m) => m.to === email && m.code).code;
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await signIn(page, 'advisor@example.com');
const widths = {};
for (const p of ['/client-list']) {
  await page.goto(base + p); await page.waitForTimeout(2500);
  widths[p] = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `/tmp/shots/adv${p.replace(/\//g, '_')}.png`, fullPage: true });
}
await page.getByRole('button', { name: /^Open .*Parker/ }).first().click();
await page.waitForURL(/profile/); await page.waitForTimeout(3000);
for (const p of ['/profile', '/income', '/workshop', '/plans', '/investments', '/tax-assumptions']) {
  await page.goto(base + p); await page.waitForTimeout(3000);
  widths[p] = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `/tmp/shots/adv${p.replace(/\//g, '_')}.png`, fullPage: false });
}
console.log(JSON.stringify(widths));
await page.goto(base + '/profile'); await page.waitForTimeout(3000);
const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect().right; if (r <= 390.5) return false; for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'scroll') return false; } return true; if (e.getBoundingClientRect().right <= window.innerWidth + 1) return false; for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o !== 'visible') return false; } return true; }).slice(0, 8).map((e) => e.tagName + '.' + e.className.toString().slice(0, 60) + ' ' + (e.textContent||'').slice(0,40) + ' ' + Math.round(e.getBoundingClientRect().right)));
console.log(wide.join('\n'));
console.log(await page.evaluate(() => { const out = []; const walk = (e, d) => { if (d > 9) return; for (const c of e.children) { if (c.scrollWidth > 366 || c.getBoundingClientRect().right > 378.5 || d >= 6) { out.push(d + ' ' + c.tagName + ' ' + c.className.toString().slice(0, 50) + ' [' + (c.textContent||'').slice(0,30) + '] w=' + Math.round(c.getBoundingClientRect().width) + ' sw=' + c.scrollWidth + ' r=' + Math.round(c.getBoundingClientRect().right)); const o = getComputedStyle(c).overflowX; if (o === 'visible') walk(c, d + 1); } } }; walk(document.body, 0); return out.slice(0, 40).join('\n'); }));
await page.screenshot({ path: '/tmp/shots/adv_profile_full.png', fullPage: true });

await browser.close();
