import { apiClient, isApiError } from '@portal/shared';

export interface TeamAccess { teamId: number; teamName: string; started: boolean; role: string; levelAccess: number }
export interface Member {
  userId: number; name: string; email: string; username: string; role: 'MANAGER' | 'ADVISOR' | 'STAFF'; levelAccess: number;
  manager: boolean; staff: boolean; licence: { id: number; expiresAt: string } | null; ownLicence: boolean;
  expirationDate: string | null; expired: boolean; planCount: number;
}
export interface Invitation { id: number; email: string; firstName: string; lastName: string; role: string; levelAccess: number; userId: number | null; sentAt: string; expiresAt: string; expired: boolean }
export interface MembersResponse { team: { id: number; name: string; started: boolean }; members: Member[]; invitations: Invitation[] }
export interface Payment {
  id: number; kind: 'TEAM' | 'USER'; teamId: number | null; userId: number | null; payerId: number; licenseCount: number; renew: boolean;
  unitPriceCents: number; amountCents: number; currency: string; provider: 'invoice' | 'stripe'; vendorId: string; status: 'OPEN' | 'PAID' | 'CANCELLED';
  createdAt: string; paidAt: string | null; clientSecret: string | null;
}
export interface TeamLicence {
  teamId: number; bought: number; assigned: number; free: number; expired: number; nextExpiry: string | null; lastExpiry: string | null;
  priceCents: number; listPriceCents: number; override: boolean; currency: string; provider: 'invoice' | 'stripe'; payments: Payment[];
}
export interface LicenceRow { id: number; teamId: number; userId: number | null; userName: string | null; expiresAt: string; expired: boolean; renew: boolean }
export interface TeamPlan { profileId: number; clientName: string; advisorUserId: number; advisorName: string; updatedAt: string }
export interface MyPrice {
  priceCents: number; listPriceCents: number; override: boolean; currency: string; provider: 'invoice' | 'stripe';
  expirationDate: string | null; expired: boolean; ownLicence: { id: number; expiresAt: string; renew: boolean } | null; teamLicence: boolean; payments: Payment[];
}

export const LEVELS = [
  { code: '0', description: '0 · Sees the team' },
  { code: '1', description: '1 · Reads the team\'s plans' },
  { code: '2', description: '2 · Works on plans, invites, moves plans' },
];

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

export { apiClient };
