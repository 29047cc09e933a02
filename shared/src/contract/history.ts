import { z } from 'zod';

/** One field a plan event changed, as stored with the event (server/src/modules/history/diff.ts). */
export const storedFieldChangeSchema = z.object({
  recordId: z.number().int().nullable(),
  /** The row's name (an income's, a person's) when it has one. */
  record: z.string().nullable(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** A plan event (the plan's history log): who changed what and when. The one shape of it, server and screens. */
export const planEventSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  eventType: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  description: z.string(),
  occurredAt: z.string(),
  /** The plan area changed (e.g. `incomes`); null for events that change no data. */
  area: z.string().nullable(),
  /** Plan version this change made (results are stored per version). */
  version: z.number().int().nullable(),
  changes: z.array(storedFieldChangeSchema),
});
export type PlanEvent = z.infer<typeof planEventSchema>;

/** A changed field with its label as a person reads it. */
export const planFieldChangeSchema = storedFieldChangeSchema.extend({
  label: z.string(),
  /** The values as a person reads them where the field holds a code or a person's id ("Retired" for `RT`). */
  beforeText: z.string().nullable().optional(),
  afterText: z.string().nullable().optional(),
});
export type PlanFieldChange = z.infer<typeof planFieldChangeSchema>;

/** Plan history (GET /api/client/event/{profileId}/{startDate}/{endDate}): who changed what, field by field. */
export const planHistoryEntrySchema = planEventSchema.extend({
  areaLabel: z.string(),
  changes: z.array(planFieldChangeSchema),
  /** The earlier values of this entry's records can be put back (POST .../restore). */
  restorable: z.boolean(),
});
export type PlanHistoryEntry = z.infer<typeof planHistoryEntrySchema>;

/** GET /api/client/history/{profileId}/success: probability of success of each computed plan version. */
export const planVersionSuccessSchema = z.object({
  version: z.number().int(),
  probabilityOfSuccess: z.number().nullable(),
  computedAt: z.string(),
});
export type PlanVersionSuccess = z.infer<typeof planVersionSuccessSchema>;
