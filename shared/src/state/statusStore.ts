import { create } from 'zustand';

/** Error flags the shared API client raises (spec document 1 sections 4 and 8). */
export type StatusFlag = 'loadError' | 'saveError' | 'deleteConflict' | 'mappingError' | 'integrationError' | 'planChanged';

export interface StatusState {
  /** Calls in flight; `loading` is true while any is. */
  pending: number;
  loading: boolean;
  loadError: boolean;
  saveError: boolean;
  deleteConflict: boolean;
  mappingError: boolean;
  integrationError: boolean;
  /** A plan save was refused because someone else changed the plan since it was loaded (409 PLAN_CHANGED). */
  planChanged: boolean;
  /** An input is being edited: the header menus are disabled meanwhile. */
  editing: boolean;
  /** Error body a screen keeps instead of a banner (registration completion answering 400). */
  customError: unknown;
  beginRequest: () => void;
  endRequest: () => void;
  setFlag: (flag: StatusFlag, value: boolean) => void;
  setEditing: (editing: boolean) => void;
  setCustomError: (body: unknown) => void;
  /** Clears every error flag (the shell does this on navigation). */
  clearErrors: () => void;
}

const noErrors = {
  loadError: false, saveError: false, deleteConflict: false, mappingError: false, integrationError: false, planChanged: false, customError: null,
};

export const useStatus = create<StatusState>()((set) => ({
  pending: 0,
  loading: false,
  editing: false,
  ...noErrors,
  beginRequest: () => set((s) => ({ pending: s.pending + 1, loading: true })),
  endRequest: () => set((s) => {
    const pending = Math.max(0, s.pending - 1);
    return { pending, loading: pending > 0 };
  }),
  setFlag: (flag, value) => set({ [flag]: value } as Pick<StatusState, StatusFlag>),
  setEditing: (editing) => set({ editing }),
  setCustomError: (customError) => set({ customError }),
  clearErrors: () => set(noErrors),
}));

/** Sets the integration-error flag (a failed integration run); screens outside the API client use this. */
export function setIntegrationError(value = true): void {
  useStatus.getState().setFlag('integrationError', value);
}

/** True while the header menus must be disabled: a call is loading or an input is being edited. */
export function selectMenusDisabled(s: StatusState): boolean {
  return s.loading || s.editing;
}
