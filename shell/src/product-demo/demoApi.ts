import { apiClient, signOut, type DemoAccess } from '@portal/shared';

/** Opens a read-only copy of the demo plan as a temporary visitor (POST /api/client/access/demo). */
export const startDemo = () => apiClient.post<DemoAccess>('/api/client/access/demo', undefined, { public: true, handledStatuses: [404, 429] });

/** Leaves the demo: the server removes the visitor, their sessions and the plan copy; then signs out here. */
export async function endDemo(): Promise<void> {
  try {
    await apiClient.del('/api/client/access/demo', undefined, { ignoreErrors: true });
  } finally {
    signOut();
  }
}

export const DEMO_DOMAIN = '@demo.invalid';
export const isDemoVisitor = (email: string | undefined) => !!email && email.toLowerCase().endsWith(DEMO_DOMAIN);
