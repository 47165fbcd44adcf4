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
import { backupDatabase, fingerprint, RestoreRefused, restoreDatabase } from './backup.ts';
import { type Database, openPool } from './database.ts';

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
});
