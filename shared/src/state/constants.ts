/** Business constants of the portal shell (spec document 1 section 9, document 2 section 9). */
export const APP_VERSION = '1.18.0';
export const APP_TITLE = 'Financial Planning Portal';
/** Snackbars close after 10 seconds. */
export const SNACKBAR_TIMEOUT_MS = 10000;
/** A remote chunk that has not loaded after 120 seconds is reported as a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** The print dialog opens 100 ms after Print Current Page, once the print header has rendered. */
export const PRINT_DIALOG_DELAY_MS = 100;
