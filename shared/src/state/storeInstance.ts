/**
 * Identity of this copy of @portal/shared. Module Federation must give the shell and every remote the same
 * copy (one session, one set of flags); each reports the id it sees and the e2e journey compares them.
 */
export const STORE_INSTANCE_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

declare global {
  interface Window {
    __PORTAL_STORE_ID__?: string;
    __PORTAL_STORE_IDS__?: Record<string, string>;
  }
}

export function getStoreInstanceId(): string {
  return STORE_INSTANCE_ID;
}

/** Records, under `owner` ('shell', 'scenarios', ...), which copy of @portal/shared that bundle runs with. */
export function reportStoreInstance(owner: string): string {
  if (typeof window !== 'undefined') {
    window.__PORTAL_STORE_IDS__ = { ...window.__PORTAL_STORE_IDS__, [owner]: STORE_INSTANCE_ID };
    window.__PORTAL_STORE_ID__ ??= STORE_INSTANCE_ID;
  }
  return STORE_INSTANCE_ID;
}
