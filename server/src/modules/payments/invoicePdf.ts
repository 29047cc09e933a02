import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, teams, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { runOffThread } from '../../lib/workPool';

/** The invoice number a person reads: the invoice provider's INV-000042, else one made from the purchase id. */
export const invoiceNumber = (p: { id: number; provider: string; vendorId: string | null }) =>
  (p.provider === 'invoice' && p.vendorId?.startsWith('INV-') ? p.vendorId : `INV-${String(p.id).padStart(6, '0')}`);

/** What an invoice prints (plain data: it crosses to a work-pool thread, where the PDF is drawn). */
export interface InvoiceData {
  seller: string;
  number: string;
  kind: string;
  renew: boolean;
  licenseCount: number;
  unitPriceCents: number;
  amount: number;
  currency: string;
  status: string;
  provider: string;
  vendorId: string | null;
  createdAt: Date | null;
  paidAt: Date | null;
  payerName: string;
  payerEmail: string;
  teamName: string | null;
}

/** Time limit of one invoice's drawing on the pool (a page of text: far below it). */
const INVOICE_DRAW_MS = 15_000;

/**
 * A purchase's invoice as a PDF: who pays, what for, the amount, and whether it is owed, paid or cancelled. The
 * purchase is read here; the PDF is drawn on a work-pool thread (task drawInvoice), never on the request thread.
 */
export async function invoicePdf(db: Db, id: number, seller: string): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await db.select({ p: payments, teamName: teams.name, first: users.firstName, last: users.lastName, email: users.email })
    .from(payments).leftJoin(teams, eq(teams.id, payments.teamId)).innerJoin(users, eq(users.id, payments.payerId)).where(eq(payments.id, id));
  if (!row) throw notFound('Invoice');
  const { p } = row;
  const data: InvoiceData = {
    seller, number: invoiceNumber(p), kind: p.kind, renew: !!p.renew, licenseCount: p.licenseCount, unitPriceCents: Number(p.unitPriceCents),
    amount: Number(p.amount), currency: p.currency, status: p.status, provider: p.provider, vendorId: p.vendorId ?? null,
    createdAt: p.createdAt ?? null, paidAt: p.paidAt ?? null, payerName: `${row.first ?? ''} ${row.last ?? ''}`.trim(), payerEmail: row.email,
    teamName: row.teamName ?? null,
  };
  const pdf = await runOffThread('drawInvoice', data, INVOICE_DRAW_MS);
  return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), fileName: `${data.number}.pdf` };
}
