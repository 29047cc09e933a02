import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { licenses, payments, teamMembers, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { assertLevel } from '../../levels/levels';
import { assertTeam, checkedTeam, param, teamRule, LEVEL } from '../../access/teamAccess';
import { adoptLicence, applyPayment, openPaymentsOf, priceFor, syncTeamSummary, syncUserExpiry } from './licences';
import { providerFor } from './provider';
import { cancelPayment, invoiceList, paymentView, startCheckout, startPurchase } from './purchases';
import { invoicePdf } from './invoicePdf';
import { ownOrigin } from '../../config';
import { effectiveSettings } from '../../levels/settingsStore';
import stripeWebhook from './webhook';

/** An advisor's own licence: the advisor, team members at level 2+ over them, the site administrator (as the advisor level). */
const advisorLevel = (need: 'read' | 'write', name: string) => ({
  check: async (req: FastifyRequest) => {
    const id = Number((req.params as Record<string, string>)[name]);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('Advisor');
    await assertLevel(req.server.db, req.user!, { level: 5, levelKey: id }, need);
  },
});


async function advisorOf(app: FastifyInstance, userId: number) {
  const [u] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!u || u.roleId !== 2) throw new HttpError(404, 'NOT_FOUND', 'Advisor not found');
  return u;
}

