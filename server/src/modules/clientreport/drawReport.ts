import { REPORT_SECTIONS, dollarsFor, planStatus, successThresholdOf, type ReportSection } from '@portal/shared/contract';
import { PAGE, INNER, finish, heading, money, newDocument, paragraph, percent, subheading, table, type Doc } from './draw';
import { SECTION_DRAW, cashFlowReason, disclosure, netWorthChart, probabilityMeaning, statusReason, type ReportData } from './sections';

const LABEL = new Map(REPORT_SECTIONS.map((s) => [s.code as string, s.label]));

/**
 * What a pool thread needs to draw a report: the template's name and sections, and the collected data. The data
 * crosses the thread boundary by structured clone, so it carries the inflation path, not the `dollars` function,
 * which is made again here.
 */
export interface DrawInput { templateName: string; sections: ReportSection[]; data: Omit<ReportData, 'dollars'> }

/** The logo's box in the banner: at most this wide and high (points), kept in proportion. */
const LOGO_BOX = { width: 150, height: 52, pad: 4 };

/** Draws the firm's logo in the banner; answers the width it took (0 without a logo, or one the writer cannot read). */
function logo(doc: Doc, d: ReportData): number {
  if (!d.logo) return 0;
  const { width, height } = d.logo;
  const scale = Math.min(LOGO_BOX.width / width, LOGO_BOX.height / height);
  const w = width * scale;
  const h = height * scale;
  const top = (80 - h) / 2;
  try {
    const image = Buffer.from(d.logo.data.buffer, d.logo.data.byteOffset, d.logo.data.byteLength);
    doc.save().roundedRect(PAGE.margin - LOGO_BOX.pad, top - LOGO_BOX.pad, w + 2 * LOGO_BOX.pad, h + 2 * LOGO_BOX.pad, 3).fill('#fff').restore();
    doc.image(image, PAGE.margin, top, { width: w, height: h });
  } catch {
    // Checked when uploaded; should the PDF writer still refuse it, the report goes out with the name alone.
    return 0;
  }
  return w + 2 * LOGO_BOX.pad + 12;
}

/** The firm's banner across the top of the first page: its colour, name and contact line. */
function cover(doc: Doc, d: ReportData, section: ReportSection | undefined, color: string) {
  const title = String(section?.options?.title ?? 'Financial Plan');
  doc.rect(0, 0, PAGE.width, 80).fill(color);
  // The firm's logo at the banner's left, on a white tile (a logo is drawn for a light ground), the name beside it.
  const left = PAGE.margin + logo(doc, d);
  const width = PAGE.margin + INNER - left;
  const banner = [d.settings.banner_phone, d.settings.banner_email].filter(Boolean).join('  ·  ');
  // The name on one line where it fits (down to 13 points), the contact line under it, both inside the band.
  let size = 20;
  doc.font('Helvetica-Bold');
  while (size > 13 && doc.fontSize(size).widthOfString(d.firmName) > width) size -= 1;
  const nameHeight = doc.fontSize(size).heightOfString(d.firmName, { width });
  const top = Math.max(8, (80 - nameHeight - (banner ? 16 : 0)) / 2);
  doc.fillColor('#fff').text(d.firmName, left, top, { width, height: 80 - top - (banner ? 16 : 4), ellipsis: true });
  if (banner) doc.font('Helvetica').fontSize(9).fillColor('#fff').text(banner, left, Math.min(doc.y + 4, 66), { width, lineBreak: false, ellipsis: true });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#222').text(title, PAGE.margin, 100, { width: INNER });
  const by = [`Prepared for ${d.clientName}`, d.advisorName ? `by ${d.advisorName}` : '',
    section?.options?.showDate !== false ? d.date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : ''].filter(Boolean).join(' · ');
  doc.font('Helvetica').fontSize(11).fillColor('#444').text(by, PAGE.margin, doc.y + 4, { width: INNER });
  doc.moveDown(0.5);
}

/**
 * The plan's verdict in one line: its status in the words of every screen (the shared planStatus against the
 * plan's success_threshold), then the projection's fact (does the money last).
 */
export function planVerdict(d: ReportData): string {
  const m = d.results.metricsCollection;
  if (!m) return d.results.calc.incomplete ?? 'The plan cannot be projected yet.';
  const pos = d.results.monteCarlo?.probabilityOfSuccess ?? m.probabilityOfSuccess ?? null;
  const status = planStatus(pos, successThresholdOf(d.settings.success_threshold));
  const fact = m.depletionYear == null
    ? `with expected returns the money lasts through the end of the plan (${m.endYear}).`
    : `with expected returns the money runs out in ${m.depletionYear}, at age ${m.depletionAge}.`;
  // Why the status is what it is (a "Needs attention" beside "the money lasts" would read as a contradiction).
  return status ? `${status.label}: ${statusReason(status)}; ${fact}` : fact.charAt(0).toUpperCase() + fact.slice(1);
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

/** Draws the report (on a work-pool thread: workers/tasks.ts); imports only the drawing code. */
export async function drawReport({ templateName, sections, data: sent }: DrawInput): Promise<Uint8Array> {
  const data: ReportData = { ...sent, dollars: dollarsFor(sent.inflationPath, sent.inToday) };
  const color = data.settings.graph_color_1 || '#1f4e8c';
  const doc = newDocument(`${templateName} – ${data.clientName}`, data.advisorName || 'Planning Portal');
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
  return finish(doc);
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
