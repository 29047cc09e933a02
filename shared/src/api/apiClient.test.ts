import { apiClient, useSession, useStatus, useSnackbar, setPortalNavigator, ApiError } from '../index';
import { request } from './apiClient';
import {
  DELETE_CONFLICT_MESSAGE, MAPPING_ERROR_MESSAGE,
} from '../state/messages';
import type { Account } from '../contract';

const account = {
  user: { id: 7, firstName: 'Ada', lastName: 'Advisor', username: 'ada', email: 'ada@example.com', roleId: 2 },
  expirationDate: null, expired: false, roleDescription: 'Advisor', teamAccess: [], advisorCreate: [], clientProfileId: null,
} satisfies Account;

let fetchMock: jest.Mock;
const navigations: string[] = [];

/** The part of a fetch Response the client reads (jsdom has no Response). */
function response(status: number, body?: unknown) {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

function answer(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(response(status, body));
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  navigations.length = 0;
  setPortalNavigator((to) => navigations.push(to));
  useSession.getState().signIn('token-1', account);
  useStatus.getState().clearErrors();
  useSnackbar.getState().hide();
});

const flags = () => {
  const s = useStatus.getState();
  return { loadError: s.loadError, saveError: s.saveError, deleteConflict: s.deleteConflict, mappingError: s.mappingError, integrationError: s.integrationError };
};

