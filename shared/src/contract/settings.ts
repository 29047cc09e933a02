import { z } from 'zod';
import { boundedArray, dbId } from '../validation/zodHelpers';

/**
 * Named settings (spec document 2 sections 3 and 7): key/value strings at team (4), user (5) and profile (6)
 * level, grouped in sections. A plan's effective value is the nearest level that defines the key: profile,
 * else its advisor, else the advisor's team, else the built-in default (reported as level 1).
 */
export type SettingType = 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'boolean' | 'color' | 'integer' | 'decimal' | 'assumption' | 'json' | 'reportTemplate';

export interface SettingDefinition {
  key: string;
  label: string;
  type: SettingType;
  /** Built-in default (source level 1); absent when the key has none. */
  defaultValue?: string;
  min?: number;
  max?: number;
  help?: string;
}

export interface SettingSection {
  /** Section id, stored with each value. */
  id: 'banner' | 'disclosure' | 'graph' | 'modules' | 'calculations' | 'reports';
  label: string;
  settings: SettingDefinition[];
}

/** The disclosure a new firm starts with (a firm replaces it with its own under Settings, Disclosure). */
export const DEFAULT_DISCLOSURE = 'This plan illustrates possible futures from the information you provided and from assumptions about '
  + 'returns, inflation, taxes and life expectancy. It is not a guarantee: actual markets, prices and tax rules will differ, and '
  + 'the results change as the plan and the assumptions are updated. Simulated probabilities describe a model, not a promise. '
  + 'Nothing in it is tax, legal or investment advice on its own; talk with your advisor before acting on it.';

/**
 * Chart colours of a new install (graph_color_1..8): the portal's chart palette (ui/chartTheme CHART_PALETTE), each
 * with at least 3:1 contrast against white, so a plan that never sets its colours draws as it always did.
 */
export const DEFAULT_GRAPH_COLORS = ['#1d5fa6', '#b45309', '#0f766e', '#6d28d9', '#15803d', '#be185d', '#4b5563', '#0e7490'];

/** Report sections a template can hold (the `rpt_sec` setting lists the ones a level offers). */
export const REPORT_SECTION_CODES = [
  'COVER', 'NET_WORTH', 'CASH_FLOW', 'PROBABILITY', 'STRESS', 'GOALS', 'INVESTMENTS', 'INSURANCE', 'TAX', 'ASSUMPTIONS', 'ACTIONS', 'DISCLOSURE',
] as const;
export type ReportSectionCode = (typeof REPORT_SECTION_CODES)[number];

