import { z } from 'zod';

/** Profile access flags (spec document 1 section 3). Access levels: 0 none, 1 read, 2 write. */
export const profilePermissionsSchema = z.object({
  basicAccess: z.boolean(),
  advisorAccess: z.number().int(),
  historyAccess: z.boolean(),
  plansAccess: z.boolean(),
  profileAccess: z.boolean(),
  profileChange: z.boolean(),
  reportAccess: z.boolean(),
  scenariosAccess: z.boolean(),
  scenariosChange: z.boolean(),
  suggestedAccess: z.boolean(),
  workshopAccess: z.boolean(),
  workshopChange: z.boolean(),
  workshopAdd: z.boolean(),
  workshopDelete: z.boolean(),
});
export type ProfilePermissions = z.output<typeof profilePermissionsSchema>;

/** GET /api/client/account (spec document 1 section 3). */
export const accountSchema = z.object({
  user: z.object({
    id: z.number().int(), firstName: z.string(), lastName: z.string(), username: z.string(), email: z.string(),
    roleId: z.number().int().nullable(),
  }),
  /** ISO date-time; null means no expiry. */
  expirationDate: z.string().nullable(),
  /** True when expirationDate is earlier than now. */
  expired: z.boolean(),
  roleDescription: z.string(),
  teamAccess: z.array(z.object({ teamId: z.number().int(), teamName: z.string(), levelAccess: z.number().int() })),
  /** Advisors whose plans this user may create and manage (own id for an advisor). */
  advisorCreate: z.array(z.object({ advisorId: z.number().int(), advisorName: z.string() })),
  /** For a client: the plan they were invited to, or null. */
  clientProfileId: z.number().int().nullable(),
  /** For a client: what they may see and change in that plan (the route guard and plan navigation use it). */
  clientPermissions: profilePermissionsSchema.nullish(),
});
export type Account = z.output<typeof accountSchema>;
