import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { endpointUrl, type AnyEndpoint, type CallArgs, type ParamsIn, type QueryIn, type ResponseOf } from '../contract/endpoint';
import { useSession } from '../state/sessionStore';
import { request, download, imageObjectUrl, type ApiOptions } from './apiClient';
import type { ApiError } from './ApiError';
import { takeStarted } from './earlyReads';

/** The URL of a call (also the SWR key of a read). */
export function urlOf<E extends AnyEndpoint>(e: E, args?: { params?: unknown; query?: unknown }): string {
  return endpointUrl(e, args?.params as Record<string, unknown> | undefined, args?.query as Record<string, unknown> | undefined);
}

/**
 * Calls an endpoint of the contract (`endpoints.<area>.<call>`) through the portal's client (token, flags,
 * sign-out, plan version): the URL comes from the endpoint, the answer's type from its response schema.
 */
export function call<E extends AnyEndpoint>(e: E, args: CallArgs<E>, opts: ApiOptions = {}): Promise<ResponseOf<E>> {
  const a = args as { params?: unknown; query?: unknown; body?: unknown };
  return request<ResponseOf<E>>(e.method, urlOf(e, a), a.body, { form: e.form, ...opts });
}

/** Downloads a file answer (a report PDF) of a file endpoint; resolves to the saved file name. */
export function downloadEndpoint<E extends AnyEndpoint>(e: E, args: CallArgs<E>, fallbackName?: string): Promise<string> {
  return download(urlOf(e, args as { params?: unknown; query?: unknown }), fallbackName);
}

export interface UseEndpointOptions extends ApiOptions {
  swr?: SWRConfiguration<unknown, ApiError>;
  query?: Record<string, unknown>;
}

const defaults: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

type ReadArgs<E extends AnyEndpoint> = ParamsIn<E> extends undefined ? Record<string, never> | undefined : ParamsIn<E>;

/**
 * Reads a GET endpoint with SWR (one cache for the portal, keyed by the call's URL); `null` params skip the call.
 * Nothing is fetched while signed out unless the call is public. `mutate` of the answer uses the same key as
 * `urlOf(endpoint, { params })`, so a save can put its answer into the cache.
 */
export function useEndpoint<E extends AnyEndpoint>(e: E, params: ReadArgs<E> | null, options: UseEndpointOptions & { query?: QueryIn<E> } = {}): SWRResponse<ResponseOf<E>, ApiError> {
  const signedIn = useSession((s) => s.token !== null);
  const { swr, query, ...apiOptions } = options;
  const key = params !== null && (signedIn || apiOptions.public) ? urlOf(e, { params: params ?? undefined, query }) : null;
  return useSWR<ResponseOf<E>, ApiError>(
    key,
    // A read started before this screen mounted (earlyReads.ts, or main.js's firstReads.ts) answers the first fetch of its URL.
    (url: string) => takeStarted<ResponseOf<E>>(url, apiOptions) ?? request<ResponseOf<E>>('GET', url, undefined, apiOptions),
    { ...defaults, ...(swr as SWRConfiguration) },
  );
}

/**
 * An image answer of the contract (`file: 'image'`, the firm's logo) as an object URL for an <img>; `null` params
 * skip it. Keyed by the call's URL (with its version in the query), so a replaced image is fetched once again.
 */
export function useImageEndpoint<E extends AnyEndpoint>(e: E, params: ReadArgs<E> | null, query?: QueryIn<E>): string | null {
  const signedIn = useSession((s) => s.token !== null);
  const key = params !== null && signedIn ? urlOf(e, { params: params ?? undefined, query }) : null;
  const { data } = useSWR<string, ApiError>(key && ['image', key], ([, url]: [string, string]) => imageObjectUrl(url), defaults);
  return data ?? null;
}
