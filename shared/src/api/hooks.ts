import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { CodeItem } from '../contract';
import { useSession } from '../state/sessionStore';
import { apiClient, type ApiOptions } from './apiClient';
import type { ApiError } from './ApiError';

export interface UseApiOptions extends ApiOptions {
  swr?: SWRConfiguration;
}

const defaults: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * GET `path` through the shared client (flags, token, sign-out) with SWR caching; `null` skips the call.
 * Nothing is fetched while signed out unless the call is public.
 */
export function useApi<T>(path: string | null, options: UseApiOptions = {}): SWRResponse<T, ApiError> {
  const signedIn = useSession((s) => s.token !== null);
  const { swr, ...apiOptions } = options;
  const key = path && (signedIn || apiOptions.public) ? path : null;
  return useSWR<T, ApiError>(key, (p: string) => apiClient.get<T>(p, apiOptions), { ...defaults, ...swr });
}

/** Code lists change rarely: fetched once per session and shared by every dropdown that names the same path. */
const codeListConfig: SWRConfiguration = {
  ...defaults, revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60 * 60 * 1000,
};

/**
 * A code list (`/api/setting/code/...` or `/api/setting/lookup/...`) as `{ code, description }` items.
 * `ignoreErrors` for the lists whose failure the spec ignores.
 */
export function useCodeList(path: string | null, options: { ignoreErrors?: boolean } = {}) {
  const res = useApi<CodeItem[]>(path, { ...options, swr: codeListConfig });
  return { items: res.data ?? [], isLoading: res.isLoading, error: res.error };
}
