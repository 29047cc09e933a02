import { isApiError, type endpoints, type ResponseOf } from '@portal/shared';

/** The contract's team and payment answers, as the team screens name them. */
export type {
  AdvisorLicence as MyPrice, Payment, TeamInvitation as Invitation, TeamLicence as LicenceRow, TeamLicenceSummary as TeamLicence,
  TeamMember as Member, TeamPlan,
} from '@portal/shared';
export type MembersResponse = ResponseOf<typeof endpoints.teams.members>;
export type TeamAccess = ResponseOf<typeof endpoints.teams.mine>[number];

/** What a member may do in the team, in words (the server stores levels 0 to 3; a person never reads the number). */
export const LEVELS = [
  { code: '0', description: 'Sees the team, not its plans' },
  { code: '1', description: 'Reads the team\'s plans' },
  { code: '2', description: 'Works on the team\'s plans, invites and moves plans' },
];
export const accessWords = (level: number) => (level >= 3 ? 'Manages the team' : LEVELS.find((l) => l.code === String(level))?.description ?? 'Sees the team, not its plans');

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** Runs a team call; a refusal the server explains (400/403/404/409) comes back as its message, shown on the screen. */
export async function act<T>(run: (opts: { handledStatuses: number[] }) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await run({ handledStatuses: [400, 403, 404, 409, 502] }) };
  } catch (e) {
    if (isApiError(e)) {
      const b = (e.body ?? {}) as { message?: string; errors?: Array<{ field: string; message: string }> };
      return { ok: false, message: b.errors?.length ? b.errors.map((x) => `${x.field}: ${x.message}`).join('; ') : b.message ?? 'The change could not be saved.' };
    }
    return { ok: false, message: 'The change could not be saved.' };
  }
}

