import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clientDisplayName, type PersonName } from './clientDisplayName';

/** The least a plan must carry to be selected: its id, advisor and people (types C client and S spouse). */
export interface SelectablePlan {
  id: number;
  advisorUserId?: number | null;
  clients?: Array<PersonName & { type?: string | null; active?: boolean }>;
}

export interface PlanState {
  /** Selected plan (profile) id; null when no plan is selected. */
  profileId: number | null;
  clientName: string;
  advisorUserId: number | null;
  /** Selects a plan, or refreshes the selected one's name after a save. The plan itself lives in the SWR cache (useSelectedPlan). */
  selectPlan: (plan: SelectablePlan) => void;
  /** No plan selected (starting a new profile, signing out). */
  reset: () => void;
}

export function planClientName(plan: SelectablePlan): string {
  const people = (plan.clients ?? []).filter((p) => p.active !== false);
  return clientDisplayName(people.find((p) => p.type === 'C'), people.find((p) => p.type === 'S'));
}

const empty = { profileId: null, clientName: '', advisorUserId: null };

/** Kept in sessionStorage: a reload keeps the plan selected in this tab. */
export const usePlan = create<PlanState>()(
  persist(
    (set) => ({
      ...empty,
      selectPlan: (plan) => set({
        profileId: plan.id,
        clientName: planClientName(plan),
        advisorUserId: plan.advisorUserId ?? null,
      }),
      reset: () => set(empty),
    }),
    {
      name: 'portal.plan',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ profileId, clientName, advisorUserId }) => ({ profileId, clientName, advisorUserId }),
    },
  ),
);
