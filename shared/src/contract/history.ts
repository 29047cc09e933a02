/** Plan history (GET /api/client/event/{profileId}/{startDate}/{endDate}): who changed what, field by field. */
export interface PlanFieldChange {
  recordId: number | null;
  /** The row's name (an income's, a person's) when it has one. */
  record: string | null;
  field: string;
  /** The field as a person reads it. */
  label: string;
  before: unknown;
  after: unknown;
  /** The values as a person reads them where the field holds a code or a person's id ("Retired" for `RT`). */
  beforeText?: string | null;
  afterText?: string | null;
}

export interface PlanHistoryEntry {
  id: number;
  profileId: number;
  eventType: string;
  userId: number | null;
  userName: string | null;
  description: string;
  occurredAt: string;
  /** The plan area changed (e.g. `incomes`), with its label; null for events that change no data. */
  area: string | null;
  areaLabel: string;
  /** Plan version this change made (results are stored per version). */
  version: number | null;
  changes: PlanFieldChange[];
  /** The earlier values of this entry's records can be put back (POST .../restore). */
  restorable: boolean;
}

/** GET /api/client/history/{profileId}/success: probability of success of each computed plan version. */
export interface PlanVersionSuccess {
  version: number;
  probabilityOfSuccess: number | null;
  computedAt: string;
}
