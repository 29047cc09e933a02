import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3550';
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(base + '/login');
await page.getByLabel('Email').fill(email);
await page.getByRole('button', { name: 'Send code' }).click();
await page.getByLabel('Verification code').waitFor();
const mails = await (await page.request.get(base + '/api/dev/outbox')).json();
const code = mails.find((m) => m.to === email && m.code)?.code;
await page.getByLabel('Verification code').fill(code);
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const p of paths) {
  const [path, action] = p.split('#');
  if (path) await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (action) {
    for (const step of action.split('|')) {
      const [kind, arg] = step.split(':');
      if (kind === 'click') await page.getByRole('button', { name: arg }).first().click();
      if (kind === 'tab') await page.getByRole('tab', { name: arg }).click();
      await page.waitForTimeout(1200);
    }
  }
  const name = '/tmp/lv/shots/' + (path || 'x').replace(/[^a-z0-9]+/gi, '_') + (action ? '_' + action.replace(/[^a-z0-9]+/gi, '_') : '') + '.png';
  await page.screenshot({ path: name, fullPage: true });
  console.log('shot', name);
}
await browser.close();
