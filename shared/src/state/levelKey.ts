import { LEVELS, type Level } from '../contract';
import { advisorMenuFor } from '../access/account';
import { useSession } from './sessionStore';
import { usePlan } from './planStore';

/**
 * The advisor whose menu the header shows: the selected plan's advisor (or the user when no plan is selected),
 * provided the user has create access for that advisor (spec document 1 sections 2 and 6); otherwise null.
 */
export function useSelectedAdvisor(): { advisorId: number; advisorName: string } | null {
  const account = useSession((s) => s.account);
  const planAdvisor = usePlan((s) => s.advisorUserId);
  return advisorMenuFor(account, planAdvisor);
}

/**
 * The level key of a level screen (assumptions, report templates, settings, integrations):
 * global 1 -> 1, team 4 -> the selected team, user 5 -> the selected advisor (else the user), profile 6 -> the plan.
 */
export function useLevelKey(level: Level): number | null {
  const teamId = useSession((s) => s.selectedTeamId);
  const userId = useSession((s) => s.account?.user.id ?? null);
  const profileId = usePlan((s) => s.profileId);
  const advisor = useSelectedAdvisor();
  switch (level) {
    case LEVELS.global: return 1;
    case LEVELS.team: return teamId;
    case LEVELS.user: return advisor?.advisorId ?? userId;
    case LEVELS.profile: return profileId;
    default: return null;
  }
}
