import { z } from 'zod';
import { email, optionalString, requiredString, dbIdParam } from '../validation/zodHelpers';
import { accountSchema, profilePermissionsSchema } from './account';

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
export const registrationValidationSchema = z.object({
  valid: z.boolean(),
  /** PENDING (valid), EXPIRED, USED (completed or revoked) or NOT_FOUND. */
  status: z.enum(['PENDING', 'EXPIRED', 'USED', 'NOT_FOUND']),
  message: z.string().optional(),
  kind: z.enum(['ADVISOR', 'CLIENT']).optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  username: z.string().nullish(),
  advisorName: z.string().optional(),
  /** The inviting advisor's firm (their banner title, else their team's or their own name). */
  firmName: z.string().optional(),
});
export type RegistrationValidation = z.output<typeof registrationValidationSchema>;

/** Answer of a completed registration: the new user is signed in. */
export const registrationResultSchema = z.object({ token: z.string(), account: accountSchema });
export type RegistrationResult = z.output<typeof registrationResultSchema>;

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
export const profileAccessEntrySchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  userId: z.number().int().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** PENDING (invited), ACTIVE (registered). Revoked entries are not listed. */
  status: z.enum(['PENDING', 'ACTIVE']),
  flags: profilePermissionsSchema,
  createdAt: z.string(),
});
export type ProfileAccessEntry = z.output<typeof profileAccessEntrySchema>;

/** POST /api/client/access/advisor/{advisorId}/user/lookup. */
export const usernameLookupSchema = z.object({
  available: z.boolean(),
  /** 'Username already exists for this profile' or 'Username already exists for this team' (spec section 5). */
  message: z.string().optional(),
});
export type UsernameLookup = z.output<typeof usernameLookupSchema>;

/** POST /api/client/access/demo. */
export const demoAccessSchema = registrationResultSchema.extend({ profileId: z.number().int() });
export type DemoAccess = z.output<typeof demoAccessSchema>;
