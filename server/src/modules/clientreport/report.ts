import { eq, inArray } from 'drizzle-orm';
import { REPORT_SECTIONS, type ProfilePermissions, type ReportSection } from '@portal/shared/contract';
import { planForCaller } from '@portal/shared/access';
import type { Db } from '../../db/client';
import { actions, profiles, scenarios, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { planWithResults } from '../calcs/planResults';
import type { ResultCache } from '../calcs/resultCache';
import { listTemplates } from '../reports/service';
import { scenarioInputs, storedResults } from '../scenarios/scenarioCalc';
import { effectiveSettings } from '../../levels/settingsStore';
import { PAGE, INNER, finish, heading, newDocument, type Doc } from './draw';
import { SECTION_DRAW, disclosure, type ReportData } from './sections';
import { stressResultsFor } from '../stress/runStress';

const LABEL = new Map(REPORT_SECTIONS.map((s) => [s.code as string, s.label]));

/** "Jordan and Casey Parker", "Abby Zimmer": the name the client list shows. */
function clientNameOf(people: Array<{ type?: string | null; firstName?: string | null; lastName?: string | null }>) {
  const client = people.find((p) => p.type === 'C');
  const spouse = people.find((p) => p.type === 'S');
  if (!client) return 'Client';
  if (!spouse) return `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim();
  if (spouse.lastName === client.lastName) return `${client.firstName} and ${spouse.firstName} ${client.lastName ?? ''}`.trim();
  return `${client.firstName} ${client.lastName ?? ''} and ${spouse.firstName} ${spouse.lastName ?? ''}`.trim();
}

async function collect(db: Db, cache: ResultCache, profileId: number, permissions: ProfilePermissions, now: Date): Promise<ReportData> {
  // The engine reads the whole plan (results never depend on who asks); the report shows only what this caller may see.
  const [{ profile: full, cached }, { values: settings }, assumption] = await Promise.all([
    planWithResults(db, cache, profileId, now),
    effectiveSettings(db, 6, profileId),
    effectiveAssumptionForProfile(db, profileId),
  ]);
  const profile = planForCaller(full, permissions);
  const [advisor] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.advisorUserId)).where(eq(profiles.id, profileId));
  // The scenarios the advisor selected for comparison among those this caller may see; with none selected, the
  // active ones (at most four fit side by side).
  const active = profile.scenarios.filter((s) => s.active && s.id);
  const chosen = active.some((s) => s.comparing) ? active.filter((s) => s.comparing) : active;
  const visible = chosen.slice(0, 4).map((s) => s.id!);
  // The plan's scenario inputs are loaded once for all its scenarios (each checks its stored results against them).
  const [rows, inputs] = visible.length
    ? await Promise.all([db.select().from(scenarios).where(inArray(scenarios.id, visible)), scenarioInputs(db, profileId, permissions, now)])
    : [[], null];
  const acts = visible.length ? await db.select().from(actions).where(inArray(actions.scenarioId, visible)) : [];
  const adoptedIds = (profile as unknown as { adoptedActions?: number[] }).adoptedActions ?? [];
  const adopted = adoptedIds.length ? await db.select().from(actions).where(inArray(actions.id, adoptedIds)) : [];
  return {
    profile, results: cached.results, settings, date: now,
    clientName: clientNameOf(profile.clients),
    advisorName: advisor ? `${advisor.firstName ?? ''} ${advisor.lastName ?? ''}`.trim() : '',
    // Each scenario's results as the workshop and comparison show them (computed now when none are current).
    scenarios: await Promise.all(rows.sort((a, b) => a.sequence - b.sequence).map(async (r) => ({
      id: r.id, description: r.description, suggested: r.type !== 'WS',
      results: (await storedResults(db, r, permissions, true, inputs ?? undefined)) as ReportData['scenarios'][number]['results'],
      actions: acts.filter((a) => a.scenarioId === r.id),
    }))),
    adopted,
    assumptions: assumption.data as unknown as ReportData['assumptions'],
  };
}

function cover(doc: Doc, d: ReportData, section: ReportSection | undefined, color: string) {
  const title = String(section?.options?.title ?? 'Financial Plan');
  doc.rect(0, 0, PAGE.width, 120).fill(color);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#fff').text(d.settings.banner_title || 'Financial Planning', PAGE.margin, 48, { width: INNER });
  doc.font('Helvetica-Bold').fontSize(30).fillColor('#222').text(title, PAGE.margin, 260, { width: INNER });
  doc.font('Helvetica').fontSize(18).fillColor('#333').text(`Prepared for ${d.clientName}`, PAGE.margin, doc.y + 14, { width: INNER });
  if (d.advisorName) doc.fontSize(12).fillColor('#555').text(`Prepared by ${d.advisorName}`, PAGE.margin, doc.y + 10);
  if (section?.options?.showDate !== false) doc.fontSize(12).text(d.date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }), PAGE.margin, doc.y + 6);
  const banner = [d.settings.banner_phone, d.settings.banner_email].filter(Boolean).join('  ·  ');
  if (banner) doc.fontSize(10).fillColor('#555').text(banner, PAGE.margin, PAGE.height - 110, { width: INNER });
}

/** The sections a plan's report holds: the template's, in its order, that the plan's rpt_sec setting offers. */
function sectionsOf(template: ReportSection[], settings: Record<string, string>): ReportSection[] {
  let offered: string[] | null = null;
  try {
    const parsed = JSON.parse(settings.rpt_sec ?? 'null');
    if (Array.isArray(parsed)) offered = parsed;
  } catch { /* an unreadable setting offers everything, as the template screens do */ }
  return template.filter((s) => !offered || offered.includes(s.code));
}

/**
 * The client report of a plan as a PDF: a cover, one part per template section (figures from the same engine
 * results as the combined result), and the disclosure when the plan's disclosure_print setting is on.
 */
export async function buildReport(db: Db, cache: ResultCache, user: SessionUser, profileId: number, permissions: ProfilePermissions, templateId: number, now = new Date()) {
  const templates = await listTemplates(db, user, { level: 6, levelKey: profileId });
  const template = templates.find((t) => t.id === templateId);
  if (!template) throw notFound('Report template');
  const data = await collect(db, cache, profileId, permissions, now);
  const color = data.settings.graph_color_1 || '#1f4e8c';
  const sections = sectionsOf(template.sections, data.settings);
  // The stress tests run (in their worker) only for a report that prints them.
  if (sections.some((s) => s.code === 'STRESS') && data.results.metricsCollection) data.stress = await stressResultsFor(db).get(profileId, {}, now);
  const doc = newDocument(`${template.name} – ${data.clientName}`, data.advisorName || 'Planning Portal');
  cover(doc, data, sections.find((s) => s.code === 'COVER'), color);
  const showDisclosure = data.settings.disclosure_print !== 'false' && !!data.settings.disclosure_text;
  let disclosed = false;
  for (const s of sections) {
    if (s.code === 'COVER') continue;
    if (s.code === 'DISCLOSURE') {
      if (showDisclosure) { doc.addPage(); disclosure(doc, data, color); disclosed = true; }
      continue;
    }
    const draw = SECTION_DRAW[s.code];
    if (!draw) continue;
    // Sections follow one another; a section starts a new page when little room is left (and never on the cover).
    if (doc.bufferedPageRange().count === 1 || doc.y > PAGE.height - 320) doc.addPage();
    heading(doc, s.title || LABEL.get(s.code) || s.code, color);
    draw(doc, data, s, color);
  }
  // The disclosure is a setting of the plan, not a section choice: a template without one still carries it.
  if (showDisclosure && !disclosed) { doc.addPage(); disclosure(doc, data, color); }
  footer(doc, data);
  return { pdf: await finish(doc), clientName: data.clientName };
}

function footer(doc: Doc, d: ReportData) {
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777')
      .text(`${d.clientName} · page ${i + 1} of ${range.count}`, PAGE.margin, PAGE.height - 40, { width: INNER, align: 'center', lineBreak: false });
  }
}
