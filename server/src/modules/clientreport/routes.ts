import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { ResultCache } from '../calcs/resultCache';
import { buildReport } from './report';

/** "Jordan and Casey Parker" on 2026-11-23 → Jordan-and-Casey-Parker-report-2026-11-23.pdf */
export function reportFileName(clientName: string, date: Date) {
  const name = clientName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Client';
  return `${name}-report-${date.toISOString().slice(0, 10)}.pdf`;
}

/**
 * GET /api/client/report/profile/{profileId}/template/{templateId}: the plan's client report as a PDF, for callers
 * with the plan's reportAccess (advisors with read access have it); a template not effective for the plan is a 404.
 */
export default async function clientReportRoutes(app: FastifyInstance) {
  const cache = new ResultCache(app.db);
  route(app, endpoints.reports.clientReport, { access: { profile: 'reportAccess', from: 'params.profileId' } }, async (req, reply) => {
    const { templateId } = req.params;
    const { profileId, permissions } = req.profileAccess!;
    const now = new Date();
    const { pdf, clientName } = await buildReport(app.db, cache, req.user!, profileId, permissions, templateId, now);
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(clientName, now)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
