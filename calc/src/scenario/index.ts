// What-if planning: the logic the server and the workshop's web worker share (applying actions, running a scenario).
export * from './actionForms';
export * from './applyActions';
export * from './copyName';
export * from './moveAction';
export * from './selection';
export * from './runScenario';
