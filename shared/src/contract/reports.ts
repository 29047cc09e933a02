import { z } from 'zod';
import { requiredString, dbId } from '../validation/zodHelpers';
import { REPORT_SECTION_CODES, type ReportSectionCode } from './settings';

/** Report templates (spec document 2 sections 2, 3 and 7): an ordered list of sections with options. */
/** `min` / `max` bound an integer option: every option that sizes the work of a report is bounded here. */
export interface ReportSectionOption { key: string; label: string; type: 'boolean' | 'text' | 'integer'; defaultValue: boolean | string | number; min?: number; max?: number }

/** Most years a TAX section shows (a plan's horizon is at most this long; the report also refuses more than the plan has). */
export const MAX_REPORT_TAX_YEARS = 100;
export interface ReportSectionDefinition { code: ReportSectionCode; label: string; options: ReportSectionOption[] }

const chartAndTable: ReportSectionOption[] = [
  { key: 'chart', label: 'Chart', type: 'boolean', defaultValue: true },
  { key: 'table', label: 'Year-by-year table', type: 'boolean', defaultValue: false },
];

export const REPORT_SECTIONS: ReportSectionDefinition[] = [
  { code: 'COVER', label: 'Cover Page', options: [{ key: 'title', label: 'Title', type: 'text', defaultValue: 'Financial Plan' }, { key: 'showDate', label: 'Show date', type: 'boolean', defaultValue: true }, { key: 'todaysDollars', label: "Amounts in today's dollars (off: future dollars)", type: 'boolean', defaultValue: true }] },
  { code: 'NET_WORTH', label: 'Net Worth', options: chartAndTable },
  { code: 'CASH_FLOW', label: 'Cash Flow', options: chartAndTable },
  { code: 'PROBABILITY', label: 'Probability of Success', options: [{ key: 'percentiles', label: 'Show percentile paths', type: 'boolean', defaultValue: true }] },
  { code: 'STRESS', label: 'Stress Tests', options: [{ key: 'worstYears', label: 'Worst historical start years', type: 'boolean', defaultValue: true }] },
  { code: 'GOALS', label: 'Goals', options: [{ key: 'funding', label: 'Funding detail', type: 'boolean', defaultValue: true }] },
  { code: 'INVESTMENTS', label: 'Investments and Allocation', options: [{ key: 'holdings', label: 'Holdings', type: 'boolean', defaultValue: false }] },
  { code: 'INSURANCE', label: 'Insurance', options: [{ key: 'needs', label: 'Needs analysis', type: 'boolean', defaultValue: true }] },
  { code: 'TAX', label: 'Tax', options: [{ key: 'years', label: 'Years shown', type: 'integer', defaultValue: 10, min: 1, max: MAX_REPORT_TAX_YEARS }] },
  { code: 'ASSUMPTIONS', label: 'Assumptions', options: [{ key: 'correlations', label: 'Correlation matrix', type: 'boolean', defaultValue: false }] },
  { code: 'ACTIONS', label: 'Actions', options: [{ key: 'adoptedOnly', label: 'Adopted actions only', type: 'boolean', defaultValue: true }] },
  { code: 'DISCLOSURE', label: 'Disclosure', options: [] },
];

export const reportSectionSchema = z.object({
  code: z.enum(REPORT_SECTION_CODES, { error: 'is not a valid value' }),
  title: z.string().max(100, { error: 'may not be more than 100 characters' }).nullish(),
  options: z.record(z.string().max(40), z.union([z.boolean(), z.string().max(200), z.number().min(-1_000_000).max(1_000_000)])).default({}),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

/** POST /api/setting/{level}/report: create (no id) or replace a template. */
export const reportTemplateSaveSchema = z.object({
  id: dbId().nullish(),
  levelKey: dbId().nullish(),
  name: requiredString('Name', { max: 100 }),
  isDefault: z.boolean().default(false),
  sections: z.array(reportSectionSchema).max(40),
});
export type ReportTemplateSave = z.infer<typeof reportTemplateSaveSchema>;

export const reportTemplateSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  levelKey: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  sections: z.array(reportSectionSchema),
  updatedAt: z.string(),
  editable: z.boolean(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;
