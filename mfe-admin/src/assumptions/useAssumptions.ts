import { useState } from 'react';
import { apiClient, isApiError, useApi, type Assumption, type AssumptionData, type AssumptionMapping } from '@portal/shared';
import { assumptionUrl, fieldErrorsOf, refreshSettingCaches, settingsUrl } from '../levels/levelApi';

export interface EffectiveSummary { assumptionId: number; name: string; level: number; levelKey: number; source: number }

/** What an item editor posts: the endpoint under {url} and the body (the set's id is added). */
export type ItemChange = { path: string; body: Record<string, unknown>; method?: 'POST' | 'DELETE' };

/**
 * Sets of one level key (and those above it), the set being edited, and every call the screen makes. Each
 * save makes the saved set the current one and reloads the list (spec document 2 section 4).
 */
export function useAssumptions(level: number, levelKey: number | null) {
  const url = assumptionUrl(level);
  const list = useApi<Assumption[]>(levelKey ? `${url}/${levelKey}` : null);
  const effective = useApi<EffectiveSummary>(levelKey && level !== 1 ? `${url}/effective/${levelKey}` : null);
  const mappings = useApi<AssumptionMapping[]>(levelKey ? `${url}/mapping?levelKey=${levelKey}` : null);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const current = list.data?.find((a) => a.id === currentId) ?? null;

  /** Runs a call; a 400 becomes field errors shown by the form, anything else the shared flags. */
  async function run<T>(call: () => Promise<T>, after?: (result: T) => void): Promise<T | null> {
    setBusy(true);
    setErrors({});
    try {
      const result = await call();
      after?.(result);
      return result;
    } catch (e) {
      if (isApiError(e) && e.status === 400) setErrors(fieldErrorsOf(e));
      return null;
    } finally {
      setBusy(false);
    }
  }
  const saved = (set: Assumption) => {
    setCurrentId(set.id);
    void list.mutate();
    void refreshSettingCaches();
  };
  const handled = { handledStatuses: [400] };

  return {
    list, effective, mappings, current, currentId, setCurrentId, errors, setErrors, busy,
    create: (name: string, data: AssumptionData) =>
      run(() => apiClient.post<Assumption>(url, { levelKey, name, data }, handled), saved),
    saveSet: (set: Assumption, changes: { name: string; description: string | null; data: AssumptionData }) =>
      run(() => apiClient.post<Assumption>(url, { id: set.id, levelKey: set.levelKey, ...changes }, handled), saved),
    copy: (original: Assumption) =>
      run(() => apiClient.post<Assumption>(`${url}/copy/${original.id}`, { levelKey }), saved),
    remove: (set: Assumption) =>
      run(() => apiClient.del(`${url}/assumptionId/${set.id}`), () => {
        setCurrentId(null);
        void list.mutate();
      }),
    recalculate: (set: Assumption) =>
      run(() => apiClient.get<Assumption>(`${url}/assumptionId/${set.id}/recalculate`), saved),
    /** An item edit (asset class, group, portfolio, risk mapping, correlations) of the current set. */
    item: (set: Assumption, change: ItemChange) =>
      run(() => apiClient.request<Assumption>(change.method ?? 'POST', `${url}${change.path}`, { assumptionId: set.id, ...change.body }, handled), saved),
    /** Makes a set the one this level's plans use (settings portfolio_assumption; 406 shows the mapping snackbar). */
    useAtLevel: (set: Assumption) =>
      run(() => apiClient.post(`${settingsUrl(level)}/${levelKey}`, { values: { portfolio_assumption: String(set.id) } }), () => {
        void effective.mutate();
        void refreshSettingCaches();
      }),
    saveMapping: (body: { id?: number; fromAssumptionId: number; toAssumptionId: number; portfolioMap: Record<string, string> }) =>
      run(() => apiClient.post<AssumptionMapping>(`${url}/mapping`, { levelKey, ...body }, handled), () => void mappings.mutate()),
    deleteMapping: (id: number) => run(() => apiClient.del(`${url}/mapping`, { id }), () => void mappings.mutate()),
  };
}

export type AssumptionsApi = ReturnType<typeof useAssumptions>;
