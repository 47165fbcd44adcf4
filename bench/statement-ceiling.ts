/**
 * The ceiling of add-points with the same work: the one statement the API's add-points sends (ledger
 * row, balance that cannot go below zero, the customer's level, both roll-ups, the Idempotency-Key and
 * the answer it stores), built by the API's own service code before the clock starts, then sent straight
 * to PostgreSQL from 10 connections as a prepared statement. Only the customer and the key change.
 */
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbOrTx } from '../apps/api/src/db/database.ts';
import { findActiveSession } from '../apps/api/src/features/auth/auth.repository.ts';
import { givePurchasePoints } from '../apps/api/src/features/points/points.service.ts';
import { claimOf } from '../apps/api/src/idempotency/idempotency.ts';
import type { RequestContext } from '../apps/api/src/lib/context.ts';
import { hashToken } from '../apps/api/src/lib/tokens.ts';
import { postgresCpuMs } from './cpu-time.ts';

interface Built {
  text: string;
  values: unknown[][];
}

/** The statements of `count` add-points calls (random customers, new keys), as the API would send them. */
async function buildStatements(
  database: Database,
  token: string,
  randomCustomer: () => number,
  count: number,
): Promise<Built> {
  const session = await findActiveSession(database.db, hashToken(token));
  if (!session?.storeId) throw new Error('the bench owner has no session');
  type Sent = { text: string; values: unknown[] };
  const last: { sent?: Sent | undefined } = {};
  // A client that keeps the first statement of a call and answers it with nothing (the service then
  // stops; its later reads are not needed).
  const capture = drizzle({
    client: {
      query: async (q: string | { text: string; values?: unknown[] }, v?: unknown[]) => {
        last.sent ??=
          typeof q === 'string' ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? [] };
        return { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
      },
    } as unknown as pg.Client,
  }) as unknown as DbOrTx;
  const built: Built = { text: '', values: [] };
  for (let i = 0; i < count; i++) {
    const input = { customerId: randomCustomer(), amount: 35.9 };
    const route = '/client/customer/add-points';
    const ctx = {
      db: capture,
      session,
      claim: claimOf({ storeId: session.storeId, route, key: randomUUID(), input }),
      afterCommit: () => {},
    } as unknown as RequestContext;
    last.sent = undefined;
    await givePurchasePoints(ctx, input).catch(() => {});
    // (TypeScript keeps the narrowing to undefined across the call.)
    const sent = last.sent as Sent | undefined;
    if (!sent) throw new Error('add-points sent no statement');
    if (built.text && built.text !== sent.text) throw new Error('add-points sent statements of two shapes');
    built.text = sent.text;
    built.values.push(sent.values);
  }
  return built;
}

export async function measureStatementCeiling(opts: {
  url: string;
  database: Database;
  token: string;
  randomCustomer: () => number;
  connections: number;
  seconds: number;
  postmaster: number | null;
}) {
  // More than the connections can send in the time (measured at about 1,700 per second).
  const built = await buildStatements(opts.database, opts.token, opts.randomCustomer, 4_000 * opts.seconds);
  const clients = await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      const c = new pg.Client({ connectionString: opts.url });
      await c.connect();
      return c;
    }),
  );
  let next = 0;
  let written = 0;
  const send = (c: pg.Client) =>
    c.query({ name: 'add-points', text: built.text, values: built.values[next++] as unknown[] });
  // Each connection prepares the statement once before the clock starts, as the API's pool has.
  for (const c of clients) written += (await send(c)).rowCount ? 1 : 0;
  written = 0;
  const started = Date.now();
  const until = started + opts.seconds * 1000;
  const clientBefore = process.cpuUsage();
  const pgBefore = opts.postmaster ? postgresCpuMs(opts.postmaster) : 0;
  let count = 0;
  await Promise.all(
    clients.map(async (c) => {
      while (Date.now() < until && next < built.values.length) {
        const result = await send(c);
        count++;
        if (result.rowCount) written++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const cpu = {
    client: (client.user + client.system) / 1000 / Math.max(1, count),
    postgres: opts.postmaster ? (postgresCpuMs(opts.postmaster) - pgBefore) / Math.max(1, count) : null,
  };
  await Promise.all(clients.map((c) => c.end()));
  if (written !== count) throw new Error(`the ceiling wrote ${written} of ${count} statements`);
  return { rate: count / elapsed, cpu };
}
