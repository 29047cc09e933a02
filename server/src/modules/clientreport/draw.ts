import PDFDocument from 'pdfkit';

/** Page geometry and drawing helpers of the client report (US Letter, points). */
export const PAGE = { width: 612, height: 792, margin: 50 };
const BOTTOM = PAGE.height - PAGE.margin - 20;
export const INNER = PAGE.width - 2 * PAGE.margin;

export type Doc = InstanceType<typeof PDFDocument>;

export const money = (n: number | null | undefined) =>
  n == null || !Number.isFinite(n) ? '–' : `${n < 0 ? '-' : ''}$${Math.round(Math.abs(n)).toLocaleString('en-US')}`;
export const percent = (n: number | null | undefined, digits = 0) => (n == null ? '–' : `${(n * 100).toFixed(digits)}%`);

export function newDocument(title: string, author: string): Doc {
  return new PDFDocument({ size: 'LETTER', margin: PAGE.margin, bufferPages: true, info: { Title: title, Author: author, Creator: 'Planning Portal' } });
}

/** Room for `height` points below the cursor, else a new page. */
export function ensure(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

export function heading(doc: Doc, text: string, color: string) {
  ensure(doc, 80);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(16).fillColor(color).text(text, PAGE.margin, doc.y);
  doc.moveTo(PAGE.margin, doc.y + 2).lineTo(PAGE.margin + INNER, doc.y + 2).lineWidth(1).strokeColor(color).stroke();
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#222');
}

export function paragraph(doc: Doc, text: string, size = 10) {
  doc.font('Helvetica').fontSize(size).fillColor('#222').text(text, PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(0.3);
}

export function subheading(doc: Doc, text: string, color: string) {
  ensure(doc, 60);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).fillColor(color).text(text, PAGE.margin, doc.y, { width: INNER });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#222');
}

/** Horizontal bars of shares (0..1), one a line with its label and percentage: the allocation chart. */
export function barList(doc: Doc, items: Array<{ label: string; value: number }>, color: string) {
  const line = 14;
  ensure(doc, items.length * line + 10);
  const labelWidth = 150;
  const barMax = INNER - labelWidth - 50;
  let y = doc.y + 2;
  for (const it of items) {
    doc.font('Helvetica').fontSize(8).fillColor('#333').text(it.label, PAGE.margin, y + 2, { width: labelWidth - 6, lineBreak: false });
    doc.rect(PAGE.margin + labelWidth, y + 1, Math.max(1, barMax * Math.max(0, Math.min(1, it.value))), line - 4).fill(color);
    doc.fillColor('#333').text(percent(it.value, 1), PAGE.margin + labelWidth + barMax * Math.max(0, Math.min(1, it.value)) + 4, y + 2, { width: 44, lineBreak: false });
    y += line;
  }
  doc.x = PAGE.margin;
  doc.y = y + 6;
}

export interface Column { label: string; width: number; align?: 'left' | 'right' }

/** A table that continues on the next page with its header repeated. */
export function table(doc: Doc, columns: Column[], rows: string[][], color: string) {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const scale = INNER / total;
  const widths = columns.map((c) => c.width * scale);
  const rowHeight = 14;
  // A label longer than its column wraps: the header band is as tall as its tallest label (white text past the
  // band would fall on the first row).
  doc.font('Helvetica-Bold').fontSize(8);
  const headerHeight = Math.max(rowHeight, ...columns.map((c, i) => Math.ceil(doc.heightOfString(c.label, { width: widths[i] - 6 })) + 4));
  const header = () => {
    ensure(doc, headerHeight + rowHeight * 2);
    const y = doc.y;
    doc.rect(PAGE.margin, y, INNER, headerHeight).fill(color);
    let x = PAGE.margin;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#fff');
    columns.forEach((c, i) => {
      doc.text(c.label, x + 3, y + 3, { width: widths[i] - 6, align: c.align ?? 'left' });
      x += widths[i];
    });
    doc.y = y + headerHeight;
  };
  header();
  rows.forEach((row, r) => {
    // A long cell wraps: the row is as tall as its tallest cell.
    doc.font('Helvetica').fontSize(8);
    const height = Math.max(rowHeight, ...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 6 }) + 6));
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(PAGE.margin, y, INNER, height).fill('#f2f4f7');
    let x = PAGE.margin;
    doc.font('Helvetica').fontSize(8).fillColor('#222');
    row.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 3, { width: widths[i] - 6, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.y = y + height;
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.5);
}

export interface Series { label: string; values: number[]; color: string; kind?: 'line' | 'bar' }
export interface Band { low: number[]; high: number[]; color: string; label: string }

