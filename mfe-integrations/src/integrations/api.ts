import { isApiError } from '@portal/shared';

/** GET /api/integration/partner rows. */
export interface Partner {
  id: number;
  code: string;
  name: string;
  kind: 'STATEMENT' | 'CONTACTS';
  description: string;
  fields?: string[];
  presets?: Array<{ code: string; label: string; columns: Record<string, string[]> }>;
}

/** A partner enabled at a level (GET /api/integration/{team|user}/{levelKey}). */
export interface PartnerLink {
  id: number;
  level: number;
  levelKey: number;
  partnerId: number;
  partner: Partner | null;
  settings: { preset?: string; mapping?: Record<string, string> };
  lastRunAt: string | null;
  contactCount?: number;
}

export interface PlanLinks {
  profileId: number;
  available: Array<Partner & { enabledAt: number; settings: PartnerLink['settings'] }>;
  links: Array<PartnerLink & { statementDates: string[]; contact: { email?: string } | null }>;
}

export interface Holding { ticker: string; name: string | null; units: number | null; amount: number }

/** A staged, linked or ignored record (imported account). */
export interface ImportRecord {
  id: number;
  profileId: number;
  partnerName: string | null;
  state: 'STAGED' | 'LINKED' | 'IGNORED';
  investmentId: number | null;
  investmentDescription: string | null;
  statementDate: string | null;
  description: string;
  investmentType: 'BA' | 'CA' | 'IR';
  balance: number;
  costBasis: number | null;
  holdings: Holding[];
}

export interface AccountResult {
  recordId: number;
  description: string;
  statementDate: string;
  status: 'NEW' | 'UPDATED' | 'UNCHANGED' | 'OLDER';
  balanceBefore: number | null;
  balanceAfter: number;
}

export interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  spouseFirstName: string | null;
  spouseLastName: string | null;
  spouseDateOfBirth: string | null;
  household: string | null;
  profileId: number | null;
}

/** Same bound as the server's: larger files are refused before they are sent. */
export const MAX_FILE_BYTES = 2_000_000;

export const levelName = (level: number) => (level === 4 ? 'team' : 'user');

export const money = (n: number | null | undefined) =>
  n == null ? '—' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The file as text, or an error message when it is too large to import. */
export async function readChosenFile(file: File): Promise<{ content: string } | { error: string }> {
  if (file.size > MAX_FILE_BYTES) return { error: `The file is too large: files up to ${MAX_FILE_BYTES / 1_000_000} MB can be imported.` };
  return { content: await file.text() };
}

/** The message of a 400 (the field the server names), for display next to the form. */
export function messageOf(e: unknown): string {
  if (isApiError(e)) {
    const body = e.body as { message?: string; errors?: Array<{ field: string; message: string }> } | null;
    const first = body?.errors?.[0];
    if (first) return first.field === 'content' ? `The file ${first.message}.` : `${first.field}: ${first.message}`;
    if (body?.message) return body.message;
  }
  return 'The request failed.';
}
