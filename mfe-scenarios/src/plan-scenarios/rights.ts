import type { ProfilePermissions } from '@portal/shared';
// Pure permission rules (no state), from the root of @portal/shared like every front-end import.
import { allows, isProfileReadOnly } from '@portal/shared';

export interface ScenarioRights {
  viewScenarios: boolean;
  changeScenarios: boolean;
  viewWorkshop: boolean;
  changeWorkshop: boolean;
  addActions: boolean;
  deleteActions: boolean;
  viewSuggested: boolean;
  viewComparison: boolean;
  /** Changing the plan itself (adopting a suggested action, strategies, target methods). */
  changePlan: boolean;
  /** A client (basicAccess): sees shared scenarios only. */
  isClient: boolean;
}

/** Every button of the scenario pages asks this (spec document 1 section 6); the server checks the same rules. */
export function scenarioRights(p: ProfilePermissions | null): ScenarioRights {
  if (!p) {
    return {
      viewScenarios: false, changeScenarios: false, viewWorkshop: false, changeWorkshop: false, addActions: false, deleteActions: false,
      viewSuggested: false, viewComparison: false, changePlan: false, isClient: false,
    };
  }
  return {
    viewScenarios: allows(p, 'scenariosAccess'),
    changeScenarios: allows(p, 'scenariosChange'),
    viewWorkshop: allows(p, 'workshopAccess'),
    changeWorkshop: allows(p, 'workshopChange'),
    addActions: allows(p, 'workshopAdd'),
    deleteActions: allows(p, 'workshopDelete'),
    viewSuggested: allows(p, 'suggestedAccess'),
    viewComparison: allows(p, 'plansAccess'),
    changePlan: !isProfileReadOnly(p),
    isClient: p.basicAccess,
  };
}
