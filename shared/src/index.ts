// @portal/shared: the one way across the boundary between the shell and the remotes. Front-end code imports
// only this barrel (`import { apiClient } from '@portal/shared'`), never a path inside the package.
// First: zod's setting must be in place before the contract's object schemas are built (see validation/jitless.ts).
import './validation/jitless';
export * from './contract';
export * from './validation';
export * from './state';
export * from './api';
export * from './ui';
export * from './routes';
export * from './access';
export * from './engine';
