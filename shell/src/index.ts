// Only an async boundary here: shared modules (React, Chakra, @portal/shared) must initialise before the app runs.
import('./bootstrap');
