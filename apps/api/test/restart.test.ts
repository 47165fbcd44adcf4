import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * The real server process on its own embedded PostgreSQL: killed with SIGKILL it starts again with
 * nothing lost; a second process cannot open the same data folder; SIGTERM stops everything cleanly.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-restart-'));
const children: ChildProcess[] = [];

function startServer(): ServerProcess {
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DATABASE_URL: undefined };
  const server = startServerProcess(env);
  children.push(server.child);
  return server;
}

const post = (base: string, route: string, body: unknown) =>
  postJson(base, route, body) as Promise<{ s: string; m?: string; user?: { token: string } }>;

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('survives SIGKILL with nothing lost, refuses a second owner, and stops cleanly on SIGTERM', async () => {
    const first = startServer();
    const base1 = await first.ready;
    expect(((await (await fetch(`${base1}/health`)).json()) as { s: string }).s).toBe('ok');
    // A write acknowledged before SIGKILL: a customer registered at the counter.
    const owner = await post(base1, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    expect(owner.s).toBe('ok');
    const added = await postJson(
      base1,
      '/client/customer/add',
      { firstName: 'José', lastName: 'Reinicio' },
      owner.user!.token,
    );
    expect(added.s).toBe('ok');

    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer();
    const base2 = await second.ready;
    const login = await post(base2, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    expect(login.s).toBe('ok');
    const found = await postJson(base2, '/client/customer/search', { q: 'Reinicio' }, login.user!.token);
    expect(found.customers.map((c: { name: string }) => c.name)).toEqual(['José Reinicio']);

    const intruder = startServer();
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/in use by another Premia process/);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'premia.lock'))).toBe(false);
    // An embedded PostgreSQL server is made, started twice and stopped: minutes on a loaded machine.
  }, 180_000);
});
