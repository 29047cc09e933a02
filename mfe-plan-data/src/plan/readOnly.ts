import type { ProfilePermissions } from '@portal/shared';

/**
 * The profile is read-only unless the user has advisor write or profile change (spec document 1 section 6):
 * advisor write means advisorAccess 2 without basic access.
 */
export function isPlanReadOnly(permissions: Partial<ProfilePermissions> | null | undefined): boolean {
  if (!permissions) return true;
  const advisorWrite = permissions.advisorAccess === 2 && !permissions.basicAccess;
  return !advisorWrite && !permissions.profileChange;
}
