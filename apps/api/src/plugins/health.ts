import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { queuesInstalled } from '../jobs/queue-depth.ts';

const down = (m: string) => ({ s: 'not-ok', m, errorType: 'internal' });

/**
 * GET /health: the process is alive and its database answers (200, else 503).
 * GET /ready: it can take traffic — the database answers and the job queue is installed (200, else 503).
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/health', async (_request, reply) => {
    try {
      await database.pool.query('select 1');
      return { s: 'ok', database: 'up' };
    } catch {
      return reply.status(503).send(down('La base de datos no responde.'));
    }
  });

  app.get('/ready', async (_request, reply) => {
    try {
      await database.pool.query('select 1');
    } catch {
      return reply.status(503).send(down('La base de datos no responde.'));
    }
    try {
      if (!(await queuesInstalled(database.pool))) throw new Error('queues missing');
    } catch {
      return reply.status(503).send(down('La cola de trabajos no está lista.'));
    }
    return { s: 'ok', database: 'up', jobs: 'up' };
  });
}