/** Payment calls (spec document 2 section 7, "Payment") and the site administrator's invoices. */
export default async function paymentRoutes(app: FastifyInstance) {
  const p = endpoints.payments;
  // An advisor's own licence: a new purchase (an intent for Stripe, an invoice otherwise). One open purchase at a time.
  route(app, p.buyOwn, { access: advisorLevel('write', 'payerId') }, async (req) => {
    const { payerId } = req.params;
    await advisorOf(app, payerId);
    const [open] = await app.db.select().from(payments).where(and(eq(payments.kind, 'USER'), eq(payments.userId, payerId), eq(payments.status, 'OPEN')));
    if (open) return paymentView(open);
    return startPurchase(app, { kind: 'USER', teamId: null, userId: payerId, payerId, licenseCount: 1, renew: true });
  });

  // An expired (or any) advisor renews by card on Stripe Checkout's hosted page; the webhook extends the licence.
  route(app, p.checkoutOwn, { access: advisorLevel('write', 'payerId') }, async (req) => {
    const { payerId } = req.params;
    await advisorOf(app, payerId);
    return startCheckout(app, payerId, ownOrigin(app.config));
  });

  // Every purchase has its invoice as a PDF: the payer's own (advisor level readers), a team's (its managers), any (site administrator).
  route(app, p.invoicePdf, {
    access: {
      check: async (req) => {
        const id = Number(param('id')(req));
        const [pay] = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await app.db.select().from(payments).where(eq(payments.id, id)) : [];
        if (!pay) throw new HttpError(404, 'NOT_FOUND', 'Invoice not found');
        if (req.user!.roleId === 1) return;
        if (pay.kind === 'TEAM') await assertTeam(app.db, req.user!, pay.teamId!, LEVEL.manage);
        else await assertLevel(app.db, req.user!, { level: 5, levelKey: pay.userId! }, 'read');
      },
    },
  }, async (req, reply) => {
    const [pay] = await app.db.select().from(payments).where(eq(payments.id, req.params.id));
    // The seller is the portal's operator: the site-wide banner title when set.
    const seller = (await effectiveSettings(app.db, 1, 1)).values.banner_title || 'Financial Planning Portal';
    const { pdf, fileName } = await invoicePdf(app.db, pay.id, seller);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
  });

  route(app, p.cancelOwn, { access: advisorLevel('write', 'payerId') }, async (req) => {
    const { payerId, vendorId } = req.params;
    return cancelPayment(app, vendorId, { kind: 'USER', userId: payerId });
  });

  route(app, p.ownPrice, { access: advisorLevel('read', 'id') }, async (req) => {
    const { id } = req.params;
    const u = await advisorOf(app, id);
    const own = await app.db.select().from(licenses).where(and(eq(licenses.userId, id), isNull(licenses.teamId)));
    const team = await app.db.select().from(licenses).where(and(eq(licenses.userId, id), gt(licenses.teamId, 0)));
    return {
      ...(await priceFor(app.db, id, app.config.licensePriceCents)),
      provider: providerFor(app.config).name,
      expirationDate: u.expirationDate?.toISOString() ?? null,
      expired: !!u.expirationDate && u.expirationDate.getTime() < Date.now(),
      ownLicence: own[0] ? { id: own[0].id, expiresAt: own[0].expiresAt.toISOString(), renew: own[0].renew } : null,
      teamLicence: team.length > 0,
      payments: (await openPaymentsOf(app.db, { userId: id })).filter((x) => x.kind === 'USER').map((x) => paymentView(x)),
    };
  });

  // A free team licence goes to one of the team's advisors.
  route(app, p.adopt, { access: teamRule(LEVEL.work, param('teamId')) }, async (req) => {
    const teamId = checkedTeam(req);
    const { advisorUserId } = req.params;
    const [m] = await app.db.select().from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, advisorUserId)));
    if (!m || m.users.roleId !== 2 || m.team_members.role === 'STAFF') throw new HttpError(404, 'NOT_FOUND', 'Advisor not found in this team');
    const [has] = await app.db.select().from(licenses)
      .where(and(eq(licenses.teamId, teamId), eq(licenses.userId, advisorUserId), gt(licenses.expiresAt, new Date())));
    if (has) throw new HttpError(409, 'ALREADY_LICENSED', 'This advisor already has a licence of this team.');
    const taken = await app.db.transaction((tx) => adoptLicence(tx, teamId, advisorUserId));
    if (!taken) throw new HttpError(409, 'NO_FREE_LICENSE', 'The team has no free licence. Buy or renew licences first.');
    return { id: taken.id, teamId, userId: advisorUserId, expiresAt: taken.expiresAt.toISOString() };
  });

  // Stops a team payer's payment: an open one is cancelled, a paid one stops renewing.
  route(app, p.cancelTeam, {
    access: {
      check: async (req) => {
        const vendorId = String(param('vendorId')(req)).slice(0, 200);
        const payerId = Number(param('payerId')(req));
        const [pay] = await app.db.select().from(payments).where(and(eq(payments.vendorId, vendorId), eq(payments.kind, 'TEAM')));
        if (!pay || pay.payerId !== payerId) throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
        await assertTeam(app.db, req.user!, pay.teamId!, LEVEL.manage);
      },
    },
  }, async (req) => cancelPayment(app, req.params.vendorId, { kind: 'TEAM', payerId: req.params.payerId }));

  // Buys licenseCount new licences (renew false) or renews that many of the team's licences (renew true).
  route(app, p.buyTeam, { access: teamRule(LEVEL.manage, param('teamId')) }, async (req) => {
    const teamId = checkedTeam(req);
    const { licenseCount, renew } = req.params;
    return startPurchase(app, { kind: 'TEAM', teamId, userId: null, payerId: req.user!.id, licenseCount, renew });
  });

  // A team licence: an assigned one is orphaned (the team keeps it, free), a free one is deleted.
  route(app, p.removeTeamLicence, {
    access: {
      check: async (req) => {
        const id = Number(param('id')(req));
        const [l] = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await app.db.select().from(licenses).where(eq(licenses.id, id)) : [];
        if (!l || l.teamId == null) throw new HttpError(404, 'NOT_FOUND', 'Licence not found');
        await assertTeam(app.db, req.user!, l.teamId, LEVEL.manage);
      },
    },
  }, async (req) => {
    const { id } = req.params;
    return app.db.transaction(async (tx) => {
      const [l] = await tx.select().from(licenses).where(eq(licenses.id, id)).for('update');
      if (!l) throw new HttpError(404, 'NOT_FOUND', 'Licence not found');
      if (l.userId != null) {
        await tx.update(licenses).set({ userId: null }).where(eq(licenses.id, id));
        await syncUserExpiry(tx, l.userId);
        await syncTeamSummary(tx, l.teamId!);
        return { id, orphaned: true, deleted: false };
      }
      await tx.delete(licenses).where(eq(licenses.id, id));
      await syncTeamSummary(tx, l.teamId!);
      return { id, orphaned: false, deleted: true };
    });
  });

  // Site administrator: invoices (the invoice provider's purchases) and marking one paid, which starts its licences.
  route(app, p.invoices, { access: 'siteAdmin' }, async (req) => invoiceList(app, req.query.status));

  route(app, p.markPaid, { access: 'siteAdmin' }, async (req) => {
    const { id } = req.params;
    const [inv] = await app.db.select().from(payments).where(eq(payments.id, id));
    if (!inv) throw new HttpError(404, 'NOT_FOUND', 'Invoice not found');
    if (inv.provider !== 'invoice') throw new HttpError(409, 'NOT_AN_INVOICE', 'Card payments are settled by the payment processor, not marked paid by hand.');
    const applied = await app.db.transaction((tx) => applyPayment(tx, id, { markedBy: req.user!.id }));
    if (!applied) throw new HttpError(409, 'NOT_OPEN', `This invoice is ${inv.status.toLowerCase()}, not open.`);
    const [saved] = await app.db.select().from(payments).where(eq(payments.id, id));
    return paymentView(saved);
  });

  await app.register(stripeWebhook);
}
