import type { FastifyInstance } from 'fastify';
import { buildAccount } from './account';

export default async function accountRoutes(app: FastifyInstance) {
  app.get('/api/client/account', { config: { access: 'user' } }, async (req) => buildAccount(app.db, req.user!));
}
