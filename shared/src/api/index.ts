export * from './ApiError';
export * from './apiClient';
export * from './signOut';
export * from './auth';
export * from './hooks';
export * from './endpointClient';
export * from './selectedPlan';
export * from './planAddress';
