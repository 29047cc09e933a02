// What the front ends need of the engine's scenario logic (@portal/calc), through the root of @portal/shared.
// Pure functions only; running a scenario (`runScenario`) stays in @portal/calc so the engine is not part of
// the shared singleton bundle (the workshop loads it on demand or in its web worker).
export {
  ACTION_FORMS, REFERENCE_TYPE_CODES, findActionForm, parseActionValue, deleteAction, moveAction, runsAgree, scenarioSummary,
  selectedActionIds, toggleSelected, duplicateDescription, ActionValueError, accountAdditions,
} from '@portal/calc';
export type { ActionForm, ActionLike, MoveDirection, RecordCollection, ReferenceType, ScenarioRun } from '@portal/calc';
