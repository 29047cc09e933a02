import type { ContactFields, ImportedHolding } from '@portal/shared/contract';

/**
 * One interface for every partner (README "Integrations"): a partner is LINKED at a team, advisor or plan
 * (`link` checks and normalises what the link keeps, e.g. a column mapping), then RUN on one input (an uploaded
 * file today; an online aggregator or CRM adapter would fetch instead), giving RECORDS: accounts of a statement,
 * or contacts. Adapters never touch the database: the import service stores what they return.
 */
export interface PartnerAdapter<Settings = Record<string, unknown>, Out = StatementOutput | ContactsOutput> {
  code: string;
  kind: 'STATEMENT' | 'CONTACTS';
  /** Validates the settings a link keeps; a bad one throws InputError naming the field. */
  link(settings: unknown): Settings;
  /** Reads one input into records; a file it cannot read throws InputError (the run fails, nothing is kept). */
  run(input: RunInput, settings: Settings): Out;
}

export interface RunInput {
  fileName: string;
  content: string;
  /** yyyy-mm-dd the file describes when the file itself carries no date (custodian CSV). */
  asOf?: string;
}

/** A holding of an account: the contract's `importedHoldingSchema` (the API answers it as read). */
export type Holding = ImportedHolding;

export interface StatementAccount {
  /** The partner's id of the account (institution + account number): records are keyed by it. */
  accountKey: string;
  institution: string | null;
  /** Last four characters of the account number: enough to recognise it, no more is kept. */
  accountMask: string;
  description: string;
  /** Investment type code of the plan (BA brokerage, CA cash, IR retirement). */
  investmentType: 'BA' | 'CA' | 'IR';
  balance: number;
  cash: number;
  costBasis: number | null;
  holdings: Holding[];
  /** yyyy-mm-dd. */
  statementDate: string;
}

export interface StatementOutput { kind: 'STATEMENT'; accounts: StatementAccount[] }

/** A person of a CRM export: the contract's contact fields and the CRM's own key. */
export type Contact = ContactFields & { externalKey: string };

export interface ContactsOutput { kind: 'CONTACTS'; contacts: Contact[] }

/** A file or setting the adapter cannot use: answered as a 400 naming `field`, and the run fails as a whole. */
export class InputError extends Error {
  constructor(public field: string, message: string) {
    super(message);
  }
}
