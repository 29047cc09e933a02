import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, teams, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { INNER, PAGE, finish, heading, newDocument, paragraph, table } from '../clientreport/draw';

const cents = (n: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(n / 100);
const day = (d: Date | null) => (d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '–');

/** The invoice number a person reads: the invoice provider's INV-000042, else one made from the purchase id. */
export const invoiceNumber = (p: { id: number; provider: string; vendorId: string | null }) =>
  (p.provider === 'invoice' && p.vendorId?.startsWith('INV-') ? p.vendorId : `INV-${String(p.id).padStart(6, '0')}`);

/** A purchase's invoice as a PDF: who pays, what for, the amount, and whether it is owed, paid or cancelled. */
export async function invoicePdf(db: Db, id: number, seller: string): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await db.select({ p: payments, teamName: teams.name, first: users.firstName, last: users.lastName, email: users.email })
    .from(payments).leftJoin(teams, eq(teams.id, payments.teamId)).innerJoin(users, eq(users.id, payments.payerId)).where(eq(payments.id, id));
  if (!row) throw notFound('Invoice');
  const { p } = row;
  const number = invoiceNumber(p);
  const doc = newDocument(`Invoice ${number}`, seller);
  doc.rect(0, 0, PAGE.width, 70).fill('#1f4e8c');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#fff').text(seller, PAGE.margin, 24, { width: INNER });
  doc.y = 90;
  heading(doc, `Invoice ${number}`, '#1f4e8c');
  paragraph(doc, `Date: ${day(p.createdAt)}`);
  paragraph(doc, `Bill to: ${`${row.first ?? ''} ${row.last ?? ''}`.trim()} <${row.email}>${row.teamName ? `, for the team ${row.teamName}` : ''}`);
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
  paragraph(doc, `Reference: ${p.vendorId ?? number}`, 8);
  return { pdf: await finish(doc), fileName: `${number}.pdf` };
}
