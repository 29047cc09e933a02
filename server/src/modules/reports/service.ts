import { and, eq, ne, or } from 'drizzle-orm';
import { REPORT_SECTIONS, type ReportSection, type ReportTemplate, type ReportTemplateSave } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { reportTemplates } from '../../db/schema/index';
import { HttpError, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { levelChain, type LevelRef } from '../../levels/levels';
import { editableCheck, refOf } from '../assumptions/service';
import { effectiveSettings, settingHolders } from '../../levels/settingsStore';

type Reader = Db | Tx;
type TemplateRow = typeof reportTemplates.$inferSelect;

const toApi = (row: TemplateRow, editable: boolean): ReportTemplate => ({
  id: row.id, level: row.level, levelKey: row.levelKey, name: row.name, isDefault: row.isDefault,
  sections: row.sections as ReportSection[], updatedAt: row.updatedAt.toISOString(), editable,
});

export async function loadTemplate(db: Reader, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, id));
  if (!row) throw notFound('Report template');
  return row;
}

export async function templateOut(db: Reader, user: SessionUser, row: TemplateRow) {
  return toApi(row, await editableCheck(db, user)(refOf(row)));
}

/** Templates of a level key and of the levels above it, nearest level first. */
export async function listTemplates(db: Reader, user: SessionUser, ref: LevelRef): Promise<ReportTemplate[]> {
  const chain = await levelChain(db, ref);
  const rows = await db.select().from(reportTemplates)
    .where(or(...chain.map((r) => (r.level === 1 ? eq(reportTemplates.level, 1) : and(eq(reportTemplates.level, r.level), eq(reportTemplates.levelKey, r.levelKey))))));
  rows.sort((a, b) => b.level - a.level || a.id - b.id);
  const editable = editableCheck(db, user);
  return Promise.all(rows.map(async (r) => toApi(r, await editable(refOf(r)))));
}

/** Sections offered at a level: its effective rpt_sec setting (global offers every section). */
async function offeredSections(db: Reader, ref: LevelRef): Promise<Set<string>> {
  if (ref.level === 1) return new Set(REPORT_SECTIONS.map((s) => s.code));
  const { values } = await effectiveSettings(db, ref.level, ref.levelKey);
  try {
    const list = JSON.parse(values.rpt_sec ?? '[]') as string[];
    return new Set(Array.isArray(list) ? list : []);
  } catch {
    return new Set(REPORT_SECTIONS.map((s) => s.code));
  }
}

/** Each section must be offered at the level (rpt_sec); options keep only the section's known keys, with their types. */
async function cleanSections(db: Reader, ref: LevelRef, sections: ReportSection[]): Promise<ReportSection[]> {
  const offered = await offeredSections(db, ref);
  const errors: Array<{ field: string; message: string }> = [];
  const out = sections.map((s, i) => {
    if (!offered.has(s.code)) errors.push({ field: `sections.${i}.code`, message: `The ${s.code} section is not offered at this level (setting rpt_sec).` });
    const def = REPORT_SECTIONS.find((d) => d.code === s.code)!;
    const options: ReportSection['options'] = {};
    for (const o of def.options) {
      const v = s.options[o.key];
      if (v === undefined) options[o.key] = o.defaultValue;
      else if ((o.type === 'boolean' && typeof v !== 'boolean') || (o.type === 'integer' && !Number.isInteger(v)) || (o.type === 'text' && typeof v !== 'string')) {
        errors.push({ field: `sections.${i}.options.${o.key}`, message: 'is not a valid value' });
      } else if (o.type === 'integer' && ((o.min != null && (v as number) < o.min) || (o.max != null && (v as number) > o.max))) {
        errors.push({ field: `sections.${i}.options.${o.key}`, message: `must be between ${o.min ?? '…'} and ${o.max ?? '…'}` });
      } else options[o.key] = v;
    }
    return { code: s.code, title: s.title ?? null, options };
  });
  if (errors.length) throw new HttpError(400, 'VALIDATION_ERROR', errors[0].message, { errors });
  return out;
}

export async function saveTemplate(tx: Tx, user: SessionUser, ref: LevelRef, body: ReportTemplateSave): Promise<ReportTemplate> {
  const sections = await cleanSections(tx, ref, body.sections);
  const values = { name: body.name, isDefault: body.isDefault, sections, updatedAt: new Date() };
  const [row] = body.id
    ? await tx.update(reportTemplates).set(values).where(eq(reportTemplates.id, body.id)).returning()
    : await tx.insert(reportTemplates).values({ ...values, level: ref.level, levelKey: ref.levelKey }).returning();
  if (row.isDefault) {
    await tx.update(reportTemplates).set({ isDefault: false })
      .where(and(eq(reportTemplates.level, row.level), eq(reportTemplates.levelKey, row.levelKey), ne(reportTemplates.id, row.id)));
  }
  return toApi(row, true);
}

/** 409 while a report_template setting names the template. */
export async function deleteTemplate(tx: Tx, row: TemplateRow) {
  if ((await settingHolders(tx, 'report_template', [String(row.id)])).length) throw conflict();
  await tx.delete(reportTemplates).where(eq(reportTemplates.id, row.id));
}

/** The template a new install offers everywhere: every section in the usual order. */
export const DEFAULT_TEMPLATE_SECTIONS: ReportSection[] = REPORT_SECTIONS.map((s) => ({
  code: s.code, title: null, options: Object.fromEntries(s.options.map((o) => [o.key, o.defaultValue])),
}));
