import type { FastifyInstance } from 'fastify';
import peopleRoutes from './peopleRoutes';
import profileRoutes from './profileRoutes';
import recordRoutes from './recordRoutes';

/** The plan-data API ("Plan data" issue, server part): profiles, people, plan records, summaries, events. */
export default async function planRoutes(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(peopleRoutes);
  await app.register(recordRoutes);
}
