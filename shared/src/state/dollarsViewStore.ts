import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isAdvisor } from '../access/account';
import { useSession } from './sessionStore';

export type DollarsView = 'nominal' | 'today';

export interface DollarsViewState {
  /**
   * How every chart and table of results shows money: as projected (nominal) or in today's dollars; null until the
   * user picks one, when the role's default applies (`useEffectiveDollarsView`).
   */
  view: DollarsView | null;
  setView: (view: DollarsView) => void;
}

/** One switch for every results screen, remembered for the browser tab's session (sessionStorage). */
export const useDollarsView = create<DollarsViewState>()(
  persist(
    (set) => ({ view: null, setView: (view) => set({ view }) }),
    { name: 'portal.dollarsView', storage: createJSONStorage(() => sessionStorage), partialize: ({ view }) => ({ view }) },
  ),
);

/**
 * The view in force: the user's choice, else today's dollars for an invited client (a client reads what the money
 * buys today, not an inflated estate) and future dollars for advisors, who work with the engine's figures.
 */
export function useEffectiveDollarsView(): DollarsView {
  const chosen = useDollarsView((s) => s.view);
  const advisor = useSession((s) => isAdvisor(s.account));
  return chosen ?? (advisor ? 'nominal' : 'today');
}