describe('apiClient', () => {
  it('sends the bearer token and counts the call as loading while it runs', async () => {
    let release!: (r: ReturnType<typeof response>) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => { release = r; }));
    const call = apiClient.get<{ ok: boolean }>('/api/client/profile');
    expect(useStatus.getState().loading).toBe(true);
    release(response(200, { ok: true }));
    await expect(call).resolves.toEqual({ ok: true });
    expect(useStatus.getState().loading).toBe(false);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/client/profile');
    expect(init.headers.Authorization).toBe('Bearer token-1');
  });

  it('reads an answer already asked for (a first read started by main.js) as its own, without asking again', async () => {
    await expect(request('GET', '/api/client/profile/3', undefined, { response: Promise.resolve(response(200, { id: 3 }) as unknown as Response) }))
      .resolves.toEqual({ id: 3 });
    expect(fetchMock).not.toHaveBeenCalled();
    const refused = await request('GET', '/api/client/profile/4', undefined, { handledStatuses: [403], response: Promise.resolve(response(403, { code: 'FORBIDDEN' }) as unknown as Response) }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect(flags().loadError).toBeFalsy();
  });

  it('sets the load error on a failed GET and throws a typed ApiError', async () => {
    answer(500, { code: 'BOOM' });
    const error = await apiClient.get('/api/client/profile/1').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: { code: 'BOOM' } });
    expect(flags()).toMatchObject({ loadError: true, saveError: false });
  });

  it.each(['post', 'put'] as const)('sets the save error on a failed %s', async (method) => {
    answer(400, { code: 'VALIDATION_ERROR', message: 'bad', errors: [{ field: 'firstName', message: 'First Name is required' }] });
    const error = (await apiClient[method]('/api/client/debt', {}).catch((e) => e)) as ApiError;
    expect(flags()).toMatchObject({ saveError: true, loadError: false });
    expect(error.fieldErrors()).toEqual({ firstName: 'First Name is required' });
  });

  it('sets the save error on a failed delete', async () => {
    answer(500);
    await apiClient.del('/api/client/debt/3').catch(() => undefined);
    expect(flags()).toMatchObject({ saveError: true });
  });

  it('sets the delete-conflict flag, not the save error, on a 409 delete', async () => {
    answer(409, { code: 'CONFLICT' });
    await apiClient.del('/api/client/insurance/3').catch(() => undefined);
    expect(flags()).toMatchObject({ deleteConflict: true, saveError: false });
    expect(useSnackbar.getState().message).toBeNull();
  });

  it('shows the referenced-item snackbar for a 409 goal delete', async () => {
    answer(409);
    await apiClient.del('/api/client/goal/3', undefined, { conflictSnackbar: true }).catch(() => undefined);
    expect(useSnackbar.getState().message).toBe(DELETE_CONFLICT_MESSAGE);
    expect(flags()).toMatchObject({ deleteConflict: false, saveError: false });
  });

  it('raises the mapping error and its snackbar on a 406 settings save', async () => {
    answer(406);
    await apiClient.post('/api/setting/profile/9', { key: 'assumption' }).catch(() => undefined);
    expect(flags()).toMatchObject({ mappingError: true, saveError: false });
    expect(useSnackbar.getState().message).toBe(MAPPING_ERROR_MESSAGE);
  });

  it('sets the integration error when an integration run fails', async () => {
    answer(502);
    await apiClient.get('/api/integration/run/profile/4').catch(() => undefined);
    expect(flags()).toMatchObject({ integrationError: true, loadError: false });
  });

  it('signs out to /login-expired on a 401', async () => {
    answer(401);
    await apiClient.get('/api/client/account').catch(() => undefined);
    expect(useSession.getState().token).toBeNull();
    expect(navigations).toEqual(['/login-expired']);
    expect(flags().loadError).toBe(false);
  });

  it('signs out to /login-expired without calling when there is no token', async () => {
    useSession.getState().clear();
    await expect(apiClient.get('/api/client/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigations).toEqual(['/login-expired']);
  });

  it('does not sign out for registration and recovery urls', async () => {
    useSession.getState().clear();
    answer(401);
    answer(401);
    await apiClient.post('/api/client/registration', {}).catch(() => undefined);
    await apiClient.post('/api/auth/recovery/answer', {}).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigations).toEqual([]);
  });

  it('leaves handled statuses to the caller (registration 403 gives no banner)', async () => {
    answer(403);
    const error = (await apiClient.post('/api/client/registration', {}, { handledStatuses: [403] }).catch((e) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(flags()).toMatchObject({ saveError: false, loadError: false });
  });

  it('sets no flag for calls whose failure is ignored', async () => {
    answer(500);
    await apiClient.get('/api/setting/code/client/gender', { ignoreErrors: true }).catch(() => undefined);
    expect(flags().loadError).toBe(false);
  });

  it('treats an unreachable server as a failed call (status 0)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/api/client/profile').catch((e) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(flags().loadError).toBe(true);
    expect(useStatus.getState().loading).toBe(false);
  });

  it('claims the plan version it read on plan saves, and flags a save refused because the plan changed meanwhile', async () => {
    fetchMock.mockResolvedValueOnce({
      ...response(200, { id: 4, version: 9 }),
      headers: { get: (n: string) => (n.toLowerCase() === 'etag' ? '"4:9"' : n.toLowerCase() === 'content-type' ? 'application/json' : null) },
    });
    await apiClient.get('/api/gateway/calcs/profile/4/combined');
    answer(409, { code: 'PLAN_CHANGED', message: 'Someone else changed this plan' });
    await expect(apiClient.post('/api/client/debt', { profileId: 4 })).rejects.toBeInstanceOf(ApiError);
    const [, init] = fetchMock.mock.calls[1];
    expect(init.headers['If-Match']).toBe('"4:9"');
    expect(useStatus.getState().planChanged).toBe(true);
    expect(useStatus.getState().saveError).toBe(false);

    answer(200, {});
    await apiClient.post('/api/setting/user/7', { values: {} });
    expect(fetchMock.mock.calls[2][1].headers['If-Match']).toBeUndefined();
  });
  describe('a busy server (503 with Retry-After)', () => {
    const busy = (retryAfter: string | null) => ({
      ...response(503, { code: 'DATABASE_UNAVAILABLE' }),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : name.toLowerCase() === 'retry-after' ? retryAfter : null) },
    });
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks again after the time the server names, and the call succeeds without an error flag', async () => {
      fetchMock.mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(response(200, { id: 3 }));
      const call = apiClient.post<{ id: number }>('/api/client/profile', { id: 3 });
      await jest.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1_000);
      await expect(call).resolves.toEqual({ id: 3 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(flags().saveError).toBe(false);
    });

    it('gives up after three more tries and flags the failure', async () => {
      fetchMock.mockResolvedValue(busy('1'));
      const call = apiClient.post('/api/client/profile', { id: 3 }).catch((e) => e);
      await jest.advanceTimersByTimeAsync(10_000);
      const error = (await call) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(503);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(flags().saveError).toBe(true);
    });

    it('does not ask again when the 503 names no Retry-After', async () => {
      fetchMock.mockResolvedValueOnce(busy(null));
      const error = (await apiClient.get('/api/client/profile/1').catch((e) => e)) as ApiError;
      expect(error.status).toBe(503);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(flags().loadError).toBe(true);
    });
  });
});
