import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** GET /health: 200 when the database answers, 503 otherwise. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/health', async (_request, reply) => {
    try {
      await database.pool.query('select 1');
      return { s: 'ok', database: 'up' };
    } catch {
      return reply
        .status(503)
        .send({ s: 'not-ok', m: 'La base de datos no responde.', errorType: 'internal' });
    }
  });
}