export const SETTING_SECTIONS: SettingSection[] = [
  {
    id: 'banner',
    label: 'Banner',
    settings: [
      { key: 'banner_title', label: 'Banner Title', type: 'text', max: 100 },
      { key: 'banner_title_link', label: 'Title Link', type: 'url', max: 300, help: 'The title becomes a link to this address.' },
      { key: 'banner_phone', label: 'Phone', type: 'tel', max: 40 },
      { key: 'banner_email', label: 'Email', type: 'email', max: 254 },
      { key: 'banner_calendar', label: 'Calendar Link', type: 'url', max: 300, help: 'A booking page, shown as a calendar icon.' },
    ],
  },
  {
    id: 'disclosure',
    label: 'Disclosure',
    settings: [
      { key: 'disclosure_header', label: 'Disclosure Header', type: 'text', max: 200, defaultValue: 'Important Disclosures' },
      { key: 'disclosure_text', label: 'Disclosure Text', type: 'textarea', max: 20000, defaultValue: DEFAULT_DISCLOSURE },
      { key: 'disclosure_web', label: 'Show on the web', type: 'boolean', defaultValue: 'true' },
      { key: 'disclosure_print', label: 'Show in print', type: 'boolean', defaultValue: 'true' },
    ],
  },
  {
    id: 'graph',
    label: 'Colors',
    settings: DEFAULT_GRAPH_COLORS.map((c, i) => ({ key: `graph_color_${i + 1}`, label: `Chart Color ${i + 1}`, type: 'color' as const, defaultValue: c })),
  },
  {
    id: 'modules',
    label: 'Module Options',
    settings: [
      { key: 'target_portfolio', label: 'Target Portfolio', type: 'boolean', defaultValue: 'false', help: 'Target Portfolio sets the mix of asset classes the plan\'s investments should hold (from a risk score, a model portfolio or your own weights) and compares it with what they hold now. On: it shows in the plan navigation, for invited clients too.' },
      { key: 'module_scenarios', label: 'Scenarios', type: 'boolean', defaultValue: 'true' },
      { key: 'module_suggested_actions', label: 'Suggested Actions', type: 'boolean', defaultValue: 'true' },
      { key: 'module_workshop', label: 'Workshop', type: 'boolean', defaultValue: 'true' },
      { key: 'module_comparison', label: 'Comparison', type: 'boolean', defaultValue: 'true' },
    ],
  },
  {
    id: 'calculations',
    label: 'Calculations',
    settings: [
      { key: 'portfolio_assumption', label: 'Portfolio Assumption', type: 'assumption', help: 'The assumption set plans at this level use.' },
      { key: 'inflation', label: 'Inflation', type: 'decimal', min: -0.05, max: 0.25, help: 'Yearly, as a decimal (0.025 = 2.5 %); unset uses the assumption set\'s.' },
      { key: 'monte_carlo_trials', label: 'Monte Carlo Trials', type: 'integer', min: 100, max: 10000, defaultValue: '1000' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    settings: [
      { key: 'rpt_sec', label: 'Report Sections', type: 'json', defaultValue: JSON.stringify(REPORT_SECTION_CODES), help: 'The sections report templates at this level may use.' },
      { key: 'report_template', label: 'Default Report Template', type: 'reportTemplate' },
    ],
  },
];

/** Plan settings open on a section through `?subcat=` (spec document 1 section 2). */
export const SETTINGS_SUBCATS: Record<string, SettingSection['id']> = {
  assumptions: 'calculations',
  graph: 'graph',
  banner: 'banner',
  disclosure: 'disclosure',
  'Target Portfolio': 'modules',
};

export function settingDefinition(key: string): (SettingDefinition & { section: SettingSection['id'] }) | undefined {
  for (const s of SETTING_SECTIONS) {
    const d = s.settings.find((x) => x.key === key);
    if (d) return { ...d, section: s.id };
  }
  return undefined;
}

/** Keys one save or delete may name: every defined setting several times over (a level holds about 25). */
export const MAX_SETTING_KEYS = 200;

export const settingKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'is not a valid value' });

/** POST /api/setting/{settingsLevel}/{levelKey}: values to set at that level (other keys stay as they are). */
export const settingsSaveSchema = z.object({
  values: z.record(settingKeySchema, z.string({ error: 'must be text' }).max(20000, { error: 'may not be more than 20000 characters' }))
    .refine((v) => Object.keys(v).length <= MAX_SETTING_KEYS, { error: `may not have more than ${MAX_SETTING_KEYS} keys` }),
});
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/** DELETE /api/setting/{settingsLevel}: remove keys at that level so the inherited values apply again. */
export const settingsDeleteSchema = z.object({
  levelKey: dbId('Level key is required'),
  keys: boundedArray(settingKeySchema, MAX_SETTING_KEYS).min(1, { error: 'Keys is required' }),
});
export type SettingsDelete = z.infer<typeof settingsDeleteSchema>;

/** The firm's logo (Settings, Banner): PNG or JPEG only (an SVG could carry script), at most 256 KB and 4096 pixels a side. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MAX_SIDE = 4096;
/** Base64 characters of the largest logo (the upload's `data`). */
export const LOGO_MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

/** POST /api/setting/{level}/{levelKey}/logo: the image as base64 text with its declared type (checked against its bytes). */
export const logoUploadSchema = z.object({
  contentType: z.enum(LOGO_TYPES, { error: 'must be a PNG or JPEG image (SVG and other types are not accepted)' }),
  data: z.string({ error: 'is required' }).min(1, { error: 'is required' })
    .max(LOGO_MAX_BASE64, { error: `may not be more than ${LOGO_MAX_BYTES / 1024} KB` }),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;
