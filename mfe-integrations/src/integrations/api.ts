import { endpoints, isApiError, MAX_IMPORT_FILE_CHARS } from '@portal/shared';

/** The integration shapes are the contract's (the server's adapters produce the same ones). */
export type { AccountResult, Contact, ImportRecord, Partner, PartnerLink, PlanLinks } from '@portal/shared';

/** Same bound as the server's: larger files are refused before they are sent. */
export const MAX_FILE_BYTES = MAX_IMPORT_FILE_CHARS;

/** The contract's calls of a level's integrations. */
export type LevelName = 'team' | 'user';
export const levelApi = (name: LevelName) => endpoints.integrations[name];

export const levelName = (level: number): LevelName => (level === 4 ? 'team' : 'user');

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
