import { z } from 'zod';

/**
 * Partner integrations (README "Integrations"): the shapes the server's adapters produce and the API answers.
 * The server's adapter types (server/src/modules/integrations/adapters/types.ts) are these.
 */

/** Largest file an import reads (characters of text); the screens refuse larger files before sending them. */
export const MAX_IMPORT_FILE_CHARS = 2_000_000;

const int = z.number().int();

export const importedHoldingSchema = z.object({
  ticker: z.string(),
  name: z.string().nullable(),
  units: z.number().nullable(),
  price: z.number().nullable(),
  amount: z.number(),
  costBasis: z.number().nullable(),
});
export type ImportedHolding = z.infer<typeof importedHoldingSchema>;

/** A person of a CRM export (the adapter's output keeps the CRM's own key beside these). */
export const contactFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  spouseFirstName: z.string().nullable(),
  spouseLastName: z.string().nullable(),
  spouseDateOfBirth: z.string().nullable(),
  household: z.string().nullable(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** A contact imported at a team or advisor level (POST .../contact/search). */
export const contactSchema = contactFieldsSchema.extend({ id: int, level: int, levelKey: int, partnerId: int, profileId: int.nullable() });
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/integration/partner rows (a custodian CSV partner lists its fields and column presets). */
export const partnerSchema = z.object({
  id: int,
  code: z.string(),
  name: z.string(),
  kind: z.enum(['STATEMENT', 'CONTACTS']),
  description: z.string(),
  fields: z.array(z.string()).optional(),
  presets: z.array(z.object({ code: z.string(), label: z.string(), columns: z.record(z.string(), z.array(z.string())) })).optional(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** What a link keeps for its partner (the adapter checks it): a CSV preset or column mapping; other keys are the adapter's. */
export const linkSettingsSchema = z.looseObject({ preset: z.string().optional(), mapping: z.record(z.string(), z.string()).optional() });

/** A partner enabled at a level (team 4, advisor 5) or a plan's own link (6, with its CRM contact and statement dates). */
export const partnerLinkSchema = z.object({
  id: int,
  level: int,
  levelKey: int,
  partnerId: int,
  partner: partnerSchema.nullable(),
  settings: linkSettingsSchema,
  profileId: int.nullable(),
  lastRunAt: z.string().nullable(),
  contactCount: int.optional(),
  contact: z.object({
    contactId: int.optional(), email: z.string().nullable().optional(), firstName: z.string().optional(),
    lastName: z.string().optional(), household: z.string().nullable().optional(),
  }).nullable().optional(),
  statementDates: z.array(z.string()).optional(),
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

export const planLinksSchema = z.object({
  profileId: int,
  available: z.array(partnerSchema.extend({ enabledAt: int, settings: linkSettingsSchema })),
  links: z.array(partnerLinkSchema),
});
export type PlanLinks = z.infer<typeof planLinksSchema>;

/** A staged, linked or ignored record (an imported account) of a plan. */
export const importRecordSchema = z.object({
  id: int,
  profileId: int,
  partnerId: int,
  partnerName: z.string().nullable(),
  type: z.string(),
  state: z.enum(['STAGED', 'LINKED', 'IGNORED']),
  investmentId: int.nullable(),
  investmentDescription: z.string().nullable(),
  statementDate: z.string().nullable(),
  importedAt: z.string(),
  description: z.string(),
  institution: z.string().nullable().optional(),
  accountMask: z.string().optional(),
  investmentType: z.enum(['BA', 'CA', 'IR']),
  balance: z.number(),
  cash: z.number().optional(),
  costBasis: z.number().nullish(),
  holdings: z.array(importedHoldingSchema),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

/** What one import did to one account. */
export const accountResultSchema = z.object({
  recordId: int,
  description: z.string(),
  statementDate: z.string(),
  status: z.enum(['NEW', 'UPDATED', 'UNCHANGED', 'OLDER']),
  state: z.string(),
  balanceBefore: z.number().nullable(),
  balanceAfter: z.number(),
  investmentId: int.nullable(),
});
export type AccountResult = z.infer<typeof accountResultSchema>;
