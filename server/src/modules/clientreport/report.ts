import { eq, inArray } from 'drizzle-orm';
import { inflationPathOf, type AssumptionData, type ProfilePermissions, type ReportSection } from '@portal/shared/contract';
import { planForCaller } from '@portal/shared/access';
import type { Db } from '../../db/client';
import { actions, profiles, scenarios, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { WorkSlots } from '../../lib/workSlots';
import { runOffThread } from '../../lib/workPool';
import type { SessionUser } from '../../lib/sessions';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { planWithResults } from '../calcs/planResults';
import type { ResultCache } from '../calcs/resultCache';
import { listTemplates } from '../reports/service';
import { scenarioInputs, storedResults } from '../scenarios/scenarioCalc';
import { effectiveSettings } from '../../levels/settingsStore';
import type { DrawInput } from './drawReport';
import { stressResultsFor } from '../stress/runStress';
import { effectiveLogo } from '../../levels/logoStore';

/** "Jordan and Casey Parker", "Abby Zimmer": the name the client list shows. */
function clientNameOf(people: Array<{ type?: string | null; firstName?: string | null; lastName?: string | null }>) {
  const client = people.find((p) => p.type === 'C');
  const spouse = people.find((p) => p.type === 'S');
  if (!client) return 'Client';
  if (!spouse) return `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim();
  if (spouse.lastName === client.lastName) return `${client.firstName} and ${spouse.firstName} ${client.lastName ?? ''}`.trim();
  return `${client.firstName} ${client.lastName ?? ''} and ${spouse.firstName} ${spouse.lastName ?? ''}`.trim();
}

async function collect(db: Db, cache: ResultCache, profileId: number, permissions: ProfilePermissions, now: Date, todays: boolean, settings: Record<string, string>): Promise<DrawInput['data']> {
  // The engine reads the whole plan (results never depend on who asks); the report shows only what this caller may see.
  const [{ profile: full, cached }, assumption, logo] = await Promise.all([
    planWithResults(db, cache, profileId, now),
    effectiveAssumptionForProfile(db, profileId),
    effectiveLogo(db, { level: 6, levelKey: profileId }, true),
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
    logo: logo && { data: new Uint8Array(logo.data), contentType: logo.contentType, width: logo.width, height: logo.height },
    inflationPath: path, inToday,
    basis: inToday ? `today's (${path!.startYear}) dollars` : 'future dollars (as projected, before inflation is taken out)',
    names: { client: person('C'), spouse: person('S') },
    advisorName: advisor ? `${advisor.firstName ?? ''} ${advisor.lastName ?? ''}`.trim() : '',
    // Each scenario's results as the workshop and comparison show them (computed now when none are current).
    scenarios: await Promise.all(rows.sort((a, b) => a.sequence - b.sequence).map(async (r) => ({
      id: r.id, description: r.description, suggested: r.type !== 'WS',
      results: (await storedResults(db, r, permissions, true, inputs ?? undefined)) as DrawInput['data']['scenarios'][number]['results'],
      actions: acts.filter((a) => a.scenarioId === r.id),
    }))),
    adopted,
    assumptions: assumption.data as unknown as Partial<AssumptionData>,
  };
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

/** Reports drawn at once by this server, and by one person (beyond either, 429 with Retry-After). */
export const REPORT_LIMITS = { perServer: Math.max(2, Number(process.env.REPORTS_PER_SERVER) || 4), perUser: 2, drawMs: 30_000 };
const reportSlots = new WorkSlots(REPORT_LIMITS.perServer, REPORT_LIMITS.perUser);

/**
 * The client report of a plan as a PDF: a summary page, one part per template section (figures from the same
 * engine results as the combined result), and the disclosure when the plan's disclosure_print setting is on. The
 * data is gathered here; the engine (if the results are not cached) and the drawing run on work-pool threads.
 */
export async function buildReport(db: Db, cache: ResultCache, user: SessionUser, profileId: number, permissions: ProfilePermissions, templateId: number, now = new Date()) {
  const release = reportSlots.take(user.id, 'reports');
  try {
    const templates = await listTemplates(db, user, { level: 6, levelKey: profileId });
    const template = templates.find((t) => t.id === templateId);
    if (!template) throw notFound('Report template');
    // The plan's effective settings, read once: they choose the sections and dress the report.
    const { values: settings } = await effectiveSettings(db, 6, profileId);
    const sections = sectionsOf(template.sections, settings);
    // A template option of its cover: amounts in today's dollars (the default) or future dollars.
    const todays = sections.find((s) => s.code === 'COVER')?.options?.todaysDollars !== false;
    // The stress tests run (on the work pool) only for a report that prints them, beside the collection of the rest
    // (the plan's results and scenarios, on the pool's other threads) rather than after it. Kept only when the plan
    // has results (a plan the engine cannot project has no stress tests either).
    const stress = sections.some((s) => s.code === 'STRESS')
      ? stressResultsFor(db).get(profileId, {}, now).then((value) => ({ value }), (error: unknown) => ({ error }))
      : null;
    const data = await collect(db, cache, profileId, permissions, now, todays, settings);
    checkHorizon(sections, data);
    if (stress && data.results.metricsCollection) {
      const done = await stress;
      if ('error' in done) throw done.error;
      data.stress = done.value;
    }
    const pdf = await runOffThread('drawReport', { templateName: template.name, sections, data }, REPORT_LIMITS.drawMs);
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), clientName: data.clientName };
  } finally {
    release();
  }
}

/** A TAX section may not ask for more years than the plan projects (its horizon): 400 naming the option. */
function checkHorizon(sections: ReportSection[], data: DrawInput['data']) {
  const horizon = data.results.taxAlbum.length;
  if (!horizon) return;
  sections.forEach((s, i) => {
    const years = Number(s.options?.years ?? 0);
    if (s.code === 'TAX' && years > horizon) {
      throw badRequest(`sections.${i}.options.years`, `asks for ${years} years of tax; the plan's horizon is ${horizon} years`);
    }
  });
}
