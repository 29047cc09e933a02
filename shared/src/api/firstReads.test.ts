import { endpoints } from '../contract/endpoints';
import { urlOf } from './endpointClient';
import { firstReadPaths, startFirstReads, takeFirstRead } from './firstReads';

describe('firstReadPaths', () => {
  it('names the URLs the pages read themselves (the plan, then the results or the summary table)', () => {
    const id = 42;
    const plan = urlOf(endpoints.profile.get, { params: { id } });
    const combined = urlOf(endpoints.calcs.combined, { params: { id } });
    const p = { params: { profileId: id } };
    const settings = urlOf(endpoints.settings.profile.get, { params: { levelKey: id } });
    expect(firstReadPaths('/profile', id)).toEqual([plan, settings, combined]);
    expect(firstReadPaths('/onboarding/complete/', id)).toEqual([plan, settings, combined]);
    expect(firstReadPaths('/income', id)).toEqual([plan, settings, urlOf(endpoints.summaries.incomes, p)]);
    expect(firstReadPaths('/other-incomes', id)).toEqual([plan, settings, urlOf(endpoints.summaries.otherIncome, p)]);
    expect(firstReadPaths('/real-assets', id)).toEqual([plan, settings, urlOf(endpoints.summaries.realAsset, p)]);
    expect(firstReadPaths('/tax-assumptions', id)).toEqual([plan, settings, urlOf(endpoints.summaries.tax, p)]);
    expect(firstReadPaths('/debts', id)).toEqual([plan, settings]);
  });
});

describe('startFirstReads', () => {
  const session = (token: string | null) => JSON.stringify({ state: { token }, version: 0 });
  function fakeWindow(href: string, stored: string | null) {
    const url = new URL(href);
    const calls: { path: string; init: RequestInit }[] = [];
    const win = {
      location: { pathname: url.pathname, search: url.search },
      localStorage: { getItem: (k: string) => (k === 'portal.session' ? stored : null) },
      fetch: (path: string, init: RequestInit) => {
        calls.push({ path, init });
        return Promise.resolve({ ok: true } as Response);
      },
    } as unknown as Window;
    return { win, calls };
  }
  afterEach(() => { delete window.__portalFirstReads; });

  it('asks for the first reads with the session token when the address names a plan', () => {
    const { win, calls } = fakeWindow('http://x/income?plan=7', session('tok'));
    startFirstReads(win);
    expect(calls.map((c) => c.path)).toEqual(['/api/client/profile/7', '/api/setting/profile/7', '/api/client/incomes/summary/7']);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(Object.keys(win.__portalFirstReads ?? {})).toEqual(['/api/client/profile/7', '/api/setting/profile/7', '/api/client/incomes/summary/7']);
  });

  it('asks nothing signed out, without a plan or with a malformed plan', () => {
    for (const [href, stored] of [
      ['http://x/income?plan=7', null],
      ['http://x/income?plan=7', session(null)],
      ['http://x/income?plan=7', '{not json'],
      ['http://x/income', session('tok')],
      ['http://x/income?plan=0', session('tok')],
      ['http://x/income?plan=1e3', session('tok')],
    ] as const) {
      const { win, calls } = fakeWindow(href, stored);
      startFirstReads(win);
      expect(calls).toEqual([]);
    }
  });

  it('hands each started answer over once', async () => {
    const answer = Promise.resolve({ ok: true } as Response);
    window.__portalFirstReads = { '/api/client/profile/7': answer };
    expect(takeFirstRead('/api/client/profile/7')).toBe(answer);
    expect(takeFirstRead('/api/client/profile/7')).toBeUndefined();
    expect(takeFirstRead('/api/client/profile/8')).toBeUndefined();
  });
});
