import { crmContactsAdapter } from './crmContacts';
import { custodianCsvAdapter } from './custodianCsv';
import { ofxAdapter } from './ofx';
import type { PartnerAdapter } from './types';

/** Adapters by partner code (the codes of the partners table's catalogue rows, migration 0003). */
export const ADAPTERS: Record<string, PartnerAdapter<unknown>> = {
  [ofxAdapter.code]: ofxAdapter,
  [custodianCsvAdapter.code]: custodianCsvAdapter,
  [crmContactsAdapter.code]: crmContactsAdapter,
};

export * from './types';
export { CSV_PRESETS, CSV_FIELDS } from './custodianCsv';
