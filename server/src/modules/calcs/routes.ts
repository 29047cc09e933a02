import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { CombinedResponses, readStamp } from './combinedResponse';
import { planWithResults } from './planResults';
import { planEtag } from '../../lib/planVersion';
import { ResultCache } from './resultCache';
import { taxSummary } from './taxSummary';

/**
 * `endpoints.calcs`: GET /api/gateway/calcs/profile/{id}/combined: the profile with every result album, the metrics and the
 * Monte Carlo summary. GET /api/gateway/calcs/{profileId}/details: the per-year explanation (one year with ?year=).
 */
export default async function calcRoutes(app: FastifyInstance) {
  const cache = new ResultCache(app.db);
  const responses = new CombinedResponses();

  // The answer is rendered once per plan version and caller's rights (gzip kept): sent as bytes, it is the
  // contract's shape without passing the serializer again.
  route(app, endpoints.calcs.combined, { access: { profile: 'read', from: 'params.id' } }, async (req, reply) => {
    const { id } = req.params;
    const now = new Date();
    const stamp = await readStamp(app.db, id, now.getUTCFullYear());
    if (!stamp) throw notFound('Profile');
    const { permissions, licenceBlock } = req.profileAccess!;
    const combined = await responses.get(id, stamp, () => planWithResults(app.db, cache, id, now));
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    reply.header('vary', 'accept-encoding').header('cache-control', 'private, no-cache').header('etag', planEtag(id, combined.version));
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.type('application/json; charset=utf-8').send(combined.render(permissions, gzip, licenceBlock));
  });

  // GET /api/client/tax/summary/{profileId}[?year=]: the projection's own tax figures of the year (one computation).
  route(app, endpoints.summaries.tax, { access: { profile: 'planData', from: 'params.profileId' } }, async (req) =>
    taxSummary(app.db, cache, req.profileAccess!.profileId, req.query.year));

  route(app, endpoints.calcs.details, { access: { profile: 'read', from: 'params.profileId' } }, async (req) => {
    const { profileId } = req.params;
    const { year } = req.query;
    const { cached } = await planWithResults(app.db, cache, profileId);
    const { details } = cached.results;
    if (year === undefined) return details;
    const one = details.find((d) => d.year === year);
    if (!one) throw notFound(`Year ${year} of the projection`);
    return one;
  });
}
