import { z } from 'zod';
import { boundedArray, codeOf, dbIdParam, optionalString } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import {
  profileAggregateSchema, profileListItemSchema, savedIncomeSchema, savedLocationSchema, savedParticipantSchema, savedPersonSchema, savedRow,
} from '../aggregate';
import { incomeSchema, locationSchema, participantSchema, personSchema, profileSchema } from '../plan';
import { planHistoryEntrySchema } from '../history';

const tag = 'Plan';
const idParams = z.object({ id: dbIdParam() });
const profileIdParams = z.object({ profileId: dbIdParam() });
/** No content (204). */
export const noContent = z.void();
/** Rows one list save or delete may carry: far above any plan's incomes, moves or people. */
export const MAX_LIST_ROWS = 200;
/** DELETE bodies of lists: ids, or the rows themselves (objects with an id). */
const listDeleteBody = boundedArray(z.union([dbIdParam(), z.looseObject({ id: dbIdParam() })]), MAX_LIST_ROWS);

/** A list save answers the rows saved, in the order sent, with their ids, and the plan version they made. */
export const listSaveAnswer = <S extends z.ZodType>(row: S) => z.object({ rows: z.array(row), version: z.number().int() });

/** A body without the schema's defaults: a save changes only the fields it sends. */
function sentFieldsOnly<S extends z.ZodObject>(s: S): z.ZodType<Partial<z.input<S>>, Partial<z.input<S>>> {
  const shape = Object.fromEntries(Object.entries(s.shape).map(([k, v]) => [k, v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType).optional() : v]));
  return z.object(shape) as never;
}

export const planningStageSchema = z.object({
  profileId: z.number().int(), planningStage: z.number().int(), gatheringStep: z.number().int(), onboardingComplete: z.boolean(),
});
export const goalOrderSchema = z.array(z.object({ goalId: z.number().int(), goalType: z.string().max(4) }));

const readPlan = 'Callers with read rights to the plan.';
const planData = 'Callers who may see plan data (shared/src/access/visibility).';
const writePlan = 'Callers with write rights to the plan (advisor write, or a client with profile change).';

export const profile = {
  list: defineEndpoint({
    method: 'GET', path: '/api/client/profile', tag,
    query: z.object({
      search: optionalString({ max: 100 }),
      sort: codeOf('Sort', ['name', 'updated'] as const).default('name'),
      order: codeOf('Order', ['asc', 'desc'] as const).default('asc'),
    }),
    response: z.array(profileListItemSchema),
    summary: 'The plans the caller may open (search, sort by name or update)', access: 'Any signed-in user: their own plans, their team\'s, the plan they were invited to.',
  }),
  get: defineEndpoint({
    method: 'GET', path: '/api/client/profile/{id}', tag, params: idParams, response: profileAggregateSchema,
    summary: 'The whole plan, filtered for the caller (ETag: the plan version)', access: readPlan,
  }),
  gateway: defineEndpoint({
    method: 'GET', path: '/api/gateway/profile/{id}', tag, params: idParams, response: profileAggregateSchema,
    summary: 'The whole plan (gateway form of GET /api/client/profile/{id})', access: readPlan,
  }),
  remove: defineEndpoint({ changesPlans: true,
    method: 'DELETE', path: '/api/client/profile/{id}', tag, params: idParams, response: noContent,
    summary: 'Delete a plan', access: 'The advisor with write rights to the plan (a client never deletes plans).',
  }),
  save: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile', tag, body: sentFieldsOnly(profileSchema), response: profileAggregateSchema,
    summary: 'Create a plan (no id) or change the fields sent; answers the plan', access: 'Creating: advisors (for themselves or an advisor their team lets them write for). Changing: writers of the plan.',
  }),
  saveExpense: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/expense', tag, body: sentFieldsOnly(profileSchema), response: profileAggregateSchema,
    summary: 'Save the base living expense (spending) of a plan; answers the plan', access: writePlan,
  }),
  completeOnboarding: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/{id}/onboarding/complete', tag, params: idParams, response: planningStageSchema,
    summary: 'Mark onboarding done', access: writePlan,
  }),
  stage: defineEndpoint({
    method: 'GET', path: '/api/client/profile/{id}/stage', tag, params: idParams, response: planningStageSchema,
    summary: 'Planning stage and gathering step', access: readPlan,
  }),
  setStage: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/{id}/stage/{stage}', tag,
    params: z.object({ id: dbIdParam(), stage: z.coerce.number().int().min(0).max(20) }), response: planningStageSchema,
    summary: 'Set the planning stage', access: writePlan,
  }),
  goalOrder: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/{id}/goal/order', tag, params: idParams,
    body: boundedArray(z.object({ goalId: z.number().int(), goalType: z.string().max(4) }), MAX_LIST_ROWS), response: goalOrderSchema,
    summary: 'Order the goals; each must be a goal of this plan', access: writePlan,
  }),
};

