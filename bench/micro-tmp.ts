import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { routes } from '@premia/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import pino from 'pino';
import { openPool } from '../apps/api/src/db/database.ts';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { findActiveSession, sessionUnchanged } from '../apps/api/src/features/auth/auth.repository.ts';
import { givePurchasePoints } from '../apps/api/src/features/points/points.service.ts';
import { claimOf } from '../apps/api/src/idempotency/idempotency.ts';
import { hashToken } from '../apps/api/src/lib/tokens.ts';
import { signIn, startApiProcess } from './api-process.ts';
import { BENCH_OWNER } from './setup.ts';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR!);
const server = await startEmbeddedServer(dataDir, pino({ level: 'warn' }));
const url = new URL(server.url('postgres'));
url.pathname = '/premia_bench';
const api = await startApiProcess({ databaseUrl: url.toString(), dataDir });
const token = await signIn(api.base, BENCH_OWNER.email, BENCH_OWNER.password);
await api.stop();
const database = openPool(url.toString(), pino({ level: 'warn' }));
const session = (await findActiveSession(database.db, hashToken(token)))!;
const real = await database.pool.query('select 1');
let answerRow: unknown;
const capture = drizzle({
  client: { query: async () => ({ rows: [], rowCount: 0, fields: [], command: 'SELECT' }) } as unknown as pg.Client,
}) as never;
const N = Number(process.env.N ?? 20000);
async function time(name: string, f: () => unknown) {
  for (let i = 0; i < 2000; i++) await f();
  const best: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await f();
    const d = process.cpuUsage(t0);
    best.push((d.user + d.system) / N);
  }
  console.log(`${name}: ${Math.min(...best).toFixed(1)} µs (runs ${best.map((b) => b.toFixed(1)).join(' ')})`);
}
const check = sessionUnchanged(hashToken(token), session.fingerprint!);
await time('build add-points statement (service → executeNamed)', () => {
  const input = { customerId: 5000 + Math.floor(Math.random() * 1000), amount: 35.9 };
  const claim = { ...claimOf({ storeId: session.storeId!, route: '/client/customer/add-points', key: randomUUID(), input }), sessionCheck: sessionUnchanged(hashToken(token), session.fingerprint!) };
  return givePurchasePoints({ db: capture, session, claim } as never, input).catch(() => {});
});
const def = routes['/client/customer/add-points'];
await time('zod input', () => def.input.parse({ customerId: 5123, amount: 35.9 }, { reportInput: true }));
const answer = (await database.pool.query(`select response from idempotency_keys where route = '/client/customer/add-points' and response is not null limit 1`)).rows[0]?.response;
console.log(JSON.stringify(answer).length, 'bytes of answer');
await time('zod output', () => def.output.parse(answer));
await time('JSON.stringify answer', () => JSON.stringify({ s: 'ok', ...answer }));
await time('hashToken', () => hashToken(token));
await time('claimOf', () => claimOf({ storeId: 1, route: '/client/customer/add-points', key: randomUUID(), input: { customerId: 5123, amount: 35.9 } }));
await time('randomUUID', () => randomUUID());
void real; void answerRow; void check;
await database.close();
await server.stop();
