import { create } from 'zustand';
import { SNACKBAR_TIMEOUT_MS } from './constants';

export interface SnackbarState {
  message: string | null;
  show: (message: string) => void;
  hide: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** One snackbar at a time; each closes itself after SNACKBAR_TIMEOUT_MS (10 s). */
export const useSnackbar = create<SnackbarState>()((set) => ({
  message: null,
  show: (message) => {
    clearTimeout(timer);
    set({ message });
    timer = setTimeout(() => set({ message: null }), SNACKBAR_TIMEOUT_MS);
  },
  hide: () => {
    clearTimeout(timer);
    set({ message: null });
  },
}));

export function showSnackbar(message: string): void {
  useSnackbar.getState().show(message);
}
