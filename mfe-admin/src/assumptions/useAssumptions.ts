import { useState } from 'react';
import { call, isApiError, useEndpoint, type AnyEndpoint, type Assumption, type AssumptionData } from '@portal/shared';
import { assumptionApi, fieldErrorsOf, refreshSettingCaches, settingsApi } from '../levels/levelApi';

type LevelApi = ReturnType<typeof assumptionApi>;
/** The item edits of a set (each answers the whole updated set). */
export type ItemCall =
  | 'assetClass' | 'removeAssetClass' | 'assetClassGroup' | 'removeAssetClassGroup' | 'portfolio' | 'removePortfolio'
  | 'portfolioGroup' | 'removePortfolioGroup' | 'riskMapping' | 'removeRiskMapping' | 'correlation';
/** What an item editor sends: which edit and its body (the set's id is added). */
export type ItemChange = { call: ItemCall; body: Record<string, unknown> };

/**
 * Sets of one level key (and those above it), the set being edited, and every call the screen makes. Each
 * save makes the saved set the current one and reloads the list (spec document 2 section 4).
 */
export function useAssumptions(level: number, levelKey: number | null) {
  const api: LevelApi = assumptionApi(level);
  const list = useEndpoint(api.at, levelKey ? { levelKey } : null);
  const effective = useEndpoint(api.effective, levelKey && level !== 1 ? { levelKey } : null);
  const mappings = useEndpoint(api.mappings, levelKey ? {} : null, { query: { levelKey: levelKey ?? undefined } });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const current = list.data?.find((a) => a.id === currentId) ?? null;

  /** Runs a call; a 400 becomes field errors shown by the form, anything else the shared flags. */
  async function run<T>(send: () => Promise<T>, after?: (result: T) => void): Promise<T | null> {
    setBusy(true);
    setErrors({});
    try {
      const result = await send();
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
  const settings = settingsApi(level);

  return {
    list, effective, mappings, current, currentId, setCurrentId, errors, setErrors, busy,
    create: (name: string, data: AssumptionData) =>
      run(() => call(api.save, { body: { levelKey, name, data } }, handled), saved),
    saveSet: (set: Assumption, changes: { name: string; description: string | null; data: AssumptionData }) =>
      run(() => call(api.save, { body: { id: set.id, levelKey: set.levelKey, ...changes } }, handled), saved),
    copy: (original: Assumption) =>
      run(() => call(api.copy, { params: { originalId: original.id }, body: { levelKey } }), saved),
    remove: (set: Assumption) =>
      run(() => call(api.remove, { params: { id: set.id } }), () => {
        setCurrentId(null);
        void list.mutate();
      }),
    recalculate: (set: Assumption) =>
      run(() => call(api.recalculate, { params: { id: set.id } }), saved),
    /** An item edit (asset class, group, portfolio, risk mapping, correlations) of the current set. */
    item: (set: Assumption, change: ItemChange) =>
      run(() => call(api[change.call] as AnyEndpoint, { body: { assumptionId: set.id, ...change.body } } as never, handled) as Promise<Assumption>, saved),
    /** Makes a set the one this level's plans use (settings portfolio_assumption; 406 shows the mapping snackbar). */
    useAtLevel: (set: Assumption) =>
      run(async () => {
        if (!settings || !levelKey) return null;
        return call(settings.save, { params: { levelKey }, body: { values: { portfolio_assumption: String(set.id) } } });
      }, () => {
        void effective.mutate();
        void refreshSettingCaches();
      }),
    saveMapping: (body: { id?: number; fromAssumptionId: number; toAssumptionId: number; portfolioMap: Record<string, string> }) =>
      run(() => call(api.saveMapping, { body: { levelKey, ...body } }, handled), () => void mappings.mutate()),
    deleteMapping: (id: number) => run(() => call(api.removeMapping, { body: { id } }), () => void mappings.mutate()),
  };
}

export type AssumptionsApi = ReturnType<typeof useAssumptions>;
