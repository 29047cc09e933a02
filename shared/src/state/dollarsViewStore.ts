import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type DollarsView = 'nominal' | 'today';

export interface DollarsViewState {
  /** How every chart and table of results shows money: as projected (nominal) or in today's dollars. */
  view: DollarsView;
  setView: (view: DollarsView) => void;
}

/** One switch for every results screen, remembered for the browser tab's session (sessionStorage). */
export const useDollarsView = create<DollarsViewState>()(
  persist(
    (set) => ({ view: 'nominal', setView: (view) => set({ view }) }),
    { name: 'portal.dollarsView', storage: createJSONStorage(() => sessionStorage), partialize: ({ view }) => ({ view }) },
  ),
);
