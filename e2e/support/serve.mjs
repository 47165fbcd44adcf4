#!/usr/bin/env node
// Playwright's webServer: starts an SMTP server that saves every mail as JSON under <dir>/mail, then
// the built API (apps/api/dist/main.js) on PORT with a fresh DATA_DIR under <dir>/data and SMTP_URL
// pointing at that SMTP server. On SIGTERM/SIGINT it stops the API, then deletes <dir>.
// Usage: node e2e/support/serve.mjs <dir>   (PORT and BRAND_* come from the environment)
// With DATABASE_URL (CI's PostgreSQL 15 pass) the API gets a fresh database of its own on that server,
// created here and dropped on exit, so the two servers and the unit tests never share one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const dir = process.argv[2];
if (!dir) throw new Error('usage: serve.mjs <dir>');
const mailDir = join(dir, 'mail');
mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      };
      writeFileSync(join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

/** A fresh database on the server of DATABASE_URL: its URL, and how to drop it. */
async function freshDatabase(url) {
  const name = `premia_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;

const port = process.env.PORT ?? '3000';
// PREMIA_E2E_API_ENTRY=apps/api/src/main.ts runs the API from source (through tsx) instead of the build.
const entry = process.env.PREMIA_E2E_API_ENTRY ?? 'apps/api/dist/main.js';
const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
const api = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  smtp.close(() => {});
  await database?.drop().catch((error) => console.error(`could not drop the e2e database: ${error}`));
  rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(dirname(dir)); // the run's root, once the other server's folder is gone too
  } catch {
    // not empty yet: the other server removes it
  }
  process.exit(code);
}
api.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
