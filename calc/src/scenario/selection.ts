export type ScenarioPage = 'WS' | 'SA';

type ScenarioLike = { type?: string | null; sharing?: boolean | null; selectedActions: ReadonlyArray<{ id: number }> };
type ActionLike = { id?: number | null; active?: boolean };

/**
 * Which actions a page computes with (spec document 2 section 4: the list used depends on sharing and on
 * whether the page is SA):
 * - the suggested-actions page (SA) uses the advisor's recommendation: every active action of the scenario,
 *   less those already adopted into the plan; a client sees it only when the scenario is shared;
 * - the workshop uses the scenario's own selectedActions, which a client sees (and changes) only when shared.
 * Inactive actions never count.
 */
export function selectedActionIds(
  scenario: ScenarioLike,
  actions: readonly ActionLike[],
  opts: { page: ScenarioPage; isClient?: boolean; adoptedActions?: readonly number[] },
): number[] {
  if (opts.isClient && !scenario.sharing) return [];
  const active = actions.filter((a) => a.active !== false && a.id != null);
  if (opts.page === 'SA') {
    const adopted = new Set(opts.adoptedActions ?? []);
    return active.map((a) => a.id!).filter((id) => !adopted.has(id));
  }
  const chosen = new Set(scenario.selectedActions.map((s) => s.id));
  return active.map((a) => a.id!).filter((id) => chosen.has(id));
}

/** Toggles an action in a scenario's selectedActions; returns the new list (order of the actions kept). */
export function toggleSelected(selected: ReadonlyArray<{ id: number }>, actionId: number): Array<{ id: number }> {
  return selected.some((s) => s.id === actionId) ? selected.filter((s) => s.id !== actionId) : [...selected, { id: actionId }];
}
