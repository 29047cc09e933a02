import { endpoints } from '../contract/endpoints';
import { urlOf } from './endpointClient';
import { firstReadPaths, scenarioReadPaths, startFirstReads, takeFirstRead } from './firstReads';

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
    const scenarios = [urlOf(endpoints.scenarios.list, p), urlOf(endpoints.scenarios.inputs, p)];
    expect(firstReadPaths('/workshop', id)).toEqual([plan, settings, ...scenarios, combined]);
    expect(firstReadPaths('/suggested-actions', id)).toEqual([plan, settings, ...scenarios]);
  });

  it("names the workshop scenario's actions and stored results as the page reads them", () => {
    const list = [
      { id: 5, type: 'SA', active: true },
      { id: 6, type: 'WS', active: false },
      { id: 7, type: 'WS', active: true },
      { id: 8, type: 'WS', active: true },
    ];
    const reads = (scenarioId: number) => [
      urlOf(endpoints.scenarios.actions, { params: { scenarioId } }),
      urlOf(endpoints.scenarios.results, { params: { profileId: 42, id: scenarioId, isDefault: 'true' } }),
    ];
    expect(scenarioReadPaths(42, list, null)).toEqual(reads(7));
    expect(scenarioReadPaths(42, list, 8)).toEqual(reads(8));
    // The address may name a suggested-actions scenario (the solver's "Open in the workshop"), not an inactive one.
    expect(scenarioReadPaths(42, list, 5)).toEqual(reads(5));
    expect(scenarioReadPaths(42, list, 6)).toEqual(reads(7));
    expect(scenarioReadPaths(42, [{ id: 5, type: 'SA', active: true }], null)).toEqual([]);
    expect(scenarioReadPaths(42, { error: 'x' }, null)).toEqual([]);
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
        const body = path.startsWith('/api/client/scenario/all/') ? [{ id: 3, type: 'WS', active: true }] : {};
        const response = { ok: true, json: () => Promise.resolve(body), clone: () => response } as unknown as Response;
        return Promise.resolve(response);
      },
    } as unknown as Window;
    return { win, calls };
  }
  afterEach(() => {
    delete window.__portalFirstReads;
    delete window.__portalFirstReadsAt;
  });

  it('asks for the first reads with the session token when the address names a plan', () => {
    const { win, calls } = fakeWindow('http://x/income?plan=7', session('tok'));
    startFirstReads(win);
    expect(calls.map((c) => c.path)).toEqual(['/api/client/profile/7', '/api/setting/profile/7', '/api/client/incomes/summary/7']);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(Object.keys(win.__portalFirstReads ?? {})).toEqual(['/api/client/profile/7', '/api/setting/profile/7', '/api/client/incomes/summary/7']);
  });

  it("reads the workshop scenario's actions and stored results once the list names it", async () => {
    const { win, calls } = fakeWindow('http://x/workshop?plan=7', session('tok'));
    startFirstReads(win);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/client/profile/7', '/api/setting/profile/7', '/api/client/scenario/all/7', '/api/gateway/calcs/profile/7/inputs',
      '/api/gateway/calcs/profile/7/combined', '/api/client/action/all/3', '/api/gateway/calcs/profile/7/scenario/3/true',
    ]);
    expect(Object.keys(win.__portalFirstReads ?? {})).toContain('/api/gateway/calcs/profile/7/scenario/3/true');
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
    window.__portalFirstReadsAt = Date.now();
    expect(takeFirstRead('/api/client/profile/7')).toBe(answer);
    expect(takeFirstRead('/api/client/profile/7')).toBeUndefined();
    expect(takeFirstRead('/api/client/profile/8')).toBeUndefined();
  });

  it('hands over no answer asked for more than ten seconds ago (it may be out of date)', () => {
    window.__portalFirstReads = { '/api/client/profile/7': Promise.resolve({ ok: true } as Response) };
    window.__portalFirstReadsAt = Date.now() - 10_001;
    expect(takeFirstRead('/api/client/profile/7')).toBeUndefined();
  });
});
