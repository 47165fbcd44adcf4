import { type MessageCode, said } from '@premia/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import { queuesInstalled } from '../jobs/queue-depth.ts';
import { QUEUE_NAMES } from '../jobs/registry.ts';
import { fail } from './errors.ts';

const down = (reply: FastifyReply, code: MessageCode) => fail(reply, 503, 'internal', said(code));

/**
 * GET /health: liveness — the process answers. It reads nothing, so a database outage makes every process
 *   unready (taken out of the proxy) rather than dead (restarted by the orchestrator, all at once).
 * GET /ready: it can take traffic — the database answers and the job queue is installed (200, else 503).
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/health', async () => ({ s: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    try {
      await database.pool.query('select 1');
    } catch {
      return down(reply, 'common.databaseDown');
    }
    try {
      if (!(await queuesInstalled(database.pool, QUEUE_NAMES))) throw new Error('queues missing');
    } catch {
      return down(reply, 'common.jobQueueNotReady');
    }
    return { s: 'ok', database: 'up', jobs: 'up' };
  });
}
