// @portal/shared/scenario: what-if planning logic shared by the server and the workshop's web worker.
// Pure functions, no state: safe to import by subpath (it is not part of the Module Federation singleton).
export * from './actionForms';
export * from './applyActions';
export * from './copyName';
export * from './moveAction';
export * from './selection';
export * from './runScenario';
