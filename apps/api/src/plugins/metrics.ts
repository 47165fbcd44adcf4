import { timingSafeEqual } from 'node:crypto';
import { said } from '@premia/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { queueDepth } from '../jobs/queue-depth.ts';
import { QUEUE_NAMES } from '../jobs/registry.ts';
import { fail } from './errors.ts';

/** Upper bounds of the latency histogram's buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteStats {
  byStatus: Map<string, number>;
  buckets: number[];
  sum: number;
  count: number;
}

const label = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, for this process: requests per route and status class,
 * their latency histogram, the database pool's connections and the job queue's depth. Served only
 * with METRICS_TOKEN set, to a caller that sends it as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined): void {
  if (!token) return;
  const routes = new Map<string, RouteStats>();

  app.addHook('onResponse', async (request, reply) => {
    // Routes by their pattern (bounded), never by the path asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    let stats = routes.get(route);
    if (!stats) {
      stats = { byStatus: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
      routes.set(route, stats);
    }
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) stats.buckets[i]!++;
    stats.sum += seconds;
    stats.count++;
  });

  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return fail(reply, 401, 'unauthorized', said('common.metricsUnauthorized'));
    }
    const lines: string[] = [
      '# HELP premia_http_requests_total Requests answered, by route and status class.',
      '# TYPE premia_http_requests_total counter',
    ];
    for (const [route, stats] of routes) {
      for (const [status, n] of stats.byStatus) {
        lines.push(`premia_http_requests_total{route="${label(route)}",status="${status}"} ${n}`);
      }
    }
    lines.push(
      '# HELP premia_http_request_duration_seconds Time to answer, by route.',
      '# TYPE premia_http_request_duration_seconds histogram',
    );
    for (const [route, stats] of routes) {
      const r = label(route);
      BUCKETS.forEach((le, i) => {
        lines.push(
          `premia_http_request_duration_seconds_bucket{route="${r}",le="${le}"} ${stats.buckets[i]}`,
        );
      });
      lines.push(
        `premia_http_request_duration_seconds_bucket{route="${r}",le="+Inf"} ${stats.count}`,
        `premia_http_request_duration_seconds_sum{route="${r}"} ${stats.sum}`,
        `premia_http_request_duration_seconds_count{route="${r}"} ${stats.count}`,
      );
    }
    const pool = database.pool;
    lines.push(
      '# HELP premia_db_pool_connections The PostgreSQL pool of this process.',
      '# TYPE premia_db_pool_connections gauge',
      `premia_db_pool_connections{state="total"} ${pool.totalCount}`,
      `premia_db_pool_connections{state="idle"} ${pool.idleCount}`,
      `premia_db_pool_connections{state="waiting"} ${pool.waitingCount}`,
      '# HELP premia_jobs Jobs of the queue in PostgreSQL, waiting or running, by queue.',
      '# TYPE premia_jobs gauge',
    );
    for (const depth of await queueDepth(pool, QUEUE_NAMES)) {
      lines.push(
        `premia_jobs{queue="${label(depth.queue)}",state="waiting"} ${depth.waiting}`,
        `premia_jobs{queue="${label(depth.queue)}",state="active"} ${depth.active}`,
      );
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
}
