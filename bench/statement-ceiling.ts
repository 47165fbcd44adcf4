/**
 * The ceilings of add-points, sent straight to PostgreSQL from 10 connections (measureConnections). The
 * one with the same work: the one statement the API's add-points sends (ledger row, balance that cannot
 * go below zero, the customer's level, both roll-ups, the Idempotency-Key and the answer it stores),
 * built by the API's own service code before the clock starts, then sent straight to PostgreSQL from 10
 * connections as a prepared statement. Only the customer and the key change. The API's statement also
 * checks that the caller's session is unchanged (a remembered session, api-routes.ts): the ceiling is
 * measured without that check, which is the API's sign-in work, and with it, as the API sends it.
 */
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbOrTx } from '../apps/api/src/db/database.ts';
import {
  findActiveSession,
  sessionUnchanged,
} from '../apps/api/src/features/account/auth/auth.repository.ts';
import { givePurchasePoints } from '../apps/api/src/features/loyalty/points/points.service.ts';
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
  withSessionCheck: boolean,
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
      claim: {
        ...claimOf({ storeId: session.storeId, route, key: randomUUID(), input }),
        ...(withSessionCheck ? { sessionCheck: sessionUnchanged(session.sessionId, session.revision) } : {}),
      },
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

/** Where and how long a ceiling is measured. */
export interface CeilingRun {
  url: string;
  connections: number;
  seconds: number;
  /** The embedded server's postmaster, for its CPU (null with DATABASE_URL). */
  postmaster: number | null;
}

/**
 * Sends statements from `run.connections` connections, each as soon as its last was answered, for
 * `run.seconds`: statements per second, and CPU per statement of this process (the client) and of
 * PostgreSQL. `send` answers whether its statement wrote, or null when it has nothing left to send.
 * Each connection sends one statement before the clock starts (a prepared statement is then prepared).
 */
export async function measureConnections(run: CeilingRun, send: (c: pg.Client) => Promise<boolean> | null) {
  const clients = await Promise.all(
    Array.from({ length: run.connections }, async () => {
      const c = new pg.Client({ connectionString: run.url });
      await c.connect();
      await send(c);
      return c;
    }),
  );
  const started = Date.now();
  const until = started + run.seconds * 1000;
  const clientBefore = process.cpuUsage();
  const pgBefore = run.postmaster ? postgresCpuMs(run.postmaster) : 0;
  let count = 0;
  let written = 0;
  await Promise.all(
    clients.map(async (c) => {
      while (Date.now() < until) {
        const sent = send(c);
        if (!sent) return;
        count++;
        if (await sent) written++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const cpu = {
    client: (client.user + client.system) / 1000 / Math.max(1, count),
    postgres: run.postmaster ? (postgresCpuMs(run.postmaster) - pgBefore) / Math.max(1, count) : null,
  };
  await Promise.all(clients.map((c) => c.end()));
  if (written !== count) throw new Error(`the ceiling wrote ${written} of ${count} statements`);
  return { rate: count / elapsed, cpu };
}

/**
 * The ceiling of add-points: the API's own statement, built before the clock starts (see above), with
 * or without the check of the caller's session.
 */
export async function measureStatementCeiling(
  run: CeilingRun,
  opts: { database: Database; token: string; randomCustomer: () => number; withSessionCheck: boolean },
) {
  // More than the connections can send in the time (measured at about 2,400 per second at most).
  const built = await buildStatements(
    opts.database,
    opts.token,
    opts.randomCustomer,
    4_000 * run.seconds,
    opts.withSessionCheck,
  );
  let next = 0;
  return measureConnections(run, (c) => {
    const values = built.values[next++];
    if (!values) return null;
    return c
      .query({ name: 'add-points', text: built.text, values: values as unknown[] })
      .then((r) => Boolean(r.rowCount));
  });
}
