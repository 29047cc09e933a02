import type { FastifyInstance } from 'fastify';

/** Answers that may be stored nowhere: personal and plan data (issue 26). */
export const NO_STORE = 'private, no-store';
/** With a validator (ETag): the browser may keep it but asks each time (the combined result). */
export const REVALIDATE_PRIVATE = 'private, no-cache';

/** The reference's own pages and document: public text, no personal data. */
const isDocs = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * One hook for every /api answer, whatever its status: `private, no-store`, or `private, no-cache` when the route
 * set an ETag. A route may choose its own header only if it keeps the answer private; anything else is replaced.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.url.split('?')[0];
    if (!url.startsWith('/api') || isDocs(url)) return payload;
    const set = reply.getHeader('cache-control');
    if (typeof set === 'string' && /^private\b/.test(set) && /\bno-(store|cache)\b/.test(set)) return payload;
    reply.header('cache-control', reply.getHeader('etag') ? REVALIDATE_PRIVATE : NO_STORE);
    return payload;
  });
}
