import { dbIdParam } from '../validation/zodHelpers';
import { z } from 'zod';
import type { settingsResponseSchema } from './endpoints/settings';

/** Body of every 400: each bad field with the spec's message. */
export interface ValidationErrorBody {
  code: 'VALIDATION_ERROR';
  message: string;
  errors: Array<{ field: string; message: string }>;
}

export interface ApiErrorBody {
  code: string;
  message: string;
}

/** A code-list entry: `/api/setting/code/...` and `/api/setting/lookup/...` answer arrays of these. */
export interface CodeItem {
  code: string;
  description: string;
  /** Optional extra data (e.g. a college's yearly cost, a retirement age). */
  value?: number | string | null;
}

export const idParam = z.object({ id: dbIdParam() });
export const profileIdParam = z.object({ profileId: dbIdParam() });

/** Settings answer (GET /api/setting/{level}/{key}, GET /api/setting/user): `endpoints.settings`. */
export type SettingsResponse = z.output<typeof settingsResponseSchema>;
