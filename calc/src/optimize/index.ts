export * from './levers';
export * from './evaluate';
export * from './search';
export { explainCandidate } from './explain';
export * from './worker';
