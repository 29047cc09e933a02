import { z } from 'zod';
import { ACTION_TYPES, SCENARIO_TYPES } from './codes';
import { optionalString, requiredString, codeOf, dbId, dbInt } from '../validation/zodHelpers';

export const REFERENCE_TYPES = [
  'Client Demographics', 'Expenses', 'Goals', 'Insurance', 'Investment Assets', 'Other Income', 'Real Assets', 'Strategies',
] as const;

export const scenarioSchema = z.object({
  id: dbId().nullish(),
  profileId: dbId(),
  description: requiredString('Description', { max: 100 }),
  type: codeOf('Type', SCENARIO_TYPES).default('WS'),
  sharing: z.boolean().default(false),
  active: z.boolean().default(true),
  comparing: z.boolean().default(false),
  sequence: dbInt().default(0),
  selectedActions: z.array(z.object({ id: dbId() })).default([]),
  collapsedActions: z.array(dbId()).default([]),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const actionSchema = z.object({
  id: dbId().nullish(),
  scenarioId: dbId(),
  type: codeOf('Action Type', ACTION_TYPES),
  referenceType: codeOf('Reference Type', REFERENCE_TYPES),
  formName: requiredString('Form', { max: 60 }),
  /** The plan record the action changes (type C), or null when it adds one (type A). */
  referenceId: dbId().nullish(),
  selectedFields: z.array(z.string()).default([]),
  /** JSON text the client parses: the changed fields or the new record. */
  value: optionalString({ max: 20000 }),
  active: z.boolean().default(true),
  expanded: z.boolean().default(true),
  sequence: dbInt().default(0),
  description: optionalString({ max: 200 }),
});
export type Action = z.infer<typeof actionSchema>;
