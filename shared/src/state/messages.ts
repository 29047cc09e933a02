/** Banner and snackbar texts of the error catalogue (spec document 1 section 8), word for word. */
export const SAVE_ERROR_MESSAGE =
  'An error occurred while saving data. Please try again or contact support if the error persists.';
export const LOAD_ERROR_MESSAGE =
  'An error occurred while loading data. Please try again or contact support if the error persists.';
export const INTEGRATION_ERROR_MESSAGE =
  'An error occurred with one or more integration partners. Please try again or contact support if the error persists.';
export const DELETE_CONFLICT_MESSAGE =
  'The item that you have attempted to delete is referenced by another resource. Please review before attempting to delete.';
export const MAPPING_ERROR_MESSAGE =
  'There is no valid Assumption Mapping to facilitate your requested change of Portfolio Assumption. Please confirm and update the appropriate Assumption Mapping to change this profile to the selected Portfolio Assumption.';

/** Shown when a plan save is refused because the plan changed since it was loaded (not in the spec's catalogue). */
export const PLAN_CHANGED_MESSAGE =
  'Someone else changed this plan after you opened it, so your last change was not saved. Reload to see the current plan, then make your change again.';
