import { z } from 'zod';
import { email, optionalString, requiredString, dbIdParam } from '../validation/zodHelpers';
import type { Account, ProfilePermissions } from './account';

/**
 * Registration and client access bodies (spec document 1 section 7, "Registration and account" and "Client access").
 * The server parses with these and the forms validate with them, so both show the same messages.
 */

const USERNAME = /^[A-Za-z0-9._@-]+$/;
export const usernameField = (label = 'Username') =>
  requiredString(label, { min: 3, max: 50 }).regex(USERNAME, { error: "may contain only letters, digits and . _ - @" });

/** POST /api/client/registration: trial sign-up of an advisor. */
export const advisorRegistrationSchema = z.object({
  firstName: requiredString('First Name', { max: 50 }),
  lastName: requiredString('Last Name', { max: 50 }),
  email: email('Email'),
  phone: optionalString({ max: 30 }),
  company: optionalString({ max: 100 }),
  jobRole: requiredString('Job Role', { max: 10 }),
  marketingSource: requiredString('How did you hear about us', { max: 10 }),
});
export type AdvisorRegistration = z.infer<typeof advisorRegistrationSchema>;

/** POST /api/client/registration/complete/{registrationId} and .../client/complete/{registrationId}. */
export const registrationCompleteSchema = z.object({
  username: usernameField(),
  firstName: requiredString('First Name', { max: 50 }).optional(),
  lastName: requiredString('Last Name', { max: 50 }).optional(),
  acceptTerms: z.literal(true, { error: 'You must accept the terms of use to continue' }),
});
export type RegistrationComplete = z.infer<typeof registrationCompleteSchema>;

/** GET /api/client/registration/validate/{id}. */
export interface RegistrationValidation {
  valid: boolean;
  /** PENDING (valid), EXPIRED, USED (completed or revoked) or NOT_FOUND. */
  status: 'PENDING' | 'EXPIRED' | 'USED' | 'NOT_FOUND';
  message?: string;
  kind?: 'ADVISOR' | 'CLIENT';
  email?: string;
  firstName?: string;
  lastName?: string;
  username?: string | null;
  advisorName?: string;
}

/** Answer of a completed registration: the new user is signed in. */
export interface RegistrationResult {
  token: string;
  account: Account;
}

/** The flags object as sent by the Client Access form (each optional; missing means off). */
export const accessFlagsSchema = z.object({
  basicAccess: z.boolean().optional(),
  advisorAccess: z.number().int().min(0).max(2).optional(),
  historyAccess: z.boolean().optional(),
  plansAccess: z.boolean().optional(),
  profileAccess: z.boolean().optional(),
  profileChange: z.boolean().optional(),
  reportAccess: z.boolean().optional(),
  scenariosAccess: z.boolean().optional(),
  scenariosChange: z.boolean().optional(),
  suggestedAccess: z.boolean().optional(),
  workshopAccess: z.boolean().optional(),
  workshopChange: z.boolean().optional(),
  workshopAdd: z.boolean().optional(),
  workshopDelete: z.boolean().optional(),
});

/** The person invited: POST /api/client/registration/client/{advisor} and POST /api/gateway/client/invite/advisor/{id}. */
export const clientInviteSchema = z.object({
  profileId: dbIdParam('Plan is required'),
  email: email('Email'),
  firstName: requiredString('First Name', { max: 50 }),
  lastName: requiredString('Last Name', { max: 50 }),
  username: usernameField().optional(),
  flags: accessFlagsSchema.optional(),
});
export type ClientInvite = z.infer<typeof clientInviteSchema>;

/** POST /api/client/access/profile: a new invitation (no id) or new flags for an existing one (id). */
export const profileAccessSaveSchema = z.object({
  id: dbIdParam().optional(),
  profileId: dbIdParam('Plan is required'),
  email: email('Email').optional(),
  firstName: requiredString('First Name', { max: 50 }).optional(),
  lastName: requiredString('Last Name', { max: 50 }).optional(),
  username: usernameField().optional(),
  flags: accessFlagsSchema,
});
export type ProfileAccessSave = z.infer<typeof profileAccessSaveSchema>;

/** One row of GET /api/client/access/profile/{profileId}. */
export interface ProfileAccessEntry {
  id: number;
  profileId: number;
  userId: number | null;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** PENDING (invited), ACTIVE (registered). Revoked entries are not listed. */
  status: 'PENDING' | 'ACTIVE';
  flags: ProfilePermissions;
  createdAt: string;
}

/** POST /api/client/access/advisor/{advisorId}/user/lookup. */
export interface UsernameLookup {
  available: boolean;
  /** 'Username already exists for this profile' or 'Username already exists for this team' (spec section 5). */
  message?: string;
}

/** POST /api/client/access/demo. */
export interface DemoAccess {
  token: string;
  account: Account;
  profileId: number;
}
