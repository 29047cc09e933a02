import { useSession } from '../state/sessionStore';
import { useStatus } from '../state/statusStore';
import { showSnackbar } from '../state/snackbarStore';
import { DELETE_CONFLICT_MESSAGE, MAPPING_ERROR_MESSAGE } from '../state/messages';
import { ApiError } from './ApiError';
import { signOut } from './signOut';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiOptions {
  /** Statuses the caller handles: thrown as ApiError with no banner, snackbar or sign-out (registration 403). */
  handledStatuses?: number[];
  /** Failures set no error flag (code lists whose failure is ignored); ApiError is still thrown. */
  ignoreErrors?: boolean;
  /** A 409 on this delete shows the 10 s referenced-item snackbar instead of the delete-conflict flag (goals). */
  conflictSnackbar?: boolean;
  /** The call runs an integration import: a failure sets the integration-error flag. */
  integrationRun?: boolean;
  /** The call needs no token (sign-in); the token is still sent when there is one. */
  public?: boolean;
  /** Send the body as a form (application/x-www-form-urlencoded), e.g. the username lookups. */
  form?: boolean;
  /** The answer of this same call, already asked for (a plan page's first reads, started by main.js: firstReads.ts). */
  response?: Promise<Response>;
  signal?: AbortSignal;
}

let baseUrl = '';

/** Prefix for every path; '' (same origin, the default) in the portal and the standalone harness. */
export function configureApi(options: { baseUrl?: string }): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
}

/** Spec document 1 section 7: no sign-out for registration and recovery urls. */
const signOutExempt = (path: string) => /registration|recovery/i.test(path);

function encodeBody(body: unknown, form: boolean | undefined): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (form) return { body: new URLSearchParams(body as Record<string, string>).toString(), type: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(body), type: 'application/json' };
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The plan version last read or written (`ETag: "<profileId>:<version>"` on plan reads and writes). Plan data saves
 * send it back as If-Match: the server refuses (409 PLAN_CHANGED) a save of a plan someone else changed since.
 */
let planTag: string | null = null;
const PLAN_TAG = /^"\d+:\d+"$/;
const PLAN_WRITE = /^\/api\/client\/(clients|incomes|locations|participants|profile|debt|election|expense|goal|insurance|investment|realasset|otherincome|tax|targetmethod|strategy)(\/|$)/;

function notePlanTag(res: Response) {
  const tag = res.headers?.get?.('etag');
  if (tag && PLAN_TAG.test(tag)) planTag = tag;
}

/** The plan version the next plan save will claim (tests, diagnostics). */
export const currentPlanTag = () => planTag;

/** Sets the global flags for a failed call (spec document 1 section 8, document 2 section 8). */
function flagFailure(error: ApiError, opts: ApiOptions): void {
  const { status, method, path } = error;
  if (opts.handledStatuses?.includes(status)) return;
  if (status === 401 && !signOutExempt(path) && !opts.public) {
    signOut({ expired: true });
    return;
  }
  if (opts.ignoreErrors) return;
  const flags = useStatus.getState();
  if (status === 409 && (error.body as { code?: string } | null)?.code === 'PLAN_CHANGED') {
    flags.setFlag('planChanged', true);
    return;
  }
  if (method === 'DELETE' && status === 409) {
    if (opts.conflictSnackbar) showSnackbar(DELETE_CONFLICT_MESSAGE);
    else flags.setFlag('deleteConflict', true);
    return;
  }
  if (method !== 'GET' && status === 406 && path.startsWith('/api/setting/')) {
    flags.setFlag('mappingError', true);
    showSnackbar(MAPPING_ERROR_MESSAGE);
    return;
  }
  if (opts.integrationRun || path.startsWith('/api/integration/run/')) {
    flags.setFlag('integrationError', true);
    return;
  }
  flags.setFlag(method === 'GET' ? 'loadError' : 'saveError', true);
}

/** Times a call refused with 503 + Retry-After is asked again (README "Performance", "The server under load"). */
const BUSY_RETRIES = 3;
/** The longest wait between two tries, whatever the server says. */
const MAX_RETRY_WAIT_MS = 10_000;

