/**
 * node --import tsx bench/explain-add-points.ts <database url> — EXPLAIN (ANALYZE, BUFFERS) of the
 * statement the API's add-points sends for a random customer of the bench store (with the check of the
 * caller's session, as the counter's fast path sends it), inside a transaction that is rolled back.
 */
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import pino from 'pino';
import { type DbOrTx, openPool } from '../apps/api/src/db/database.ts';
import {
  findActiveSession,
  insertSession,
  sessionUnchanged,
} from '../apps/api/src/features/account/auth/auth.repository.ts';
import { givePurchasePoints } from '../apps/api/src/features/loyalty/points/points.service.ts';
import { claimOf } from '../apps/api/src/idempotency/idempotency.ts';
import type { RequestContext } from '../apps/api/src/lib/context.ts';
import { hashToken, newToken } from '../apps/api/src/lib/tokens.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: bench/explain-add-points.ts <database url>');
const database = openPool(url, pino({ level: 'warn' }), 2);
const owner = await database.pool.query(`select id, store_id from users where email = 'bench@premia.local'`);
const { id: userId, store_id: storeId } = owner.rows[0];
const token = newToken();
await insertSession(database.db, userId, hashToken(token));
const session = (await findActiveSession(database.db, hashToken(token)))!;
const customer = await database.pool.query(
  'select id from customers where store_id = $1 order by random() limit 1',
  [storeId],
);
let sent: { text: string; values: unknown[] } | undefined;
const capture = drizzle({
  client: {
    query: async (q: { text: string; values?: unknown[] }) => {
      sent ??= { text: q.text, values: q.values ?? [] };
      return { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
    },
  } as unknown as pg.Client,
}) as unknown as DbOrTx;
const input = { customerId: customer.rows[0].id as number, amount: 35.9 };
const ctx = {
  db: capture,
  session,
  claim: {
    ...claimOf({ storeId, route: '/client/customer/add-points', key: randomUUID(), input }),
    sessionCheck: sessionUnchanged(session.sessionId, session.revision),
  },
} as unknown as RequestContext;
await givePurchasePoints(ctx, input).catch(() => {});
if (!sent) throw new Error('add-points sent no statement');
const client = await database.pool.connect();
try {
  await client.query('begin');
  const plan = await client.query(`explain (analyze, buffers, verbose off) ${sent.text}`, sent.values);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  await client.query('rollback');
} finally {
  client.release();
  await database.close();
}
