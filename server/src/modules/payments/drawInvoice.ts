import { INNER, PAGE, finish, heading, newDocument, paragraph, table } from '../clientreport/draw';
import type { InvoiceData } from './invoicePdf';

const cents = (n: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(n / 100);
const day = (d: Date | null) => (d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '–');

/** Draws an invoice (runs on a work-pool thread: workers/tasks.ts drawInvoice). */
export async function drawInvoice(p: InvoiceData): Promise<Uint8Array> {
  const doc = newDocument(`Invoice ${p.number}`, p.seller);
  doc.rect(0, 0, PAGE.width, 70).fill('#1f4e8c');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#fff').text(p.seller, PAGE.margin, 24, { width: INNER });
  doc.y = 90;
  heading(doc, `Invoice ${p.number}`, '#1f4e8c');
  paragraph(doc, `Date: ${day(p.createdAt)}`);
  paragraph(doc, `Bill to: ${p.payerName} <${p.payerEmail}>${p.teamName ? `, for the team ${p.teamName}` : ''}`);
  const what = p.kind === 'TEAM'
    ? `${p.renew ? 'Renewal of' : 'New'} team advisor licence${p.licenseCount === 1 ? '' : 's'}, one year`
    : 'Advisor licence, one year';
  doc.moveDown(0.5);
  table(doc, [{ label: 'Description', width: 260 }, { label: 'Quantity', width: 60, align: 'right' }, { label: 'Price a year', width: 90, align: 'right' }, { label: 'Amount', width: 90, align: 'right' }], [
    [what, String(p.licenseCount), cents(p.unitPriceCents, p.currency), cents(p.amount, p.currency)],
    ['Total', '', '', cents(p.amount, p.currency)],
  ], '#1f4e8c');
  const status = p.status === 'PAID' ? `Paid on ${day(p.paidAt)}${p.provider === 'stripe' ? ' by card (Stripe)' : ''}.`
    : p.status === 'CANCELLED' ? 'Cancelled: nothing is owed.'
      : p.provider === 'stripe' ? 'Awaiting the card payment.' : 'Owed. The licence starts when the payment is recorded.';
  paragraph(doc, `Status: ${status}`);
  paragraph(doc, `Reference: ${p.vendorId ?? p.number}`, 8);
  const pdf = await finish(doc);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
