import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Account } from '../contract';
import { canSeeGlobalAdministration } from '../access/account';

export interface SessionState {
  /** Bearer token of the signed-in user; null when signed out. */
  token: string | null;
  account: Account | null;
  /** Team whose menu entries (level 4 screens) apply; the first team with access unless the user picks another. */
  selectedTeamId: number | null;
  signIn: (token: string, account: Account) => void;
  setAccount: (account: Account) => void;
  selectTeam: (teamId: number) => void;
  /** Forgets token and account (the API client and the shell call this; use `signOut` to also navigate). */
  clear: () => void;
}

const firstTeam = (account: Account | null) => account?.teamAccess.find((t) => t.levelAccess > 0)?.teamId ?? null;

/** The session survives a reload (localStorage) so a signed-in user stays signed in. */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      account: null,
      selectedTeamId: null,
      signIn: (token, account) => set({ token, account, selectedTeamId: firstTeam(account) }),
      setAccount: (account) => {
        const keep = account.teamAccess.some((t) => t.teamId === get().selectedTeamId && t.levelAccess > 0);
        set({ account, selectedTeamId: keep ? get().selectedTeamId : firstTeam(account) });
      },
      selectTeam: (selectedTeamId) => set({ selectedTeamId }),
      clear: () => set({ token: null, account: null, selectedTeamId: null }),
    }),
    {
      name: 'portal.session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, selectedTeamId }) => ({ token, account, selectedTeamId }),
    },
  ),
);

/** Role id 1, the site administrator (the rule lives in access: canSeeGlobalAdministration). */
export const isSiteAdmin = canSeeGlobalAdministration;