/** The smallest round axis top (4 equal steps of 1, 2, 2.5 or 5 times a power of ten) at or above `v`. */
function niceMax(v: number) {
  if (v <= 0) return 1;
  const raw = v / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  return step * 4;
}

const short = (n: number) => {
  const a = Math.abs(n);
  if (a >= 1e6) return `$${(n / 1e6).toFixed(a >= 1e7 ? 0 : 1)}M`;
  if (a >= 1e3) return `$${Math.round(n / 1e3)}K`;
  return `$${Math.round(n)}`;
};

/** A vector chart of values by year: bars and lines over shaded percentile bands, with axes and a legend. */
export function chart(doc: Doc, years: number[], series: Series[], bands: Band[] = [], height = 190) {
  ensure(doc, height + 40);
  const left = PAGE.margin + 45;
  const top = doc.y + 5;
  const width = INNER - 50;
  const all = [...series.flatMap((s) => s.values), ...bands.flatMap((b) => [...b.low, ...b.high])].filter(Number.isFinite);
  const max = niceMax(Math.max(0, ...all));
  const min = Math.min(0, ...all) < 0 ? -niceMax(-Math.min(...all)) : 0;
  const y = (v: number) => top + height - ((v - min) / (max - min)) * height;
  const step = years.length > 1 ? width / (years.length - 1) : width;
  const x = (i: number) => left + i * step;

  doc.lineWidth(0.5).strokeColor('#ccc');
  doc.font('Helvetica').fontSize(7).fillColor('#555');
  for (let t = 0; t <= 4; t++) {
    const v = min + ((max - min) * t) / 4;
    doc.moveTo(left, y(v)).lineTo(left + width, y(v)).stroke();
    doc.text(short(v), PAGE.margin - 5, y(v) - 3, { width: 47, align: 'right', lineBreak: false });
  }
  const every = Math.max(1, Math.ceil(years.length / 10));
  years.forEach((yr, i) => {
    if (i % every === 0) doc.text(String(yr), x(i) - 12, top + height + 3, { width: 24, align: 'center', lineBreak: false });
  });
  for (const b of bands) {
    if (!b.high.length) continue;
    doc.moveTo(x(0), y(b.high[0]));
    b.high.forEach((v, i) => doc.lineTo(x(i), y(v)));
    for (let i = b.low.length - 1; i >= 0; i--) doc.lineTo(x(i), y(b.low[i]));
    doc.closePath().fillOpacity(0.35).fill(b.color).fillOpacity(1);
  }
  const bars = series.filter((s) => s.kind === 'bar');
  const barWidth = Math.max(1, (step * 0.8) / Math.max(1, bars.length));
  bars.forEach((s, k) => s.values.forEach((v, i) => {
    const bx = x(i) - (step * 0.4) + k * barWidth;
    doc.rect(bx, Math.min(y(v), y(0)), barWidth, Math.abs(y(v) - y(0))).fill(s.color);
  }));
  for (const s of series.filter((q) => q.kind !== 'bar')) {
    if (!s.values.length) continue;
    doc.moveTo(x(0), y(s.values[0]));
    s.values.forEach((v, i) => doc.lineTo(x(i), y(v)));
    doc.lineWidth(1.8).strokeColor(s.color).stroke();
  }
  let lx = left;
  const ly = top + height + 16;
  for (const item of [...bands.map((b) => ({ label: b.label, color: b.color })), ...series]) {
    doc.rect(lx, ly, 8, 8).fill(item.color);
    doc.fillColor('#333').fontSize(8).text(item.label, lx + 11, ly, { lineBreak: false });
    lx += 18 + doc.widthOfString(item.label);
  }
  doc.x = PAGE.margin;
  doc.y = ly + 18;
}

/** The finished document as bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (c: Buffer) => parts.push(c));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Builds a small throw-away document with the report's fonts and drawings, so that the first client report
 * does not pay for loading the font metrics and compiling the PDF code (called once at start-up).
 */
export async function warmUpPdf(): Promise<number> {
  const started = Date.now();
  const doc = newDocument('warm-up', 'Planning Portal');
  doc.font('Helvetica-Bold').fontSize(16).text('Planning Portal', PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(10).text(`${money(1234567)} ${percent(0.875, 1)}`, { width: INNER });
  doc.moveTo(PAGE.margin, 200).lineTo(PAGE.margin + INNER, 220).lineWidth(1).strokeColor('#1f4e8c').stroke();
  doc.rect(PAGE.margin, 240, 100, 40).fill('#cccccc');
  await finish(doc);
  return Date.now() - started;
}
