import { useEffect, useId } from 'react';
import { create } from 'zustand';

/** A number field whose text cannot be saved (see NumberField): its label and the message it shows. */
export interface RefusedInput {
  label: string;
  message: string;
}

export interface EditGuardState {
  /** Fields on the page whose typed text is refused, by a field's own id: they block Save. */
  refused: Record<string, RefusedInput>;
  /** Editors with unsaved changes, by an editor's own id, with what they edit ('Other incomes'). */
  dirty: Record<string, string>;
  setRefused: (id: string, entry: RefusedInput | null) => void;
  setDirty: (id: string, what: string | null) => void;
  /** Leaving without saving: every editor's changes are given up. */
  discardAll: () => void;
}

const without = <T>(record: Record<string, T>, id: string): Record<string, T> => {
  if (!(id in record)) return record;
  const { [id]: _gone, ...rest } = record;
  return rest;
};

/**
 * The one guard of what people type, shared by every editor of the shell and the remotes: refused number
 * fields (Save waits until they are fixed) and editors with unsaved changes (leaving asks "Leave without saving?").
 */
export const useEditGuard = create<EditGuardState>()((set) => ({
  refused: {},
  dirty: {},
  setRefused: (id, entry) => set((s) => {
    if (!entry) return { refused: without(s.refused, id) };
    const now = s.refused[id];
    return now && now.label === entry.label && now.message === entry.message ? s : { refused: { ...s.refused, [id]: entry } };
  }),
  setDirty: (id, what) => set((s) => {
    if (what == null) return { dirty: without(s.dirty, id) };
    return s.dirty[id] === what ? s : { dirty: { ...s.dirty, [id]: what } };
  }),
  discardAll: () => set({ dirty: {} }),
}));

/** The refused fields now on the page (empty when every number field can be saved). */
export function refusedInputs(): RefusedInput[] {
  return Object.values(useEditGuard.getState().refused);
}

/** True while some editor holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return Object.keys(useEditGuard.getState().dirty).length > 0;
}

export const LEAVE_WITHOUT_SAVING = 'Leave without saving?';

/**
 * Declares that an editor holds unsaved changes while `dirty` is true ("Other incomes"): leaving it by a link,
 * Back or a reload then asks "Leave without saving?". Saving (dirty false again) or leaving clears it.
 */
export function useUnsavedChanges(dirty: boolean, what = 'this page'): void {
  const id = useId();
  const setDirty = useEditGuard((s) => s.setDirty);
  useEffect(() => {
    setDirty(id, dirty ? what : null);
  }, [id, dirty, what, setDirty]);
  useEffect(() => () => setDirty(id, null), [id, setDirty]);
}
