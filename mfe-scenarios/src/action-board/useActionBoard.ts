import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Action } from '@portal/shared';
import { deleteAction, moveAction, type MoveDirection } from '@portal/shared';
import { duplicateScenario, saveActions, saveScenario, saveScenarioSelection, type DraftAction, type SavedAction, type ScenarioItem } from '../plan-scenarios/api';
import type { ActionFields } from './actionDrafts';

const keyOf = (a: { id?: number | null }, n: number) => (a.id != null ? `id:${a.id}` : `new:${n}`);

/** Folding is stored this long after the last change (quick toggles make one write). The selection is never stored by a click. */
export const SELECTION_SAVE_DELAY_MS = 400;

const sameKeys = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((k) => b.has(k));

export interface ActionBoard {
  /** Every action in the scenario's order, inactive (deleted but saved) ones included until saved. */
  drafts: DraftAction[];
  /** The active ones, as the board shows them. */
  visible: DraftAction[];
  selectedKeys: Set<string>;
  /** The selected active actions, in order: what the scenario computes with. */
  selectedActions: DraftAction[];
  /** Unsaved action edits or a working selection that differs from the saved one. */
  dirty: boolean;
  /** Unsaved action edits (added, changed, moved, deleted actions). */
  actionsDirty: boolean;
  /** The working selection differs from the scenario's saved selection. */
  selectionDirty: boolean;
  /** Save stores into this scenario (false: a client's changes to their advisor's scenario, saved as a new one only). */
  mayOverwrite: boolean;
  saving: boolean;
  add: (fields: ActionFields) => void;
  replace: (key: string, fields: ActionFields) => void;
  remove: (key: string) => void;
  move: (key: string, direction: MoveDirection) => void;
  toggleSelected: (key: string) => void;
  toggleExpanded: (key: string) => void;
  save: () => Promise<void>;
  /** Saves the saved actions with the working selection as a new scenario (the source keeps its saved selection). */
  saveAsNew: () => Promise<ScenarioItem | null>;
}

export interface ActionBoardOptions {
  /**
   * Told of the new selection at the click, before the board re-renders (the workshop starts its calculation
   * from here, so the engine works while the page draws the click). Keep it stable (useCallback).
   */
  onSelectionChange?: (selected: DraftAction[]) => void;
  /** False when this user may not store into the scenario (a client on their advisor's scenario). */
  mayOverwrite?: boolean;
}

/**
 * The workshop's action list (spec document 2 section 4): add, edit, delete (a saved action becomes inactive,
 * an unsaved one is removed), move left/right (swap, wrap at the ends, renumber, moved flag), select and
 * expand/collapse. The workshop is a sandbox: ticking actions changes only this user's working selection; the
 * saved scenario (what Comparison, Suggested Actions, reports and the client see) changes only on Save or
 * "Save as new scenario".
 */
