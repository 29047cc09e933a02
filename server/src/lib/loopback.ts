import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True when the TCP peer is this machine. Reads the socket itself: forwarded headers are the caller's to choose. */
export function isLoopback(req: FastifyRequest): boolean {
  return LOOPBACK.test(req.raw.socket.remoteAddress ?? '');
}
