import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openPool } from '../src/db/database.ts';
import { type EmbeddedServer, startEmbeddedServer } from '../src/db/embedded-server.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoIfEmpty } from '../src/db/seed.ts';
import { installJobQueue } from '../src/jobs/job-queue.ts';
import { JOBS } from '../src/jobs/registry.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgSeededTemplate: string;
  }
}

/**
 * One PostgreSQL server per run: the embedded one, or DATABASE_URL's. A template database is migrated
 * (with the job queue's schema) once, and a copy of it gets the demo platform once; every test file
 * clones one of the two (build-test-app.ts) instead of seeding its own.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let server: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-test-'));
    server = await startEmbeddedServer(tmp, log, { durable: false });
    adminUrl = server.url('postgres');
  }
  const template = `premia_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${template}`);
  await adminQuery(adminUrl, `create database ${template}`);
  const database = openPool(withDatabase(adminUrl, template), log, 2);
  await runMigrations(database);
  await database.close();
  // pg-boss's schema and our queues, once: each cloned database has them (boss.start() then migrates nothing).
  await installJobQueue(withDatabase(adminUrl, template), JOBS);
  const seededTemplate = `${template}_seeded`;
  await adminQuery(adminUrl, `drop database if exists ${seededTemplate}`);
  await adminQuery(adminUrl, `create database ${seededTemplate} template ${template}`);
  const seeded = openPool(withDatabase(adminUrl, seededTemplate), log, 2);
  await seedDemoIfEmpty(seeded.db, log);
  await seeded.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgSeededTemplate', seededTemplate);

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${seededTemplate}`).catch(() => undefined);
    await adminQuery(adminUrl, `drop database if exists ${template}`).catch(() => undefined);
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