/** Retry-After (seconds) of a busy answer in ms, with a little spread so that refused callers do not return together. */
function retryAfterMs(res: Response): number | null {
  const value = res.headers?.get?.('retry-after');
  if (value == null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  return Math.min(MAX_RETRY_WAIT_MS, Number(value) * 1000 * (1 + Math.random() * 0.5));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** Calls of the API under way (a warm-up waits for the page's own reads to be answered before it starts). */
let inFlight = 0;
export const apiCallsInFlight = () => inFlight;

/** One call: bearer token, loading counter and error flags around it; resolves to the parsed body. */
export async function request<T>(method: HttpMethod, path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  inFlight++;
  try {
    return await send<T>(method, path, body, opts);
  } finally {
    inFlight--;
  }
}

async function send<T>(method: HttpMethod, path: string, body: unknown, opts: ApiOptions): Promise<T> {
  const token = useSession.getState().token;
  if (!token && !opts.public && !signOutExempt(path)) {
    signOut({ expired: true });
    throw new ApiError(401, { code: 'NO_TOKEN', message: 'Not signed in' }, method, path);
  }
  const encoded = encodeBody(body, opts.form);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (encoded.type) headers['Content-Type'] = encoded.type;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && planTag && PLAN_WRITE.test(path)) headers['If-Match'] = planTag;

  const status = useStatus.getState();
  status.beginRequest();
  try {
    let res!: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await (attempt === 0 && opts.response ? opts.response : fetch(baseUrl + path, { method, headers, body: encoded.body, signal: opts.signal }));
      } catch (e) {
        if ((e as Error)?.name === 'AbortError') throw e;
        const error = new ApiError(0, null, method, path);
        flagFailure(error, opts);
        throw error;
      }
      // A busy server (503 with Retry-After: the database's admission refused the call before doing any of it) is
      // asked again after the time it names, a few times, before the call counts as failed.
      const wait = res.status === 503 && attempt < BUSY_RETRIES ? retryAfterMs(res) : null;
      if (wait === null) break;
      await sleep(wait, opts.signal);
    }
    notePlanTag(res);
    const parsed = await readBody(res);
    if (!res.ok) {
      const error = new ApiError(res.status, parsed, method, path);
      flagFailure(error, opts);
      throw error;
    }
    return parsed as T;
  } finally {
    useStatus.getState().endRequest();
  }
}

/**
 * Downloads a file answer (a report PDF) with the session's token and saves it under the server's file name
 * (Content-Disposition). A browser link cannot carry the bearer token, hence the fetch and the object URL.
 */
export async function download(path: string, fallbackName = 'download'): Promise<string> {
  const token = useSession.getState().token;
  const status = useStatus.getState();
  status.beginRequest();
  try {
    const res = await fetch(baseUrl + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!res.ok) {
      const error = new ApiError(res.status, await readBody(res), 'GET', path);
      flagFailure(error, {});
      throw error;
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return name;
  } finally {
    useStatus.getState().endRequest();
  }
}

const imageUrls = new Map<string, Promise<string>>();

/**
 * An image answer (the firm's logo) as an object URL for an <img>: fetched once per address with the session's token
 * (an <img src> cannot carry it). The address carries the image's version, so a new image is a new address.
 */
export function imageObjectUrl(path: string): Promise<string> {
  let url = imageUrls.get(path);
  if (!url) {
    const token = useSession.getState().token;
    url = fetch(baseUrl + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(async (res) => {
      if (!res.ok) throw new ApiError(res.status, await readBody(res), 'GET', path);
      return URL.createObjectURL(await res.blob());
    });
    url.catch(() => imageUrls.delete(path));
    imageUrls.set(path, url);
  }
  return url;
}

/** The portal's only HTTP client: screens never call fetch themselves. */
export const apiClient = {
  request,
  download,
  imageObjectUrl,
  get: <T>(path: string, opts?: ApiOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>('PUT', path, body, opts),
  del: <T = void>(path: string, body?: unknown, opts?: ApiOptions) => request<T>('DELETE', path, body, opts),
};
