// Not the root: main.js must not wait for the shared modules. firstReads keeps no module state (its answers are handed
// over through window), so the singleton rule's reason does not apply.
// eslint-disable-next-line no-restricted-imports
import { startFirstReads } from '@portal/shared/firstReads';

// A plan page opened by its address: its first reads start now, while the shell's code loads (no shared module is
// needed for that: @portal/shared/firstReads imports nothing).
startFirstReads(window);
// Only an async boundary here: shared modules (React, Chakra, @portal/shared) must initialise before the app runs.
import('./bootstrap');
