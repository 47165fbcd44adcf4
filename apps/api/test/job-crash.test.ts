import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFromTemplate } from './build-test-app.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { mailText, startMailCatcher } from './mail-catcher.ts';
import { postJson, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * The real server killed (SIGKILL) after a customer's creation committed and before its welcome mail
 * went out: started again, it sends that mail exactly once. The first process runs no job workers
 * (JOB_WORKERS=false), so the mail cannot leave before the kill.
 */
const adminUrl = inject('pgAdminUrl');
const name = `premia_crash_${randomBytes(6).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-crash-'));
const children: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let db: pg.Client;

function startServer(env: NodeJS.ProcessEnv = {}): ServerProcess {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(adminUrl, name),
    SMTP_URL: smtp.url,
    ...env,
  });
  children.push(server.child);
  return server;
}

beforeAll(async () => {
  await createFromTemplate(adminUrl, name, inject('pgTemplate'));
  smtp = await startMailCatcher();
  db = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  await db.connect();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.end();
  await smtp.close();
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const outboxOf = async (to: string) =>
  (await db.query('select status from mail_outbox where to_address = $1', [to])).rows;

describe('a mail whose server was killed after the commit', () => {
  it('goes out exactly once when the server starts again', async () => {
    const first = startServer({ JOB_WORKERS: 'false' });
    const base1 = await first.ready;
    const login = await postJson(base1, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const added = await postJson(
      base1,
      '/client/customer/add',
      { firstName: 'Marta', lastName: 'Quiroga', email: 'marta@example.com' },
      login.user.token,
    );
    expect(added.s).toBe('ok');
    expect(await outboxOf('marta@example.com')).toEqual([{ status: 'queued' }]);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.mails).toHaveLength(0);

    const second = startServer();
    await second.ready;
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.to).toEqual(['marta@example.com']);
    expect(mailText(mail!.raw)).toContain(`Su código de cliente es ${added.customer.clientCode}`);
    // Long enough for a second send, were there one (the mail queue is polled every second).
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.mails).toHaveLength(1);
    expect(await outboxOf('marta@example.com')).toEqual([{ status: 'sent' }]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
