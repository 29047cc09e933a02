import { z } from 'zod';
import { dbIdParam } from '../validation/zodHelpers';
import { planFiguresShape } from './dashboards';

/**
 * Site administration (spec document 2 section 7; role id 1 only): request and response shapes, shared by the
 * server (which validates with them) and the Global Administration screens.
 */

/** yyyy-mm-dd, a real calendar day. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (yyyy-mm-dd)' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'must be a real date' });

export const adminIdParams = z.object({ id: dbIdParam() });
export const adminRangeParams = z.object({ from: isoDay, to: isoDay })
  .refine((r) => r.from <= r.to, { error: 'must not be after to', path: ['from'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 3660 * 86400_000, { error: 'the range may span ten years at most', path: ['to'] });
export const adminExpirationParams = z.object({ id: dbIdParam(), expirationDate: isoDay });
export const payerParams = z.object({ payerId: dbIdParam() });
/**
 * The most one payment may carry, in cents: the card processor's limit for one USD charge (eight digits,
 * 999,999.99). A larger purchase is refused with a 400 naming the licence count; amounts are stored as 64-bit cents.
 */
export const MAX_PAYMENT_CENTS = 99_999_999;
/** Price of one licence in cents (the unit of every amount the payment calls carry); 0 is a free licence (no invoice). */
export const priceCents = z.coerce.number({ error: 'must be a whole number of cents' }).int({ error: 'must be a whole number of cents' })
  .min(0, { error: 'must be 0 or more' }).max(10_000_000, { error: 'must be 10000000 or less' });
export const payerPriceParams = z.object({ payerId: dbIdParam(), price: priceCents });
/** POST /payer/{payerId}: with a price, sets the override; without one, answers the payer's price as it stands. */
export const payerPriceBody = z.object({ price: priceCents.optional() }).nullish();

export const createAdvisorBody = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'must be an e-mail address' }).max(254),
  firstName: z.string().trim().min(1, { error: 'is required' }).max(100),
  lastName: z.string().trim().min(1, { error: 'is required' }).max(100),
  /** Licence end; none: a year from today. */
  expirationDate: isoDay.optional(),
});

export const teamLicenceBody = z.object({
  teamId: dbIdParam(),
  /** Licences the team holds after the change (assigned ones cannot be removed). */
  licenseCount: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).max(5000, { error: 'must be 5000 or less' }),
  expirationDate: isoDay,
});

export const adminAdvisorSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleDescription: z.string(),
  active: z.boolean(),
  expirationDate: z.string().nullable(),
  expired: z.boolean(),
  createdAt: z.string(),
  lastSignIn: z.string().nullable(),
  planCount: z.number(),
  teams: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
  priceOverride: z.number().nullable(),
  paidCents: z.number().optional(),
});
export type AdminAdvisor = z.infer<typeof adminAdvisorSchema>;

export const adminAdvisorDetailSchema = adminAdvisorSchema.extend({
  licences: z.array(z.object({ id: z.number(), teamId: z.number().nullable(), expiresAt: z.string(), renew: z.boolean() })),
  payments: z.array(z.object({ id: z.number(), vendorId: z.string(), status: z.string(), amountCents: z.number(), createdAt: z.string(), paidAt: z.string().nullable() })),
});
export type AdminAdvisorDetail = z.infer<typeof adminAdvisorDetailSchema>;

export const adminPlanSchema = z.object({
  ...planFiguresShape,
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  started: z.boolean(),
  licenseCount: z.number(),
  assignedLicences: z.number(),
  licenseExpiration: z.string().nullable(),
  members: z.number(),
  advisors: z.number(),
  plans: z.number(),
  managers: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  createdAt: z.string(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

export const payerPriceSchema = z.object({
  payerId: z.number(),
  name: z.string(),
  priceCents: z.number(),
  listPriceCents: z.number(),
  override: z.boolean(),
});
export type PayerPrice = z.infer<typeof payerPriceSchema>;

const count = z.number();
export const statisticsTotalsSchema = z.object({
  signUps: count, activeAdvisors: count, plansCreated: count, plansUpdated: count, signIns: count, licencesSold: count, revenueCents: count,
});
export const siteStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** day, week or month: the width of each point of the series. */
  bucket: z.enum(['day', 'week', 'month']),
  totals: statisticsTotalsSchema,
  series: z.array(statisticsTotalsSchema.extend({ start: z.string() })),
  currency: z.string(),
});
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;
