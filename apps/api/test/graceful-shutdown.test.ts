import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningServerUrl } from '../src/db/embedded-server.ts';
import { postJson, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * SIGTERM on the real server process (its own embedded PostgreSQL): a request in flight is answered,
 * no new connection is taken, the process ends with 0 within 10 s and PostgreSQL is shut down cleanly.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-shutdown-'));
const children: ChildProcess[] = [];

function startServer(env: NodeJS.ProcessEnv = {}): ServerProcess {
  const server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...env });
  children.push(server.child);
  return server;
}

/** Whether a new TCP connection to the server's port is refused. */
function refused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port: Number(port),
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function untilTrue(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections while it waits, exits 0 and stops PostgreSQL cleanly', async () => {
    const server = startServer();
    const base = await server.ready;
    const owner = await postJson(base, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const token: string = owner.user.token;
    const added = await postJson(
      base,
      '/client/customer/add',
      { firstName: 'Ana', lastName: 'Apagado' },
      token,
    );
    const customerId: number = added.customer.id;

    // The customer's row locked in a transaction of ours: the server's add-points waits on it.
    const lock = new pg.Client({ connectionString: runningServerUrl(dataDir, 'premia') });
    await lock.connect();
    await lock.query('begin');
    await lock.query('select 1 from customers where id = $1 for update', [customerId]);
    const inFlight = fetch(`${base}/client/customer/add-points`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ customerId, amount: 120 }),
    });
    let inFlightSettled = false;
    const settle = () => {
      inFlightSettled = true;
    };
    inFlight.then(settle, settle);
    const waiting = await untilTrue(async () => {
      const found = await lock.query('select 1 from pg_locks where not granted');
      return (found.rowCount ?? 0) > 0;
    }, 10_000);
    expect(waiting).toBe(true);

    server.child.kill('SIGTERM');
    expect(await untilTrue(() => refused(base), 10_000)).toBe(true);
    // Refused while the request still waits on our lock (not once the drain time cut it).
    expect(inFlightSettled).toBe(false);
    // The request is still waiting on our lock; let it go a moment later.
    await new Promise((r) => setTimeout(r, 500));
    await lock.query('rollback');
    await lock.end();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const answered = (await answer.json()) as { m: string; balance: number };
    expect(answered.m).toBe('Se sumaron 12 puntos.');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'premia.lock'))).toBe(false);

    // The next start finds a cleanly shut down cluster (no crash recovery), with the points given kept.
    const next = startServer({ LOG_LEVEL: 'debug' });
    const base2 = await next.ready;
    expect(next.output()).toMatch(/database system was shut down at/);
    expect(next.output()).not.toMatch(/automatic recovery|not properly shut down|interrupted/);
    const again = await postJson(base2, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const info = await postJson(base2, '/client/customer/info', { customerId }, again.user.token);
    expect(info.customer.balance).toBe(answered.balance);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);
});
