import { eq, inArray } from 'drizzle-orm';
import { REPORT_SECTIONS, dollarsFor, inflationPathOf, type AssumptionData, type ProfilePermissions, type ReportSection } from '@portal/shared/contract';
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
import { PAGE, INNER, finish, heading, money, newDocument, paragraph, percent, subheading, table, type Doc } from './draw';
import { SECTION_DRAW, cashFlowReason, disclosure, netWorthChart, probabilityMeaning, type ReportData } from './sections';
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

async function collect(db: Db, cache: ResultCache, profileId: number, permissions: ProfilePermissions, now: Date, todays: boolean): Promise<ReportData> {
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
  // Today's dollars unless the template asks for future ones: the engine's own inflation path deflates each year.
  const path = inflationPathOf(cached.results.metricsCollection);
  const inToday = todays && path !== null;
  const person = (t: string) => profile.clients.find((p) => p.type === t)?.firstName ?? null;
  return {
    profile, results: cached.results, settings, date: now,
    clientName: clientNameOf(profile.clients),
    firmName: settings.banner_title || 'Financial Planning',
    dollars: dollarsFor(path, inToday),
    basis: inToday ? `today's (${path!.startYear}) dollars` : 'future dollars (as projected, before inflation is taken out)',
    names: { client: person('C'), spouse: person('S') },
    advisorName: advisor ? `${advisor.firstName ?? ''} ${advisor.lastName ?? ''}`.trim() : '',
    // Each scenario's results as the workshop and comparison show them (computed now when none are current).
    scenarios: await Promise.all(rows.sort((a, b) => a.sequence - b.sequence).map(async (r) => ({
      id: r.id, description: r.description, suggested: r.type !== 'WS',
      results: (await storedResults(db, r, permissions, true, inputs ?? undefined)) as ReportData['scenarios'][number]['results'],
      actions: acts.filter((a) => a.scenarioId === r.id),
    }))),
    adopted,
    assumptions: assumption.data as unknown as Partial<AssumptionData>,
  };
}

/** The firm's banner across the top of the first page: its colour, name and contact line. */
function cover(doc: Doc, d: ReportData, section: ReportSection | undefined, color: string) {
  const title = String(section?.options?.title ?? 'Financial Plan');
  doc.rect(0, 0, PAGE.width, 80).fill(color);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#fff').text(d.firmName, PAGE.margin, 24, { width: INNER - 120 });
  const banner = [d.settings.banner_phone, d.settings.banner_email].filter(Boolean).join('  ·  ');
  if (banner) doc.font('Helvetica').fontSize(9).fillColor('#fff').text(banner, PAGE.margin, 52, { width: INNER - 120 });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#222').text(title, PAGE.margin, 100, { width: INNER });
  const by = [`Prepared for ${d.clientName}`, d.advisorName ? `by ${d.advisorName}` : '',
    section?.options?.showDate !== false ? d.date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : ''].filter(Boolean).join(' · ');
  doc.font('Helvetica').fontSize(11).fillColor('#444').text(by, PAGE.margin, doc.y + 4, { width: INNER });
  doc.moveDown(0.5);
}

/**
 * The plan's verdict in one line. THE SINGLE PLACE for the plan-status wording: issue 28 brings one wording
 * function in @portal/shared ("on track / needs attention / at risk") and wires it in here; until then the line
 * states the projection's fact (does the money last) without a status word of its own.
 */
export function planVerdict(d: ReportData): string {
  const m = d.results.metricsCollection;
  if (!m) return d.results.calc.incomplete ?? 'The plan cannot be projected yet.';
  return m.depletionYear == null
    ? `In the projection the money lasts through the end of the plan (${m.endYear}).`
    : `In the projection the money runs out in ${m.depletionYear}, at age ${m.depletionAge}.`;
}

/** The first page's summary: probability and what it means, the verdict, key figures now and at retirement, net worth. */
function summary(doc: Doc, d: ReportData, color: string) {
  heading(doc, 'Summary', color);
  const m = d.results.metricsCollection;
  const pos = d.results.monteCarlo?.probabilityOfSuccess ?? m?.probabilityOfSuccess ?? null;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(30).fillColor(color).text(percent(pos), PAGE.margin, top, { width: 90 });
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#222').text('Probability of success', PAGE.margin + 100, top, { width: INNER - 100 });
  doc.font('Helvetica').fontSize(9).text(probabilityMeaning(d), PAGE.margin + 100, doc.y + 1, { width: INNER - 100 });
  doc.font('Helvetica-Bold').fontSize(10).text(`Verdict: ${planVerdict(d)}`, PAGE.margin + 100, doc.y + 3, { width: INNER - 100 });
  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y, top + 40) + 6;
  const nw = d.results.netWorthAlbum;
  const cf = d.results.cashFlowAlbum;
  if (!m || !nw.length) return;
  const retireYear = m.startYear + Math.max(0, m.ages.client.retirement - m.ages.client.start);
  const nowN = nw[0];
  const retN = nw.find((r) => r.year === retireYear) ?? nw[nw.length - 1];
  const nowC = cf[0];
  const retC = cf.find((r) => r.year === retN.year) ?? cf[cf.length - 1];
  const v = (amount: number, year: number) => money(d.dollars(amount, year));
  subheading(doc, `Key figures, in ${d.basis}`, color);
  table(doc, [{ label: '', width: 170 }, { label: `Now (${nowN.year})`, width: 120, align: 'right' }, { label: `At retirement (${retN.year}, age ${retN.clientAge ?? m.ages.client.retirement})`, width: 170, align: 'right' }], [
    ['Net worth', v(nowN.netWorth, nowN.year), v(retN.netWorth, retN.year)],
    ['Savings and investments', v(nowN.financialAssets, nowN.year), v(retN.financialAssets, retN.year)],
    ['Income (a year)', v(nowC.income, nowC.year), v(retC.income, retC.year)],
    ['Spending, debts and taxes (a year)', v(nowC.expenses + nowC.debtPayments + nowC.taxes, nowC.year), v(retC.expenses + retC.debtPayments + retC.taxes, retC.year)],
    ['Debts owed', v(nowN.debts, nowN.year), v(retN.debts, retN.year)],
  ], color);
  const reason = cashFlowReason(d);
  if (reason) paragraph(doc, reason, 9);
  subheading(doc, 'Net worth over the plan', color);
  netWorthChart(doc, d, color, 150);
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
  const sections = sectionsOf(template.sections, await effectiveSettings(db, 6, profileId).then((r) => r.values));
  // A template option of its cover: amounts in today's dollars (the default) or future dollars.
  const todays = sections.find((s) => s.code === 'COVER')?.options?.todaysDollars !== false;
  const data = await collect(db, cache, profileId, permissions, now, todays);
  const color = data.settings.graph_color_1 || '#1f4e8c';
  // The stress tests run (in their worker) only for a report that prints them.
  if (sections.some((s) => s.code === 'STRESS') && data.results.metricsCollection) data.stress = await stressResultsFor(db).get(profileId, {}, now);
  const doc = newDocument(`${template.name} – ${data.clientName}`, data.advisorName || 'Planning Portal');
  cover(doc, data, sections.find((s) => s.code === 'COVER'), color);
  summary(doc, data, color);
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
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777')
      .text(`${d.firmName} · ${d.clientName} · Amounts in ${d.basis} · page ${i + 1} of ${range.count}`, PAGE.margin, PAGE.height - 40, { width: INNER, align: 'center', lineBreak: false });
  }
}
