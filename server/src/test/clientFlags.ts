import { and, eq } from 'drizzle-orm';
import type { ProfilePermissions } from '@portal/shared/contract';
import { profileAccess, users } from '../db/schema/index';
import type { TestApp } from './harness';

/** Sets the demo client's grant on `profileId` to exactly these flags (tests of what a client may see). */
export async function setClientFlags(t: TestApp, flags: Partial<ProfilePermissions>, profileId = 1, email = 'client@example.com') {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db.update(profileAccess).set({ flags: { ...flags } as Record<string, number | boolean> })
    .where(and(eq(profileAccess.profileId, profileId), eq(profileAccess.userId, u.id)));
}
