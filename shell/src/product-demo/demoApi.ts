import { call, endpoints, signOut } from '@portal/shared';

/** Opens a read-only copy of the demo plan as a temporary visitor (`endpoints.demo.start`). */
export const startDemo = () => call(endpoints.demo.start, {}, { public: true, handledStatuses: [404, 429] });

/** Leaves the demo: the server removes the visitor, their sessions and the plan copy; then signs out here. */
export async function endDemo(): Promise<void> {
  try {
    await call(endpoints.demo.end, {}, { ignoreErrors: true });
  } finally {
    signOut();
  }
}

export const DEMO_DOMAIN = '@demo.invalid';
export const isDemoVisitor = (email: string | undefined) => !!email && email.toLowerCase().endsWith(DEMO_DOMAIN);
