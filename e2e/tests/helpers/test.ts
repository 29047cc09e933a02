import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Every journey is also an accessibility check (WCAG 2.1 AA): each page a journey visits is scanned with axe once it
// has settled, and the journey fails on any serious or critical violation. Dialogs and drawers are not pages: a
// journey scans them with `expectAccessible(page, 'what is open')` while they are open.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SETTLE_MS = 1200;

export interface A11yFinding {
  where: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// One axe run at a time per page (axe refuses a second run while one is going): scans queue behind each other.
const running = new WeakMap<Page, Promise<unknown>>();

/** Raised when the page left the path a queued scan was for: that scan is dropped, the new path gets its own. */
class StaleScan extends Error {}

function scan(page: Page, where: string, path?: string): Promise<A11yFinding[]> {
  const previous = running.get(page) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(async () => {
    if (path && new URL(page.url()).pathname !== path) throw new StaleScan(path);
    const first = await scanNow(page, where);
    if (first.length === 0) return first;
    // A state in passing (a menu or dialog fading out over the page) is not the page: look again a moment later and
    // keep what is still there.
    await page.waitForTimeout(1000);
    if (path && new URL(page.url()).pathname !== path) throw new StaleScan(path);
    return scanNow(page, where);
  });
  running.set(page, next);
  return next;
}

async function scanNow(page: Page, where: string): Promise<A11yFinding[]> {
  // A drawer or dialog still fading in or out blends its text with the backdrop: scan once animations are done.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]));
    await page.waitForTimeout(150); // an animation about to start (a drawer told to close) is running by now
  }
  // Legacy mode runs axe inside the page: the default opens a helper page, which takes focus from the journey's.
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + (n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : '')),
    }));
}

function describe(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/** Scans the page as it is now (an open dialog or drawer included) and fails on serious or critical violations. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await page.waitForTimeout(300); // let an opening animation finish
  const findings = await scan(page, `${new URL(page.url()).pathname} (${state})`);
  expect(findings, describe(findings)).toEqual([]);
}

/** Watches a page: after each navigation to a path not yet scanned, waits for it to settle and scans it. */
function watch(page: Page, scanned: Set<string>, pending: Set<Promise<void>>, findings: A11yFinding[]) {
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (page.isClosed()) return;
      const path = new URL(page.url()).pathname;
      if (path === 'blank' || scanned.has(path) || page.url().startsWith('about:')) return;
      scanned.add(path);
      const job = scan(page, path, path)
        .then((f) => void findings.push(...f))
        // A navigation or the end of the journey during the scan: scan that path again next time.
        .catch(() => void scanned.delete(path))
        .finally(() => pending.delete(job));
      pending.add(job);
    }, SETTLE_MS);
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) schedule();
  });
  page.on('close', () => timer && clearTimeout(timer));
  schedule();
}

function watchContext(context: BrowserContext, scanned: Set<string>, pending: Set<Promise<void>>, findings: A11yFinding[], watched: Page[]) {
  const add = (p: Page) => {
    watched.push(p);
    watch(p, scanned, pending, findings);
  };
  context.pages().forEach(add);
  context.on('page', add);
}

/** The page a journey ended on, when it ended before that page had settled long enough to be scanned. */
async function scanLast(pages: Page[], scanned: Set<string>, findings: A11yFinding[]) {
  for (const p of pages) {
    if (p.isClosed() || p.url().startsWith('about:')) continue;
    const path = new URL(p.url()).pathname;
    if (scanned.has(path)) continue;
    scanned.add(path);
    findings.push(...(await scan(p, path).catch(() => [])));
  }
}

export const test = base.extend<{ a11yAudit: void }>({
  a11yAudit: [
    async ({ context, browser }, use) => {
      const scanned = new Set<string>();
      const pending = new Set<Promise<void>>();
      const findings: A11yFinding[] = [];
      const watched: Page[] = [];
      watchContext(context, scanned, pending, findings, watched);
      // Contexts a journey opens itself (a second user) are watched too.
      const original = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const c = await original(options);
        watchContext(c, scanned, pending, findings, watched);
        return c;
      };
      browser.newContext = patched;
      await use();
      browser.newContext = original;
      await Promise.allSettled([...pending]);
      await scanLast(watched, scanned, findings);
      expect(findings, `accessibility (axe, WCAG 2.1 AA) on ${[...scanned].join(', ')}:\n${describe(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
