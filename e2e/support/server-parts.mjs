// The parts the e2e servers (serve.mjs, serve-two.mjs) are made of: an SMTP sink that saves
// every mail as JSON, a fresh database on the server of DATABASE_URL, the built API as a child process,
// and the clean-up of a server's folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on a free port that saves each mail as `<mailDir>/<time>-<n>.json` (to, from, raw). */
export async function startMailSink(mailDir) {
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
        // Written under another name, then renamed: a test reading the folder never sees half a mail.
        const name = join(mailDir, `${Date.now()}-${count}.json`);
        writeFileSync(`${name}.partial`, JSON.stringify(mail));
        renameSync(`${name}.partial`, name);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${smtp.server.address().port}`, close: () => smtp.close(() => {}) };
}

/**
 * With DATABASE_URL (CI's PostgreSQL 15 pass): a fresh database of its own on that server, so the e2e
 * servers and the unit tests never share one. Its URL, and how to drop it; null without DATABASE_URL.
 */
export async function freshDatabase(url = process.env.DATABASE_URL) {
  if (!url) return null;
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

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API (apps/api/dist/main.js; PREMIA_E2E_API_ENTRY=apps/api/src/main.ts runs it from source through
 * tsx) as a child process sharing this one's output, with the environment given added to ours.
 */
export function spawnApi(env) {
  const entry = process.env.PREMIA_E2E_API_ENTRY ?? 'apps/api/dist/main.js';
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  return spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
  });
}

/** Stops a child with SIGTERM (its graceful shutdown) and waits for it to exit. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Deletes a server's folder, and the run's root once the other servers' folders are gone too. */
export function removeServerFolder(dir) {
  rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(dirname(dir));
  } catch {
    // not empty yet: the last server to stop removes it
  }
}

/** Runs `stop(code)` once, on the first of SIGTERM/SIGINT (code 0) or a call of the returned function. */
export function onStop(stop) {
  let stopping = false;
  const once = async (code) => {
    if (stopping) return;
    stopping = true;
    await stop(code);
    process.exit(code);
  };
  process.on('SIGTERM', () => void once(0));
  process.on('SIGINT', () => void once(0));
  return once;
}
