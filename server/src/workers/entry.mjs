// Entry of a work-pool thread (lib/workPool.ts): worker threads do not inherit the caller's tsx loader, so it is
// registered here before the TypeScript tasks are loaded.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');
export default tasks.default;
