import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { buildAccount } from './account';

export default async function accountRoutes(app: FastifyInstance) {
  route(app, endpoints.auth.account, { access: 'user' }, async (req) => buildAccount(app.db, req.user!));
}
