import { and, eq, inArray, sql } from 'drizzle-orm';
import { REPORT_SECTION_CODES, settingDefinition, type SettingDefinition } from '@portal/shared/contract';
import type { Tx } from '../../db/client';
import { reportTemplates, settings } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { isVisibleAt } from '../../levels/effectiveAssumptions';
import { levelChain, type LevelRef } from '../../levels/levels';
import type { FieldProblem } from '../assumptions/math';
import { changeEffectiveAssumption } from '../assumptions/portfolioChange';
import { valuesAt } from '../../levels/settingsStore';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/\S+$/i;
const COLOR = /^#[0-9a-fA-F]{6}$/;
/** Types whose value may be '' (set to blank at this level, hiding an inherited value). */
const BLANKABLE = new Set<SettingDefinition['type']>(['text', 'textarea', 'url', 'email', 'tel']);

/** The problem with one value of a known key (spec messages where the spec has one), or null. */
async function valueProblem(tx: Tx, chain: LevelRef[], def: SettingDefinition, value: string): Promise<string | null> {
  if (value === '' && BLANKABLE.has(def.type)) return null;
  if (def.max !== undefined && (def.type === 'text' || def.type === 'textarea' || def.type === 'url' || def.type === 'email' || def.type === 'tel') && value.length > def.max) {
    return `may not be more than ${def.max} characters`;
  }
  switch (def.type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'is not a valid value';
    case 'email':
      return EMAIL.test(value) ? null : 'must be a valid email address';
    case 'url':
      return URL_RE.test(value) ? null : 'must be a web address starting with http:// or https://';
    case 'color':
      return COLOR.test(value) ? null : 'must be a colour like #2B6CB0';
    case 'integer':
    case 'decimal': {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) return 'must be a valid number';
      if (def.type === 'integer' && !Number.isInteger(n)) return 'must be a whole number';
      if (def.min !== undefined && n < def.min) return `must be a number greater than or equal to ${def.min}`;
      if (def.max !== undefined && n > def.max) return `must be a number less than or equal to ${def.max}`;
      return null;
    }
    case 'assumption': {
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) return 'is not a valid value';
      return (await isVisibleAt(tx, chain, id)) ? null : 'This assumption set is not available at this level.';
    }
    case 'reportTemplate': {
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) return 'is not a valid value';
      const [row] = await tx.select().from(reportTemplates).where(eq(reportTemplates.id, id));
      const visible = row && chain.some((r) => r.level === row.level && (r.level === 1 || r.levelKey === row.levelKey));
      return visible ? null : 'This report template is not available at this level.';
    }
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return 'must be valid JSON';
      }
      if (def.key === 'rpt_sec') {
        const known = new Set<string>(REPORT_SECTION_CODES);
        if (!Array.isArray(parsed) || parsed.some((c) => typeof c !== 'string' || !known.has(c))) {
          return `must be a JSON list of report sections (${REPORT_SECTION_CODES.join(', ')})`;
        }
      }
      return null;
    }
    default:
      return null;
  }
}

export async function settingProblems(tx: Tx, ref: LevelRef, values: Record<string, string>): Promise<FieldProblem[]> {
  const chain = await levelChain(tx, ref);
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(values)) {
    const def = settingDefinition(key);
    if (!def) continue;
    const problem = await valueProblem(tx, chain, def, value);
    if (problem) problems.push({ field: `values.${key}`, message: problem });
  }
  return problems;
}

/**
 * Stores `values` at `ref` (other keys keep theirs). A change of portfolio_assumption moves the plans below
 * `ref` to the new set through the assumption mappings, or fails with 406 when a mapping is missing.
 */
export async function saveSettings(tx: Tx, ref: LevelRef, values: Record<string, string>) {
  const problems = await settingProblems(tx, ref, values);
  if (problems.length) throw new HttpError(400, 'VALIDATION_ERROR', problems[0].message, { errors: problems });
  // One statement for all keys: a save's cost does not grow with one round trip per key.
  const rows = Object.entries(values).map(([key, value]) => ({
    level: ref.level, levelKey: ref.levelKey, section: settingDefinition(key)?.section ?? 'general', key, value,
  }));
  const write = async () => {
    if (rows.length === 0) return;
    await tx.insert(settings).values(rows)
      .onConflictDoUpdate({ target: [settings.level, settings.levelKey, settings.key], set: { value: sql`excluded.value`, section: sql`excluded.section` } });
  };
  const current = await valuesAt(tx, ref);
  if ('portfolio_assumption' in values && current.portfolio_assumption !== values.portfolio_assumption) {
    await changeEffectiveAssumption(tx, ref, write);
  } else await write();
}

/** Removes keys at `ref` so the inherited values apply again (same 406 rule for portfolio_assumption). */
export async function deleteSettings(tx: Tx, ref: LevelRef, keys: string[]) {
  const remove = async () => {
    await tx.delete(settings).where(and(eq(settings.level, ref.level), eq(settings.levelKey, ref.levelKey), inArray(settings.key, keys)));
  };
  if (keys.includes('portfolio_assumption')) await changeEffectiveAssumption(tx, ref, remove);
  else await remove();
}
