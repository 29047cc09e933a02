import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { licenses, payments, teamMembers, users } from '../../db/schema/index';
import { HttpError, notFound, parse } from '../../lib/errors';
import { assertLevel } from '../../levels/levels';
import { assertTeam, checkedTeam, idOf, param, teamRule, LEVEL } from '../../access/teamAccess';
import { adoptLicence, applyPayment, openPaymentsOf, priceFor, syncTeamSummary, syncUserExpiry } from './licences';
import { providerFor } from './provider';
import { cancelPayment, invoiceList, paymentView, startPurchase } from './purchases';
import stripeWebhook from './webhook';

/** An advisor's own licence: the advisor, team members at level 2+ over them, the site administrator (as the advisor level). */
const advisorLevel = (need: 'read' | 'write', name: string) => ({
  check: async (req: FastifyRequest) => {
    const id = Number((req.params as Record<string, string>)[name]);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('Advisor');
    await assertLevel(req.server.db, req.user!, { level: 5, levelKey: id }, need);
  },
});

const teamPurchase = z.object({
  licenseCount: z.coerce.number().int().min(1).max(500),
  renew: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
const vendorParam = z.string().min(1).max(200);

async function advisorOf(app: FastifyInstance, userId: number) {
  const [u] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!u || u.roleId !== 2) throw new HttpError(404, 'NOT_FOUND', 'Advisor not found');
  return u;
}

/** Payment calls (spec document 2 section 7, "Payment") and the site administrator's invoices. */
export default async function paymentRoutes(app: FastifyInstance) {
  // An advisor's own licence: a new purchase (an intent for Stripe, an invoice otherwise). One open purchase at a time.
  app.post('/api/client/payment/user/:payerId', { config: { access: advisorLevel('write', 'payerId') } }, async (req) => {
    const payerId = idOf(param('payerId')(req), 'payerId');
    await advisorOf(app, payerId);
    const [open] = await app.db.select().from(payments).where(and(eq(payments.kind, 'USER'), eq(payments.userId, payerId), eq(payments.status, 'OPEN')));
    if (open) return paymentView(open);
    return startPurchase(app, { kind: 'USER', teamId: null, userId: payerId, payerId, licenseCount: 1, renew: true });
  });

  app.delete('/api/client/payment/user/:payerId/cancel/:vendorId', { config: { access: advisorLevel('write', 'payerId') } }, async (req) => {
    const payerId = idOf(param('payerId')(req), 'payerId');
    const vendorId = parse(vendorParam, param('vendorId')(req), 'vendorId');
    return cancelPayment(app, vendorId, { kind: 'USER', userId: payerId });
  });

  app.get('/api/client/payment/user/:id/price', { config: { access: advisorLevel('read', 'id') } }, async (req) => {
    const id = idOf(param('id')(req), 'id');
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
      payments: (await openPaymentsOf(app.db, { userId: id })).filter((p) => p.kind === 'USER').map((p) => paymentView(p)),
    };
  });

  // A free team licence goes to one of the team's advisors.
  app.post('/api/client/payment/team/:teamId/adopt/advisor/:advisorUserId', { config: { access: teamRule(LEVEL.work, param('teamId')) } }, async (req) => {
    const teamId = checkedTeam(req);
    const advisorUserId = idOf(param('advisorUserId')(req), 'advisorUserId');
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
  app.delete('/api/client/payment/team/payer/:payerId/cancel/:vendorId', {
    config: {
      access: {
        check: async (req) => {
          const vendorId = parse(vendorParam, param('vendorId')(req), 'vendorId');
          const payerId = Number(param('payerId')(req));
          const [p] = await app.db.select().from(payments).where(and(eq(payments.vendorId, vendorId), eq(payments.kind, 'TEAM')));
          if (!p || p.payerId !== payerId) throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
          await assertTeam(app.db, req.user!, p.teamId!, LEVEL.manage);
        },
      },
    },
  }, async (req) => cancelPayment(app, param('vendorId')(req), { kind: 'TEAM', payerId: Number(param('payerId')(req)) }));

  // Buys licenseCount new licences (renew false) or renews that many of the team's licences (renew true).
  app.post('/api/client/payment/team/:teamId/count/:licenseCount/renew/:renew', { config: { access: teamRule(LEVEL.manage, param('teamId')) } }, async (req) => {
    const teamId = checkedTeam(req);
    const { licenseCount, renew } = parse(teamPurchase, req.params);
    return startPurchase(app, { kind: 'TEAM', teamId, userId: null, payerId: req.user!.id, licenseCount, renew });
  });

  // A team licence: an assigned one is orphaned (the team keeps it, free), a free one is deleted.
  app.delete('/api/client/payment/team/license/:id', {
    config: {
      access: {
        check: async (req) => {
          const id = Number(param('id')(req));
          const [l] = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await app.db.select().from(licenses).where(eq(licenses.id, id)) : [];
          if (!l || l.teamId == null) throw new HttpError(404, 'NOT_FOUND', 'Licence not found');
          await assertTeam(app.db, req.user!, l.teamId, LEVEL.manage);
        },
      },
    },
  }, async (req) => {
    const id = Number(param('id')(req));
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
  app.get('/api/client/admin/site/invoices', { config: { access: 'siteAdmin' } }, async (req) => {
    const { status } = parse(z.object({ status: z.enum(['OPEN', 'PAID', 'CANCELLED']).optional() }), req.query);
    return invoiceList(app, status);
  });

  app.post('/api/client/admin/site/invoice/:id/paid', { config: { access: 'siteAdmin' } }, async (req) => {
    const id = idOf(param('id')(req), 'id');
    const [p] = await app.db.select().from(payments).where(eq(payments.id, id));
    if (!p) throw new HttpError(404, 'NOT_FOUND', 'Invoice not found');
    if (p.provider !== 'invoice') throw new HttpError(409, 'NOT_AN_INVOICE', 'Card payments are settled by the payment processor, not marked paid by hand.');
    const applied = await app.db.transaction((tx) => applyPayment(tx, id, { markedBy: req.user!.id }));
    if (!applied) throw new HttpError(409, 'NOT_OPEN', `This invoice is ${p.status.toLowerCase()}, not open.`);
    const [saved] = await app.db.select().from(payments).where(eq(payments.id, id));
    return paymentView(saved);
  });

  await app.register(stripeWebhook);
}
