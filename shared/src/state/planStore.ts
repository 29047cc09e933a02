import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ProfileAggregate } from '../contract';
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
  /** The selected plan as last loaded (not kept across reloads: the plan-data remote reloads it). */
  profile: ProfileAggregate | null;
  clientName: string;
  advisorUserId: number | null;
  /** Selects a plan, or refreshes the selected one after a save. */
  selectPlan: (plan: SelectablePlan) => void;
  setProfile: (profile: ProfileAggregate) => void;
  /** No plan selected (starting a new profile, signing out). */
  reset: () => void;
}

export function planClientName(plan: SelectablePlan): string {
  const people = (plan.clients ?? []).filter((p) => p.active !== false);
  return clientDisplayName(people.find((p) => p.type === 'C'), people.find((p) => p.type === 'S'));
}

const empty = { profileId: null, profile: null, clientName: '', advisorUserId: null };

/** Kept in sessionStorage: a reload keeps the plan selected in this tab. */
export const usePlan = create<PlanState>()(
  persist(
    (set) => ({
      ...empty,
      selectPlan: (plan) => set((s) => ({
        profileId: plan.id,
        profile: s.profileId === plan.id ? s.profile : null,
        clientName: planClientName(plan),
        advisorUserId: plan.advisorUserId ?? null,
      })),
      setProfile: (profile) => set({
        profileId: profile.id, profile, clientName: planClientName(profile), advisorUserId: profile.advisorUserId ?? null,
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
