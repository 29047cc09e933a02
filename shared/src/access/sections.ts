import type { ProfilePermissions } from '../contract/account';
import type { ChangeFlag, ViewFlag } from './permissions';

/**
 * The plan sections a client may be given, each with its view flag and the change flags that go with it, in the
 * order the Client Access form lists them. A change flag only counts with its section's view flag, and
 * workshop add/delete only with workshop change (spec document 1 section 6).
 */
export interface AccessSection {
  view: ViewFlag;
  label: string;
  changes: Array<{ flag: ChangeFlag; label: string; requires?: ChangeFlag }>;
}

export const ACCESS_SECTIONS: readonly AccessSection[] = [
  { view: 'profileAccess', label: 'Profile', changes: [{ flag: 'profileChange', label: 'Change the profile' }] },
  { view: 'scenariosAccess', label: 'Scenarios', changes: [{ flag: 'scenariosChange', label: 'Change scenarios' }] },
  {
    view: 'workshopAccess',
    label: 'Workshop',
    changes: [
      { flag: 'workshopChange', label: 'Change the workshop' },
      { flag: 'workshopAdd', label: 'Add workshop actions', requires: 'workshopChange' },
      { flag: 'workshopDelete', label: 'Delete workshop actions', requires: 'workshopChange' },
    ],
  },
  { view: 'suggestedAccess', label: 'Suggested Actions', changes: [] },
  { view: 'plansAccess', label: 'Comparison', changes: [] },
  { view: 'reportAccess', label: 'Reports', changes: [] },
  { view: 'historyAccess', label: 'Plan History', changes: [] },
];

/** The flags an invitation starts with: the profile only, to view. */
export const DEFAULT_CLIENT_FLAGS: ProfilePermissions = {
  basicAccess: true, advisorAccess: 0, historyAccess: false, plansAccess: false, profileAccess: true,
  profileChange: false, reportAccess: false, scenariosAccess: false, scenariosChange: false,
  suggestedAccess: false, workshopAccess: false, workshopChange: false, workshopAdd: false, workshopDelete: false,
};

/**
 * Applies one toggle and keeps the flags coherent: turning a view off turns its changes off; turning a change on
 * turns on what it needs (its view, and workshop change for add/delete).
 */
export function toggleAccessFlag(flags: ProfilePermissions, flag: ViewFlag | ChangeFlag, on: boolean): ProfilePermissions {
  const next = { ...flags, [flag]: on };
  for (const s of ACCESS_SECTIONS) {
    if (s.view === flag && !on) for (const c of s.changes) next[c.flag] = false;
    for (const c of s.changes) {
      if (c.flag === flag && on) {
        next[s.view] = true;
        if (c.requires) next[c.requires] = true;
      }
      if (c.requires === flag && !on) next[c.flag] = false;
    }
  }
  return next;
}

/** Labels of what a grant lets the client see, for the Client Access list ("Profile, Workshop (change)"). */
export function describeAccess(flags: ProfilePermissions): string {
  if (!flags.basicAccess) {
    return flags.advisorAccess >= 2 ? 'Full access (view and change)' : flags.advisorAccess >= 1 ? 'Full access (view only)' : 'No access';
  }
  const parts = ACCESS_SECTIONS.filter((s) => flags[s.view]).map((s) => {
    const changes = s.changes.filter((c) => flags[c.flag]);
    return changes.length ? `${s.label} (change)` : s.label;
  });
  return parts.length ? parts.join(', ') : 'No sections';
}
