import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPool } from '../src/db/database.ts';
import { runningServerUrl } from '../src/db/embedded-server.ts';
import { API_ROOT } from '../src/lib/paths.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { pngHeader } from './images.ts';
import { postJson, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Issue 31.15: the real server used for a while (its schedules on, so pg-boss has its own queues too),
 * backed up while it runs with `npm run backup`, restored with `npm run restore` into a fresh folder
 * and into an empty external database, and started there: the same customers, ledger, balances,
 * pending jobs and uploads.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-backup-restore-'));
const adminUrl = inject('pgAdminUrl');
const emptyDb = `premia_restore_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const silent = pino({ level: 'silent' });

function serverOn(env: NodeJS.ProcessEnv): ServerProcess {
  // The brand with store notifications: a scheduled one is a job the backup keeps.
  const server = startServerProcess({
    NODE_ENV: 'development',
    DATABASE_URL: undefined,
    BRAND_ADMIN_ENABLED: 'false',
    ...env,
  });
  children.push(server.child);
  return server;
}

/** An npm script's program (backup-cli, restore-cli) as `npm run` runs it; its exit code and output. */
function cli(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const merged = { ...process.env, NODE_ENV: 'development', DATABASE_URL: undefined, ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', `src/db/${script}`, ...args], {
    cwd: API_ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** What a restore must keep: customers and balances, every ledger row, the jobs still to run. */
async function picture(url: string) {
  const database = openPool(url, silent, 1);
  try {
    const customers = await database.pool.query(
      `select id, store_id, first_name, last_name, email::text, balance from customers order by id`,
    );
    const ledger = await database.pool.query(
      `select md5(string_agg(l::text, '|' order by id)) as digest, count(*)::int as n from ledger_entries l`,
    );
    const jobs = await database.pool.query(
      `select id, name, data, start_after from pgboss.job
        where state = 'created' and name = 'notification-send' order by id`,
    );
    return { customers: customers.rows, ledger: ledger.rows[0], jobs: jobs.rows };
  } finally {
    await database.close();
  }
}

async function upload(base: string, token: string) {
  const boundary = '----premia-backup';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="premio.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    pngHeader(40, 40),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${base}/general/upload-file/reward`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body,
  });
  return ((await res.json()) as { url: string }).url;
}

const signIn = async (base: string) =>
  (await postJson(base, '/login/client', { email: 'owner@premia.local', password: 'Premia2026!' })).user
    .token as string;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await adminQuery(adminUrl, `drop database if exists ${emptyDb} with (force)`);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of a running server', () => {
  it('restores into a fresh folder and an empty external database, and the server starts on the same data', async () => {
    const live = path.join(root, 'live');
    const server = serverOn({ DATA_DIR: live });
    const base = await server.ready;
    const owner = await signIn(base);
    const added = await postJson(
      base,
      '/client/customer/add',
      { firstName: 'Marta', lastName: 'Copia', email: 'marta.copia@example.com', marketingConsent: true },
      owner,
    );
    expect(added.s).toBe('ok');
    const given = await postJson(
      base,
      '/client/customer/add-points',
      { customerId: added.customer.id, amount: 42, ticketNumber: 'R-1' },
      owner,
    );
    expect(given.s).toBe('ok');
    const scheduled = await postJson(
      base,
      '/client/notification/add',
      { title: 'Mañana', description: 'Doble puntos.', date: '2030-01-15', time: '10:00', sendPush: false },
      owner,
    );
    expect(scheduled.s).toBe('ok');
    const image = await upload(base, owner);
    expect(image).toMatch(/^\/uploads\//);
    // pg-boss's own scheduling queue exists on a server with its schedules on, with a job in it.
    const liveUrl = runningServerUrl(live, 'premia')!;
    const before = await picture(liveUrl);
    expect(before.jobs.length).toBe(1);

    const file = path.join(root, 'live.backup.gz');
    const backup = await cli('backup-cli.ts', [file], { DATA_DIR: live });
    expect(backup.out).toMatch(/Backup written: .* 1 uploaded files/);
    expect(backup.code).toBe(0);
    await stop(server);

    // Into a fresh folder.
    const fresh = path.join(root, 'fresh');
    const restored = await cli('restore-cli.ts', [file], { DATA_DIR: fresh });
    expect(restored.out).toMatch(/Restored .* 1 uploaded files/);
    expect(restored.code).toBe(0);
    const again = serverOn({ DATA_DIR: fresh });
    const againBase = await again.ready;
    expect(await picture(runningServerUrl(fresh, 'premia')!)).toEqual(before);
    const served = await fetch(`${againBase}${image}`);
    expect(served.status).toBe(200);
    const found = await postJson(
      againBase,
      '/client/customer/search',
      { q: 'Copia' },
      await signIn(againBase),
    );
    expect(found.customers.map((c: { name: string }) => c.name)).toEqual(['Marta Copia']);
    await stop(again);

    // Into an empty external database (no migrations, nothing), uploads in its DATA_DIR.
    await adminQuery(adminUrl, `create database ${emptyDb}`);
    const external = { DATABASE_URL: withDatabase(adminUrl, emptyDb), DATA_DIR: path.join(root, 'ext') };
    const intoExternal = await cli('restore-cli.ts', [file], external);
    expect(intoExternal.code).toBe(0);
    const onExternal = startServerProcess({ NODE_ENV: 'development', ...external });
    children.push(onExternal.child);
    const externalBase = await onExternal.ready;
    expect(await picture(external.DATABASE_URL)).toEqual(before);
    expect((await fetch(`${externalBase}${image}`)).status).toBe(200);
    await stop(onExternal);
  }, 600_000);

  it('a restore that fails leaves a folder the server refuses to start on, and says so', async () => {
    const cut = path.join(root, 'cut.backup.gz');
    const whole = fs.readFileSync(path.join(root, 'live.backup.gz'));
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const folder = path.join(root, 'failed');
    const failed = await cli('restore-cli.ts', [cut], { DATA_DIR: folder });
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/marked as an unfinished restore/);

    const refused = serverOn({ DATA_DIR: folder, SEED_DEMO: 'true' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/restore that did not finish/);

    // Restored again, whole this time, it starts.
    const retried = await cli('restore-cli.ts', [path.join(root, 'live.backup.gz')], { DATA_DIR: folder });
    expect(retried.code).toBe(0);
    const started = serverOn({ DATA_DIR: folder });
    await started.ready;
    await stop(started);
  }, 240_000);
});
