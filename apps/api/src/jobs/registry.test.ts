import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createJobQueue, installJobQueue, queueSettingsOf } from './job-queue.ts';
import { JOBS, QUEUE_NAMES } from './registry.ts';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The queue names the code enqueues to by name (the enqueue calls' second argument), tests included. */
function enqueuedQueues(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\.enqueue\(\s*[\w.]+\s*,\s*'([^']+)'/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** The queues whose data the code declares (each feature's `interface JobData` in its jobs.ts). */
function queuesWithData(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(SRC)) {
    for (const block of readFileSync(file, 'utf8').matchAll(/interface JobData \{\n([\s\S]*?)\n {2}\}/g)) {
      for (const key of block[1]!.matchAll(/^ {4}'?([\w-]+)'?\??:/gm)) names.add(key[1]!);
    }
  }
  return names;
}

const t = useTestApp({ seed: false });

describe("the job registry (each feature's jobs.ts, listed once in jobs/registry.ts)", () => {
  it('declares each queue once', () => {
    expect(new Set(QUEUE_NAMES).size).toBe(QUEUE_NAMES.length);
    expect(() => queueSettingsOf(JOBS)).not.toThrow();
  });

  it('has a declaration working every queue the code enqueues to', () => {
    const enqueued = [...enqueuedQueues()];
    // The scan finds the queues of several features (so it reads the code it should).
    expect(enqueued).toEqual(expect.arrayContaining(['mail', 'mail-batch', 'notification-fanout']));
    expect(enqueued.filter((name) => !QUEUE_NAMES.includes(name as never))).toEqual([]);
  });

  it('has a declaration in the registry for every queue whose data a feature declares, and no other', () => {
    const withData = [...queuesWithData()].sort();
    expect(withData).toEqual(
      expect.arrayContaining(['mail', 'notification-send', 'orders-release', 'clean-up']),
    );
    expect([...QUEUE_NAMES].sort()).toEqual(withData);
  });

  it('installs exactly the declared queues, each with its dead letter queue', async () => {
    const { rows } = await t.pool.query<{ name: string }>('select name from pgboss.queue order by name');
    const expected = QUEUE_NAMES.flatMap((name) => [name, `${name}-dead`]).sort();
    expect(rows.map((r) => r.name).sort()).toEqual(expected);
  });

  it('refuses a queue declared twice, before installing or working anything', async () => {
    const twice = [...JOBS, JOBS[0]];
    const url = (t.pool.options as { connectionString: string }).connectionString;
    expect(() => queueSettingsOf(twice)).toThrow('job queue mail is declared twice');
    await expect(installJobQueue(url, twice)).rejects.toThrow('declared twice');
    expect(() =>
      createJobQueue({ url, log: pino({ level: 'silent' }), schedules: false, queues: twice }),
    ).toThrow('declared twice');
  });
});
