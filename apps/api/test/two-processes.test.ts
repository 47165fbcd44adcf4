import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFromTemplate } from './build-test-app.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { postJson, startServerProcess } from './server-process.ts';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer (docs/DEPLOY.md): a client's calls
 * land on either, and the pair behaves as one server — sessions, the counter's remembered sessions,
 * Idempotency-Keys and the job queue's mails.
 */
const adminUrl = inject('pgAdminUrl');
const name = `premia_pair_${randomBytes(6).toString('hex')}`;
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'premia-pair-')));
const children: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let db: pg.Client;
let a: string;
let b: string;

beforeAll(async () => {
  await createFromTemplate(adminUrl, name, inject('pgTemplate'));
  smtp = await startMailCatcher();
  db = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  await db.connect();
  // The first seeds the demo platform; the second starts once it has (as a rolling deploy would).
  const servers = [];
  for (const dir of dirs) {
    const server = startServerProcess({
      DATA_DIR: dir,
      DATABASE_URL: withDatabase(adminUrl, name),
      SMTP_URL: smtp.url,
    });
    children.push(server.child);
    servers.push(await server.ready);
  }
  [a, b] = servers as [string, string];
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.end();
  await smtp.close();
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function give(base: string, token: string, customerId: number, key: string, ticket: string) {
  const res = await fetch(`${base}/client/customer/add-points`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ customerId, amount: 10, ticketNumber: ticket }),
  });
  return { status: res.status, body: await res.json() };
}

describe('two API processes on one database', () => {
  it('share sessions, remembered sessions, idempotency keys and the job queue', async () => {
    const login = await postJson(a, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const token = login.user.token as string;
    expect((await postJson(b, '/client/info', {}, token)).user.email).toBe('owner@premia.local');

    // Ten customers created on either process: each welcome mail goes out exactly once.
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const added = await postJson(
        i % 2 ? b : a,
        '/client/customer/add',
        { firstName: 'Par', lastName: `Cliente ${i}`, email: `par${i}@example.com` },
        token,
      );
      expect(added.s).toBe('ok');
      ids.push(added.customer.id);
    }
    await smtp.waitFor(10, 30_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `par${i}@example.com`).sort(),
    );

    // One Idempotency-Key sent to both at once, then again to each: one entry, one answer.
    const customer = ids[0]!;
    const tries = await Promise.all([
      give(a, token, customer, 'pair-key-1', 'T-1'),
      give(b, token, customer, 'pair-key-1', 'T-1'),
      give(a, token, customer, 'pair-key-1', 'T-1'),
      give(b, token, customer, 'pair-key-1', 'T-1'),
    ]);
    const again = [
      await give(a, token, customer, 'pair-key-1', 'T-1'),
      await give(b, token, customer, 'pair-key-1', 'T-1'),
    ];
    const answers = [...tries, ...again];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    const entries = await db.query(
      `select count(*)::int as n from ledger_entries where customer_id = $1 and ticket_number = 'T-1'`,
      [customer],
    );
    expect(entries.rows[0].n).toBe(1);

    // A remembers the session for the counter; signing out on B ends it on A's very next call.
    expect((await give(a, token, customer, 'pair-key-2', 'T-2')).status).toBe(200);
    expect((await give(a, token, customer, 'pair-key-3', 'T-3')).status).toBe(200);
    expect((await postJson(b, '/login/client/logout', {}, token)).s).toBe('ok');
    const after = await give(a, token, customer, 'pair-key-4', 'T-4');
    expect(after.status).toBe(401);
    const written = await db.query(
      `select count(*)::int as n from ledger_entries where ticket_number = 'T-4'`,
    );
    expect(written.rows[0].n).toBe(0);
  }, 120_000);
});
