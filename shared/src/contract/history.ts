import { z } from 'zod';

/** Plan history (GET /api/client/event/{profileId}/{startDate}/{endDate}): who changed what, field by field. */
export const planFieldChangeSchema = z.object({
  recordId: z.number().int().nullable(),
  /** The row's name (an income's, a person's) when it has one. */
  record: z.string().nullable(),
  field: z.string(),
  /** The field as a person reads it. */
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type PlanFieldChange = z.output<typeof planFieldChangeSchema>;

export const planHistoryEntrySchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  eventType: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  description: z.string(),
  occurredAt: z.string(),
  /** The plan area changed (e.g. `incomes`), with its label; null for events that change no data. */
  area: z.string().nullable(),
  areaLabel: z.string(),
  /** Plan version this change made (results are stored per version). */
  version: z.number().int().nullable(),
  changes: z.array(planFieldChangeSchema),
  /** The earlier values of this entry's records can be put back (POST .../restore). */
  restorable: z.boolean(),
});
export type PlanHistoryEntry = z.output<typeof planHistoryEntrySchema>;

/** GET /api/client/history/{profileId}/success: probability of success of each computed plan version. */
export const planVersionSuccessSchema = z.object({
  version: z.number().int(),
  probabilityOfSuccess: z.number().nullable(),
  computedAt: z.string(),
});
export type PlanVersionSuccess = z.output<typeof planVersionSuccessSchema>;
