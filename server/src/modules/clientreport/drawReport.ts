import { REPORT_SECTIONS, type ReportSection } from '@portal/shared/contract';
import { PAGE, INNER, finish, heading, newDocument, type Doc } from './draw';
import { SECTION_DRAW, disclosure, type ReportData } from './sections';

const LABEL = new Map(REPORT_SECTIONS.map((s) => [s.code as string, s.label]));

/** What a pool thread needs to draw a report: the template's name and sections, and the collected data. */
export interface DrawInput { templateName: string; sections: ReportSection[]; data: ReportData }

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

/** Draws the report (on a work-pool thread: workers/tasks.ts); imports only the drawing code. */
export async function drawReport({ templateName, sections, data }: DrawInput): Promise<Uint8Array> {
  const color = data.settings.graph_color_1 || '#1f4e8c';
  const doc = newDocument(`${templateName} – ${data.clientName}`, data.advisorName || 'Planning Portal');
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
  return finish(doc);
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
