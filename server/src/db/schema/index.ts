export * from './identity';
export * from './plan';
export * from './settings';
export * from './integration';
export * from './teams';
export * from './figures';