export function useActionBoard(scenario: ScenarioItem | null, saved: SavedAction[] | null, canSelect: boolean, options: ActionBoardOptions = {}): ActionBoard {
  const { onSelectionChange, mayOverwrite = true } = options;
  const [drafts, setDrafts] = useState<DraftAction[]>([]);
  const [selectedKeys, setSelectedKeys] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const loadedScenario = useRef<number | null>(null);
  const selectionDirtyRef = useRef(false);
  const [saving, setSaving] = useState(false);
  const counter = useRef(0);
  const loadedFor = useRef<string | null>(null);

  // Load (or reload after a save) the saved list and the scenario's selection.
  useEffect(() => {
    if (!scenario || !saved) return;
    const stamp = `${scenario.id}:${saved.map((a) => `${a.id}.${a.sequence}.${a.value}.${a.expanded}`).join(',')}:${JSON.stringify(scenario.selectedActions)}:${JSON.stringify(scenario.collapsedActions)}`;
    // Another scenario is loaded whatever this one held (leaving it asked first); the same one keeps unsaved work.
    const sameScenario = loadedScenario.current === scenario.id;
    if (loadedFor.current === stamp || (sameScenario && (dirty || selectionDirtyRef.current))) return;
    loadedFor.current = stamp;
    loadedScenario.current = scenario.id;
    if (!sameScenario) setDirty(false);
    // Collapsed actions are kept on the scenario (collapsedActions), so a collapse needs no action save.
    const collapsed = new Set(scenario.collapsedActions);
    setDrafts(saved.map((a) => ({ ...a, expanded: !collapsed.has(a.id) && a.expanded !== false, key: keyOf(a, 0) })));
    setSelectedKeys(new Set(scenario.selectedActions.map((s) => `id:${s.id}`)));
  }, [scenario, saved, dirty]);

  // The scenario with this selection and folding (saved actions only).
  const withSelection = useCallback((keys: Set<string>, list: DraftAction[]) => scenario && {
    ...scenario,
    selectedActions: list.filter((a) => a.id != null && a.active !== false && keys.has(a.key)).map((a) => ({ id: a.id! })),
    collapsedActions: list.filter((a) => a.id != null && a.expanded === false).map((a) => a.id!),
  }, [scenario]);
  // Folding is stored with the scenario's saved selection, never the working one.
  const persistSelection = useCallback(async (_keys: Set<string>, list: DraftAction[]) => {
    const next = scenario && withSelection(new Set(scenario.selectedActions.map((a) => `id:${a.id}`)), list);
    if (next) await saveScenarioSelection(next);
  }, [withSelection, scenario]);

  // A folding change is stored shortly after the last one (and at once when the page goes).
  const pendingSelection = useRef<{ keys: Set<string>; list: DraftAction[] } | null>(null);
  const selectionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushSelection = useCallback(() => {
    clearTimeout(selectionTimer.current);
    const pending = pendingSelection.current;
    pendingSelection.current = null;
    if (pending) void persistSelection(pending.keys, pending.list);
  }, [persistSelection]);
  const scheduleSelection = useCallback((keys: Set<string>, list: DraftAction[]) => {
    pendingSelection.current = { keys, list };
    clearTimeout(selectionTimer.current);
    selectionTimer.current = setTimeout(flushSelection, SELECTION_SAVE_DELAY_MS);
  }, [flushSelection]);
  useEffect(() => flushSelection, [flushSelection]);

  const add = useCallback((fields: ActionFields) => {
    if (!scenario) return;
    const key = `new:${++counter.current}`;
    setDrafts((list) => [...list, { ...fields, id: null, scenarioId: scenario.id, active: true, expanded: true, sequence: list.length, key } as DraftAction]);
    setSelectedKeys((s) => new Set(s).add(key));
    setDirty(true);
  }, [scenario]);

  const replace = useCallback((key: string, fields: ActionFields) => {
    setDrafts((list) => list.map((a) => (a.key === key ? { ...a, ...fields } : a)));
    setDirty(true);
  }, []);

  const remove = useCallback((key: string) => {
    setDrafts((list) => {
      const index = list.findIndex((a) => a.key === key);
      return deleteAction(list, index);
    });
    setSelectedKeys((s) => {
      const next = new Set(s);
      next.delete(key);
      return next;
    });
    setDirty(true);
  }, []);

  const move = useCallback((key: string, direction: MoveDirection) => {
    setDrafts((list) => {
      // Moving works on the visible (active) actions; inactive ones keep their place at the end.
      const active = list.filter((a) => a.active !== false);
      const rest = list.filter((a) => a.active === false);
      const moved = moveAction(active, active.findIndex((a) => a.key === key), direction);
      return [...moved, ...rest.map((a, i) => ({ ...a, sequence: moved.length + i }))];
    });
    setDirty(true);
  }, []);

  const toggleSelected = useCallback((key: string) => {
    const next = new Set(selectedKeys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectionChange?.(drafts.filter((a) => a.active !== false && next.has(a.key)));
    // Only the working selection changes: the scenario is stored on Save (or "Save as new scenario").
    setSelectedKeys(next);
  }, [selectedKeys, drafts, onSelectionChange]);

  const toggleExpanded = useCallback((key: string) => {
    setDrafts((list) => list.map((a) => (a.key === key ? { ...a, expanded: a.expanded === false } : a)));
    const action = drafts.find((a) => a.key === key);
    if (action?.id != null && !dirty && canSelect && mayOverwrite && scenario) {
      const list = drafts.map((a) => (a.key === key ? { ...a, expanded: a.expanded === false } : a));
      scheduleSelection(selectedKeys, list);
    }
  }, [drafts, dirty, canSelect, mayOverwrite, scenario, scheduleSelection, selectedKeys]);

  const save = useCallback(async () => {
    if (!scenario || !mayOverwrite) return;
    setSaving(true);
    // The save below stores the selection too: a scheduled one would only repeat (or undo) it.
    clearTimeout(selectionTimer.current);
    pendingSelection.current = null;
    try {
      const list: Action[] = drafts.map((a, i) => ({ ...a, sequence: a.active === false ? a.sequence : i }));
      const stored = await saveActions(scenario.id, list);
      // New actions come back in order after the saved ones: match them by position among the new drafts.
      const newKeys = drafts.filter((a) => a.id == null && a.active !== false).map((a) => a.key);
      const known = new Set(drafts.filter((a) => a.id != null).map((a) => a.id));
      const fresh = stored.filter((a) => !known.has(a.id));
      const idOfKey = new Map<string, number>();
      newKeys.forEach((k, i) => { if (fresh[i]) idOfKey.set(k, fresh[i].id); });
      const keys = new Set([...selectedKeys].map((k) => (idOfKey.has(k) ? `id:${idOfKey.get(k)}` : k)));
      const next = stored.map((a) => ({ ...a, key: keyOf(a, 0) }));
      setDrafts(next);
      setSelectedKeys(keys);
      setDirty(false);
      const withSaved = withSelection(keys, next);
      if (withSaved) await saveScenario(withSaved);
    } finally {
      setSaving(false);
    }
  }, [scenario, drafts, selectedKeys, withSelection, mayOverwrite]);

  const savedKeys = useMemo(() => new Set((scenario?.selectedActions ?? []).map((a) => `id:${a.id}`)), [scenario]);
  const visible = useMemo(() => drafts.filter((a) => a.active !== false), [drafts]);
  const selectedActions = useMemo(() => visible.filter((a) => selectedKeys.has(a.key)), [visible, selectedKeys]);
  // Compared over saved, active actions: new actions are the action edits' part.
  const selectionDirty = useMemo(() => {
    const working = new Set(visible.filter((a) => a.id != null && selectedKeys.has(a.key)).map((a) => a.key));
    const saved = new Set(visible.filter((a) => a.id != null && savedKeys.has(a.key)).map((a) => a.key));
    return !sameKeys(working, saved);
  }, [visible, selectedKeys, savedKeys]);
  // Read by the load effect (which runs after this): a working selection is not replaced by a reload.
  useLayoutEffect(() => { selectionDirtyRef.current = selectionDirty; });

  const saveAsNew = useCallback(async () => {
    if (!scenario || dirty) return null;
    setSaving(true);
    try {
      const working = visible.filter((a) => a.id != null && selectedKeys.has(a.key)).map((a) => ({ id: a.id! }));
      const copy = await duplicateScenario({ ...scenario, selectedActions: working });
      // This scenario keeps its saved selection; the work now lives in the copy.
      setSelectedKeys(new Set(savedKeys));
      return copy;
    } finally {
      setSaving(false);
    }
  }, [scenario, dirty, visible, selectedKeys, savedKeys]);

  return {
    drafts, visible, selectedKeys, selectedActions, dirty: dirty || selectionDirty, actionsDirty: dirty, selectionDirty, mayOverwrite, saving,
    add, replace, remove, move, toggleSelected, toggleExpanded, save, saveAsNew,
  };
}
