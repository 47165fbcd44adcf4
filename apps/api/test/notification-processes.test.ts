import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPool } from '../src/db/database.ts';
import { startCustomerSession } from '../src/features/loyalty/wallet/index.ts';
import { createFromTemplate } from './build-test-app.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { mailText, startMailCatcher } from './mail-catcher.ts';
import { startPushEndpoint } from './push-endpoint.ts';
import { postJson, type ServerProcess, startServerProcess } from './server-process.ts';
import { limaAt, sleep } from './waiting.ts';

/**
 * Notifications sent by the real server (src/main.ts) as child processes on one PostgreSQL: two
 * processes send a scheduled notification at its time, once; a process killed mid-send leaves the rest
 * to the next one, and no device gets it twice.
 */
const adminUrl = inject('pgAdminUrl');
const name = `premia_notify_${randomBytes(6).toString('hex')}`;
const dirs: string[] = [];
const children: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let database: Database;

function startServer(env: NodeJS.ProcessEnv = {}): ServerProcess {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-notify-'));
  dirs.push(dir);
  const server = startServerProcess({
    DATA_DIR: dir,
    DATABASE_URL: withDatabase(adminUrl, name),
    SMTP_URL: smtp.url,
    PUSH_ENDPOINT_ORIGINS: push.origin,
    // The brand with store notifications (spec §2).
    BRAND_ADMIN_ENABLED: 'false',
    ...env,
  });
  children.push(server.child);
  return server;
}

beforeAll(async () => {
  await createFromTemplate(adminUrl, name, inject('pgTemplate'));
  smtp = await startMailCatcher();
  push = await startPushEndpoint();
  database = openPool(withDatabase(adminUrl, name), pino({ level: 'silent' }), 2);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database.close();
  await smtp.close();
  await push.close();
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function demoStoreId(): Promise<number> {
  const found = await database.pool.query(`select store_id from users where email = 'owner@premia.local'`);
  return found.rows[0].store_id;
}

/** Customers of the demo store who accept marketing, each with a mail address and a device. */
async function customersWithDevices(base: string, token: string, count: number, tag: string) {
  const devices = [];
  for (let i = 0; i < count; i++) {
    const added = await postJson(
      base,
      '/client/customer/add',
      {
        firstName: 'Cliente',
        lastName: `${tag} ${i}`,
        email: `${tag}${i}@example.com`,
        marketingConsent: true,
      },
      token,
    );
    expect(added.s).toBe('ok');
    const session = await startCustomerSession(database.db, await demoStoreId(), added.customer.id);
    const device = push.device();
    expect((await postJson(base, '/wallet/push/subscribe', device.subscription, session)).s).toBe('ok');
    devices.push(device.id);
  }
  return devices;
}

describe('notifications sent by the real server', () => {
  it('two processes send a scheduled notification at its time, once', async () => {
    const a = startServer();
    const base = await a.ready;
    const b = await startServer().ready;
    const login = await postJson(base, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const token = login.user.token as string;
    await database.pool.query('update stores set email_on_customer_creation = false');
    // Only this test's customers accept marketing (the demo's own customers accept some channels).
    await database.pool.query('update customer_consents set granted = false');
    await database.pool.query('update customers set marketing_consent = false');
    const settings = { quietStart: '00:00', quietEnd: '00:00', weeklyCap: 10 };
    expect((await postJson(b, '/client/notification/settings/save', settings, token)).s).toBe('ok');
    const devices = await customersWithDevices(base, token, 3, 'par');
    // Each proved their address (a wallet code), as marketing mail asks of an address staff typed.
    await database.pool.query("update customers set mail_confirmed_email = email where email like 'par%'");

    const at = limaAt(15);
    const created = await postJson(
      b,
      '/client/notification/add',
      { title: 'A su hora', description: 'Una vez, a su hora.', ...at, sendPush: true, sendMail: true },
      token,
    );
    expect(created.s).toBe('ok');
    const due = new Date(`${at.date}T${at.time}-05:00`).getTime();
    const received = await push.waitFor(3, 40_000);
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    expect(received.map((p) => p.device).sort()).toEqual([...devices].sort());
    const mails = await smtp.waitFor(3, 20_000);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([
      'par0@example.com',
      'par1@example.com',
      'par2@example.com',
    ]);
    expect(mailText(mails[0]!.raw)).toContain('Una vez, a su hora.');
    // Long enough for a second send by the other process, were there one.
    await sleep(4000);
    expect(push.received).toHaveLength(3);
    expect(smtp.mails).toHaveLength(3);
    const sent = await database.pool.query(
      `select count(*)::int as n from notification_deliveries where notification_id = $1`,
      [created.notification.id],
    );
    expect(sent.rows[0].n).toBe(1);
    for (const child of children) child.kill('SIGTERM');
  }, 120_000);

  it('a process killed mid-send leaves the rest to the next, and no device gets it twice', async () => {
    push.received.length = 0;
    const first = startServer();
    const base = await first.ready;
    const login = await postJson(base, '/login/client', {
      email: 'owner@premia.local',
      password: 'Premia2026!',
    });
    const token = login.user.token as string;
    // Only this test's devices.
    await database.pool.query('delete from push_subscriptions');
    const devices = await customersWithDevices(base, token, 30, 'crash');
    // Each proved their address (a wallet code), as marketing mail asks of an address staff typed.
    await database.pool.query("update customers set mail_confirmed_email = email where email like 'crash%'");

    push.holdAfter(10);
    const created = await postJson(
      base,
      '/client/notification/add',
      { title: 'A medias', description: 'Cortada a la mitad.', ...limaAt(0), sendPush: true },
      token,
    );
    expect(created.s).toBe('ok');
    // Ten pushes taken by the push service and marked sent; the next ones wait for its answer.
    await push.waitFor(10, 30_000);
    for (;;) {
      const marked = await database.pool.query(
        `select count(*)::int as n from push_outbox where status = 'sent'`,
      );
      if (marked.rows[0].n >= 10) break;
      await sleep(50);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    await push.release();
    expect(push.received).toHaveLength(10);

    await startServer().ready;
    await push.waitFor(30, 90_000);
    await sleep(3000);
    expect(push.received).toHaveLength(30);
    expect(push.received.map((p) => p.device).sort()).toEqual([...devices].sort());
    const rows = await database.pool.query(
      `select status, count(*)::int as n from push_outbox
      where delivery_id in (select id from notification_deliveries where notification_id = $1) group by status`,
      [created.notification.id],
    );
    expect(rows.rows).toEqual([{ status: 'sent', n: 30 }]);
  }, 180_000);
});