/** People and the rows saved as lists (spec document 1 section 7). Every list save is one transaction. */
function listCalls<S extends z.ZodObject, R extends z.ZodType>(path: string, label: string, row: S, saved: R) {
  return {
    save: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `/api/client/${path}`, tag, body: boundedArray(row, MAX_LIST_ROWS).min(1, { error: 'must contain at least one row' }),
      response: listSaveAnswer(saved),
      summary: `Save ${label} (new without id, changed with one); answers the rows saved and the plan version`, access: `${writePlan} Every row names the same plan.`,
    }),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `/api/client/${path}`, tag, body: listDeleteBody, response: noContent,
      summary: `Delete ${label} (ids or rows)`, access: 'Write rights to every plan the rows belong to.',
    }),
  };
}

const incomeRow = savedIncomeSchema.extend({ personType: z.string().nullable().optional() });

export const people = {
  persons: { ...listCalls('clients', 'the client and spouse', personSchema, savedPersonSchema),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: '/api/client/clients/{id}', tag, params: idParams, response: noContent,
      summary: 'Delete a person and what is theirs alone', access: writePlan,
    }) },
  incomes: { ...listCalls('incomes', 'employment incomes', incomeSchema, savedIncomeSchema),
    list: defineEndpoint({
      method: 'GET', path: '/api/client/incomes/all/inactive/{profileId}', tag, params: profileIdParams, response: z.array(incomeRow),
      summary: 'Every employment income, inactive ones too, client then spouse', access: planData,
    }) },
  locations: { ...listCalls('locations', 'locations (moves)', locationSchema, savedLocationSchema),
    list: defineEndpoint({
      method: 'GET', path: '/api/client/locations/all/inactive/{profileId}', tag, params: profileIdParams, response: z.array(savedLocationSchema),
      summary: 'Every location, inactive ones too', access: planData,
    }) },
  participants: listCalls('participants', 'family members', participantSchema, savedParticipantSchema),
};

export const events = {
  list: defineEndpoint({
    method: 'GET', path: '/api/client/event/{profileId}/{startDate}/{endDate}', tag,
    params: z.object({ profileId: dbIdParam(), startDate: z.string().max(30), endDate: z.string().max(30) }),
    response: z.array(planHistoryEntrySchema),
    summary: "The plan's history between two dates (both included)", access: 'Callers with history access to the plan.',
  }),
  once: defineEndpoint({
    method: 'POST', path: '/api/client/event/{profileId}/{eventType}/once', tag,
    params: z.object({ profileId: dbIdParam(), eventType: z.string().max(40) }),
    response: z.object({
      id: z.number().int(), profileId: z.number().int(), eventType: z.string(), userId: z.number().int().nullable(),
      description: z.string(), occurredAt: z.string(),
    }),
    summary: 'Record an event the first time only (201), else answer the one recorded (200)',
    access: 'Readers of the plan for events about their own viewing (WELCOME); writers for the others.',
  }),
};

export { savedRow };
