// Entry of a plan-solver worker thread: worker threads do not inherit the caller's tsx loader, so it is registered
// here before the TypeScript worker is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./optimizeWorker.ts');
