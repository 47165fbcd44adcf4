import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminQuery, withDatabase } from '../../test/global-setup.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { backupDatabase, fingerprint, RestoreRefused, restoreDatabase } from './backup.ts';
import { type Database, openPool } from './database.ts';
import { markRestoreStarted, refuseUnfinishedRestore, UnfinishedRestore } from './restore-marker.ts';

let t: TestApp;
let fresh: Database;
let freshName: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-backup-'));
const adminUrl = inject('pgAdminUrl');

beforeAll(async () => {
  // No workers: the mails the test queues are still waiting in the job queue when the backup is taken.
  t = await buildTestApp({ env: { JOB_WORKERS: 'false' } });
  // A fresh database: the migrations applied, nobody in it (what `npm run restore` gets on a new folder).
  freshName = `premia_restore_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${freshName} template ${inject('pgTemplate')}`);
  fresh = openPool(withDatabase(adminUrl, freshName), pino({ level: 'silent' }), 2);
});
afterAll(async () => {
  await fresh.close();
  await adminQuery(adminUrl, `drop database if exists ${freshName} with (force)`);
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table and every store ledger exactly, and the platform goes on from there', async () => {
    const owner = await t.login('owner@premia.local');
    const created = await t.post(
      '/client/customer/add',
      {
        firstName: 'Zoë "Copia"',
        lastName: 'Barra \\ y "comillas"',
        email: 'zoe.copia@example.com',
        mobile: '987654321',
        phoneCode: '+51',
        marketingConsent: true,
      },
      owner,
    );
    expect(created.body.s).toBe('ok');
    const given = await t.post(
      '/client/customer/add-points',
      { customerId: created.body.customer.id, amount: 25.5, ticketNumber: 'B-1' },
      owner,
    );
    expect(given.body.s).toBe('ok');

    const file = path.join(dir, 'premia.backup.gz');
    const header = await backupDatabase(t.pool, file);
    expect(header.tables.find((table) => table.name === 'ledger_entries')?.rows).toBeGreaterThan(0);

    await restoreDatabase(fresh.pool, file);
    const [before, after] = await Promise.all([fingerprint(t.pool), fingerprint(fresh.pool)]);
    expect(after).toEqual(before);
    expect(after.ledgers.length).toBeGreaterThan(0);

    // The welcome mail still waiting to be sent is still waiting after the restore.
    const waiting = `select id, name, data from pgboss.job where state < 'completed' order by id`;
    const [queued, restored] = await Promise.all([t.pool.query(waiting), fresh.pool.query(waiting)]);
    expect(queued.rows.some((job) => job.name === 'mail')).toBe(true);
    expect(restored.rows).toEqual(queued.rows);

    // New rows continue after the restored ids.
    const next = await fresh.pool.query<{ id: number }>(
      `insert into store_types (name) values ('Prueba') returning id`,
    );
    const highest = await fresh.pool.query<{ id: number }>(`select max(id)::int as id from store_types`);
    expect(next.rows[0]!.id).toBe(highest.rows[0]!.id);
  });

  it('refuses a database that already has users, and a file that is not a backup, changing nothing', async () => {
    const file = path.join(dir, 'again.backup.gz');
    await backupDatabase(t.pool, file);
    const before = await fingerprint(fresh.pool);
    await expect(restoreDatabase(fresh.pool, file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await fingerprint(fresh.pool)).toEqual(before);

    const notBackup = path.join(dir, 'not-a-backup.gz');
    await writeFile(notBackup, gzipSync('select 1;\n'));
    const other = `premia_restore_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${other} template ${inject('pgTemplate')}`);
    const empty = openPool(withDatabase(adminUrl, other), pino({ level: 'silent' }), 1);
    try {
      await expect(restoreDatabase(empty.pool, notBackup)).rejects.toThrow('not a Premia backup file');
    } finally {
      await empty.close();
      await adminQuery(adminUrl, `drop database if exists ${other} with (force)`);
    }
  });

  it('restores the jobs of a queue the fresh database lacks (pg-boss makes its own on a live server)', async () => {
    // What a server with its schedules on has: pg-boss's scheduling queue, a job waiting in it.
    await t.pool.query(`select pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}')`);
    await t.pool.query(`insert into pgboss.job (name, data) values ('__pgboss__send-it', '{"cron":1}')`);
    const file = path.join(dir, 'live.backup.gz');
    await backupDatabase(t.pool, file);
    const { database, drop } = await emptyClone();
    try {
      await restoreDatabase(database.pool, file);
      const waiting = `select name, data from pgboss.job where state < 'completed' order by name, id`;
      const [queued, restored] = await Promise.all([t.pool.query(waiting), database.pool.query(waiting)]);
      expect(restored.rows).toEqual(queued.rows);
      expect(restored.rows.some((job) => job.name === '__pgboss__send-it')).toBe(true);
    } finally {
      await drop();
    }
  });

  it('restores the uploads into a fresh folder, and keeps them out of a folder that has files', async () => {
    const uploads = path.join(dir, 'uploads-live');
    fs.mkdirSync(path.join(uploads, 'store-1', 'reward'), { recursive: true });
    const picture = randomBytes(200_000);
    fs.writeFileSync(path.join(uploads, 'store-1', 'reward', 'a.png'), picture);
    const file = path.join(dir, 'with-files.backup.gz');
    const header = await backupDatabase(t.pool, file, { uploads });
    expect(header.files).toEqual({ files: 1, bytes: picture.length });
    const { database, drop } = await emptyClone();
    try {
      const taken = path.join(dir, 'uploads-taken');
      fs.mkdirSync(taken);
      fs.writeFileSync(path.join(taken, 'other.png'), 'x');
      await expect(restoreDatabase(database.pool, file, { uploads: taken })).rejects.toBeInstanceOf(
        RestoreRefused,
      );
      const target = path.join(dir, 'uploads-restored');
      const restored = await restoreDatabase(database.pool, file, { uploads: target });
      expect(restored.files).toBe(1);
      expect(fs.readFileSync(path.join(target, 'store-1', 'reward', 'a.png'))).toEqual(picture);
    } finally {
      await drop();
    }
  });

  it('a failed restore leaves its mark: the server refuses to start on it until a restore completes', async () => {
    const whole = path.join(dir, 'whole.backup.gz');
    await backupDatabase(t.pool, whole);
    const cut = path.join(dir, 'cut.backup.gz');
    const bytes = fs.readFileSync(whole);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const { database, url, drop } = await emptyClone();
    try {
      await markRestoreStarted(database.pool, cut);
      await expect(restoreDatabase(database.pool, cut)).rejects.toThrow();
      await expect(refuseUnfinishedRestore(database.pool)).rejects.toBeInstanceOf(UnfinishedRestore);
      // The server does not start on it (it would find no users and seed the demo store).
      const config = loadConfig({
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        DATA_DIR: dir,
        PUBLIC_URL: 'http://premia.test',
      });
      // buildApp closes the database it was given when it fails to start: its own pool.
      const own = openPool(url, pino({ level: 'silent' }), 1);
      await expect(buildApp(config, { database: own, logger: pino({ level: 'silent' }) })).rejects.toThrow(
        /restore that did not finish/,
      );
      const users = await database.pool.query<{ n: number }>('select count(*)::int as n from users');
      expect(users.rows[0]!.n).toBe(0);

      await restoreDatabase(database.pool, whole);
      await expect(refuseUnfinishedRestore(database.pool)).resolves.toBeUndefined();
      expect(await fingerprint(database.pool)).toEqual(await fingerprint(t.pool));
    } finally {
      await drop();
    }
  });
});

/** Another database as `npm run restore` gets it on a new folder: the migrations applied, nobody in it. */
async function emptyClone() {
  const name = `premia_restore_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const url = withDatabase(adminUrl, name);
  const database = openPool(url, pino({ level: 'silent' }), 2);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
