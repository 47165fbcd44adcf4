import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPool } from '../src/db/database.ts';
import { findActiveSession } from '../src/features/account/auth/auth.repository.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { JOBS } from '../src/jobs/registry.ts';
import type { Deps, RequestContext } from '../src/lib/context.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createStorage } from '../src/storage/storage.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { startMailCatcher } from './mail-catcher.ts';

interface TestAppOptions {
  env?: Record<string, string>;
  /** Seed the demo platform (default true). */
  seed?: boolean;
  /** Where the server logs (default: silent, or TEST_LOG_LEVEL). */
  logger?: Logger;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type TestAppWithMail = Awaited<ReturnType<typeof buildTestAppWithMail>>;

/** The real app on a fresh database cloned from the migrated template (seeded unless told not); close() drops it. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const adminUrl = inject('pgAdminUrl');
  const name = `premia_test_${randomBytes(6).toString('hex')}`;
  const seed = options.seed !== false;
  await createFromTemplate(adminUrl, name, inject(seed ? 'pgSeededTemplate' : 'pgTemplate'));
  const log = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-test-data-'));
  const database = openPool(withDatabase(adminUrl, name), log);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://premia.test',
    WEB_DIST: '/nonexistent-web-dist',
    WALLET_DIST: '/nonexistent-wallet-dist',
    ...options.env,
  });
  const app = await buildApp(config, { database, logger: log });
  await app.ready();

  async function post(
    path: string,
    body: unknown = {},
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: body as object,
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
    return { status: response.statusCode, headers: response.headers, body: response.json() as any };
  }

  /** A multipart/form-data request: text fields and one file in the field "file". */
  async function postFile(
    path: string,
    fields: Record<string, string>,
    file: { data: Buffer; filename: string; type?: string },
    token?: string,
  ) {
    const boundary = '----premia-test-boundary';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat(parts),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
    return { status: response.statusCode, body: response.json() as any };
  }

  async function login(email: string, password = 'Premia2026!'): Promise<string> {
    const res = await post('/login/client', { email, password });
    if (res.body.s !== 'ok') throw new Error(`login ${email} failed: ${res.body.m}`);
    return res.body.user.token as string;
  }

  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
    // Enqueues only: the app's own queue runs the jobs.
    jobs: createJobQueue({ url: database.url, log, schedules: false, queues: JOBS }),
    storage: await createStorage(config),
    log,
  };

  /**
   * The context a handler gets for a call with `token` (its session read as the API reads it), for
   * tests that call services directly (the jobs they enqueue are run by the app's workers).
   */
  async function contextFor(token: string): Promise<RequestContext> {
    const session = await findActiveSession(database.db, hashToken(token));
    if (!session) throw new Error('contextFor: no active session for that token');
    return {
      deps,
      db: database.db,
      session,
      ip: '127.0.0.1',
      requestId: `test-${randomBytes(4).toString('hex')}`,
    };
  }

  /** Waits until every job enqueued so far has run (its mail sent or kept, its clean-up done). */
  async function jobsSettled(ms = 10_000): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      const { rows } = await database.pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where state < 'completed' and name not like '__pgboss%'`,
      );
      if (rows[0]?.n === 0) return;
      if (Date.now() > until) throw new Error(`jobs still waiting after ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    app,
    db: database.db,
    /** A job queue that only enqueues (the app's own runs the jobs). */
    jobs: deps.jobs,
    jobsSettled,
    pool: database.pool,
    config,
    post,
    postFile,
    login,
    contextFor,
    async close() {
      await app.close();
      await deps.jobs.stop();
      deps.mailer.close();
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of the file or describe block that calls it: built before its tests (before the
 * block's own beforeAll hooks) and closed after them. Its fields are there from the first hook on.
 */
export function useTestApp(options?: TestAppOptions): TestApp {
  return builtForTheBlock(() => buildTestApp(options));
}

/** As useTestApp, with a real SMTP server (`t.smtp`). */
export function useTestAppWithMail(options?: TestAppOptions): TestAppWithMail {
  return builtForTheBlock(() => buildTestAppWithMail(options));
}

function builtForTheBlock<T extends { close(): Promise<void> }>(build: () => Promise<T>): T {
  const app = {} as T;
  beforeAll(async () => {
    Object.assign(app, await build());
  });
  // Skipped when the build failed: its error is the one to read.
  afterAll(() => ('close' in app ? app.close() : undefined));
  return app;
}

/** A new database `name` cloned from the migrated template. */
export async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      // Two files cloning the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt > 20 || !String((error as Error).message).includes('being accessed by other users'))
        throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

/** The test app with its mail sent over SMTP to a real server started for it; close() stops both. */
export async function buildTestAppWithMail(options: TestAppOptions = {}) {
  const smtp = await startMailCatcher();
  const app = await buildTestApp({ ...options, env: { ...options.env, SMTP_URL: smtp.url } });
  return {
    ...app,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}
