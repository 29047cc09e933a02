import { useSession } from '../state/sessionStore';
import { peekEarly, takeStarted } from './earlyReads';

/** The part of a fetch Response the client reads (jsdom has no Response). */
const response = (body: unknown) => ({
  status: 200,
  ok: true,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
}) as unknown as Response;

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('no request expected')));
  useSession.setState({ token: 'token-1' });
});
afterEach(() => {
  delete window.__portalFirstReads;
  delete window.__portalFirstReadsAt;
});

describe('reads main.js started for the page (firstReads)', () => {
  it('answer the first read of their URL, and a warm-up asking after it shares that answer instead of asking again', async () => {
    const url = '/api/client/action/all/3';
    window.__portalFirstReads = { [url]: Promise.resolve(response([{ id: 1 }])) };
    window.__portalFirstReadsAt = Date.now();
    const page = takeStarted<unknown>(url);
    expect(page).toBeDefined();
    await expect(page).resolves.toEqual([{ id: 1 }]);
    // The warm-up (planCalc's readIntoCache) asks a moment later: the same answer, no second request.
    await expect(peekEarly(url)).resolves.toEqual([{ id: 1 }]);
    expect(global.fetch).not.toHaveBeenCalled();
    // A later read of the URL (a revalidation after a save) is never answered with it again.
    expect(takeStarted(url)).toBeUndefined();
  });

  it('are shared the other way round too: the warm-up first, then the page takes the same answer', async () => {
    const url = '/api/gateway/calcs/profile/7/scenario/3/true';
    window.__portalFirstReads = { [url]: Promise.resolve(response({ scenarioId: 3 })) };
    window.__portalFirstReadsAt = Date.now();
    await expect(peekEarly(url)).resolves.toEqual({ scenarioId: 3 });
    await expect(takeStarted(url)).resolves.toEqual({ scenarioId: 3 });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('are not used once more than ten seconds old', () => {
    const url = '/api/client/action/all/4';
    window.__portalFirstReads = { [url]: Promise.resolve(response([])) };
    window.__portalFirstReadsAt = Date.now() - 10_001;
    expect(takeStarted(url)).toBeUndefined();
    expect(peekEarly(url)).toBeUndefined();
  });
});
