import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Tx } from '../db/database.ts';
import type { Deps } from '../lib/context.ts';
import { isAdminShutdown } from '../lib/pg-errors.ts';
import type { AnyJob, JobData, JobName, JobRun } from './job.ts';
import { deadLetterOf, queuesInstalled } from './queue-depth.ts';

interface EnqueueOptions {
  /** Not before this moment (a scheduled notification's time). */
  startAfter?: Date;
}

export interface JobQueue {
  /**
   * Adds a job in the caller's transaction: it exists once that commits, and never if it rolls back.
   * Null: the queue is stately and already has a job waiting.
   */
  enqueue<N extends JobName>(
    tx: Tx,
    name: N,
    data: JobData[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Adds many jobs of one queue in the caller's transaction, in one statement (pg-boss's insert: each
   * takes its queue's settings), for a burst: the webhooks' dispatch makes up to 500 at a time.
   */
  enqueueMany<N extends JobName>(tx: Tx, name: N, data: JobData[N][]): Promise<void>;
  /**
   * Starts a worker per declared queue, each job run by its declaration with `deps`, and pg-boss's upkeep
   * (expired jobs, schedules, archive); needs installJobQueue.
   */
  start(deps: Deps): Promise<void>;
  /** Stops taking jobs and waits (at most `timeoutMs`) for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

/** The pg client a drizzle transaction runs on: pg-boss writes its job row through it. */
function clientOf(tx: Tx): pg.ClientBase {
  return (tx._.session as unknown as { client: pg.ClientBase }).client;
}

/**
 * The declarations of `queues`, checked: each queue declared once (two declarations of a queue would
 * have one of them silently win: jobs/registry.test.ts).
 */
export function queueSettingsOf(queues: readonly AnyJob[]): Map<JobName, AnyJob> {
  const byName = new Map<JobName, AnyJob>();
  for (const queue of queues) {
    if (byName.has(queue.name)) throw new Error(`job queue ${queue.name} is declared twice`);
    byName.set(queue.name, queue);
  }
  return byName;
}

/**
 * What an installation made: pg-boss's schema version and every queue's settings. It is kept as the
 * pgboss schema's comment, so a start that finds it (and every queue) has nothing to install.
 */
function installedMark(queues: readonly AnyJob[]): string {
  const settings = Object.fromEntries(queues.map((q) => [q.name, q.settings]));
  const schema = createRequire(import.meta.url)('pg-boss/version.json').schema;
  const hash = createHash('sha256')
    .update(JSON.stringify({ schema, QUEUES: settings }))
    .digest('hex');
  return `premia queues ${hash.slice(0, 16)}`;
}

/** Whether the job queue was installed as this code would install it, and every queue is still there. */
async function isInstalled(client: pg.ClientBase, queues: readonly AnyJob[]): Promise<boolean> {
  const { rows } = await client.query<{ installed: boolean }>(
    `select obj_description(oid, 'pg_namespace') = $1 as installed from pg_namespace where nspname = 'pgboss'`,
    [installedMark(queues)],
  );
  return (
    rows[0]?.installed === true &&
    (await queuesInstalled(
      client,
      queues.map((q) => q.name),
    ))
  );
}

/**
 * Creates pg-boss's schema (pgboss; pg-boss migrates it itself), the queues with their dead letter
 * queues of `queues` (jobs/registry.ts) with their dead letter queues and the schedules, or brings them
 * to their declared settings; nothing when that is already done (most starts). Any number of processes
 * may run it.
 */
export async function installJobQueue(url: string, queues: readonly AnyJob[]): Promise<void> {
  queueSettingsOf(queues);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await isInstalled(client, queues)) return;
    await install(url, queues);
    // A role that may not comment on the schema only installs again at its next start.
    await client.query(`comment on schema pgboss is '${installedMark(queues)}'`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

async function install(url: string, queues: readonly AnyJob[]): Promise<void> {
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const { name, settings } of queues) {
      const queue = {
        name,
        policy: settings.policy,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelay,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds,
        deadLetter: deadLetterOf(name),
      };
      await boss.createQueue(deadLetterOf(name));
      // createQueue keeps an existing queue as it is: updateQueue brings it to these settings.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
      if (settings.cron) await boss.schedule(name, settings.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(name);
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * The job queue on our PostgreSQL (pg-boss, its own small pool). Jobs are retried with backoff and,
 * after their last try, moved to their queue's dead letter queue; both are logged. With `schedules`
 * off, the queues' cron jobs are not created by this process (tests run them by hand).
 */
export function createJobQueue(options: {
  url: string;
  log: Logger;
  schedules: boolean;
  /** Every queue's declaration (jobs/registry.ts). */
  queues: readonly AnyJob[];
}): JobQueue {
  const { log } = options;
  const declared = queueSettingsOf(options.queues);
  const boss = new PgBoss({
    connectionString: options.url,
    max: 3,
    application_name: 'premia-jobs',
    schedule: options.schedules,
    // Job history: a day in the job table, a week in the archive.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
    // How often expired jobs (of a process that died) are failed and so tried again: every 15 s.
    maintenanceIntervalSeconds: 15,
  });
  let stopping = false;
  boss.on('error', (error: Error & { code?: string }) => {
    // While shutting down, the server ending pg-boss's idle connections is expected (as in openPool).
    if (stopping && isAdminShutdown(error)) return;
    log.error({ err: error }, 'job queue error');
  });

  return {
    async enqueue(tx, name, data, options = {}) {
      const client = clientOf(tx);
      const id = await boss.send(name, data, {
        db: { executeSql: (text, values) => client.query(text, values) },
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      // pg-boss answers null for a queue it does not know (a bug: the caller's change is undone), and for
      // a stately queue that already has a job waiting (that job does the work).
      if (!id && declared.get(name)?.settings.policy !== 'stately')
        throw new Error(`job queue ${name} is not installed`);
      return id;
    },

    async enqueueMany(tx, name, data) {
      if (data.length === 0) return;
      if (!declared.has(name)) throw new Error(`job queue ${name} is not installed`);
      const client = clientOf(tx);
      await boss.insert(
        data.map((d) => ({ name, data: d as object })),
        { db: { executeSql: (text, values) => client.query(text, values) } },
      );
    },

    async start(deps) {
      await boss.start();
      for (const declaration of declared.values()) {
        const { name, settings } = declaration;
        const work = (job: JobRun<JobName>) =>
          (declaration.work as (deps: Deps, job: JobRun<JobName>) => Promise<unknown>)(deps, job);
        for (let w = 0; w < (settings.workersPerProcess ?? 1); w++) {
          let workerId: string | undefined;
          const runOne = async (job: PgBoss.JobWithMetadata<JobData[JobName]>) => {
            const tries = {
              queue: name,
              jobId: job.id,
              attempt: job.retryCount + 1,
              of: job.retryLimit + 1,
            };
            if (tries.attempt > 1) log.info(tries, 'job tried again');
            try {
              return await work({ id: job.id, data: job.data, attempt: tries.attempt });
            } catch (error) {
              log.warn({ ...tries, err: error }, 'job failed');
              throw error;
            }
          };
          workerId = await boss.work<JobData[JobName]>(
            name,
            {
              includeMetadata: true,
              pollingIntervalSeconds: settings.pollingIntervalSeconds,
              batchSize: settings.batchSize ?? 1,
            },
            async (jobs) => {
              try {
                if (jobs.length <= 1) return jobs[0] ? await runOne(jobs[0]) : undefined;
                // A batch (settings.batchSize) runs at once; one failure tries the whole batch again.
                const ran = await Promise.allSettled(jobs.map(runOne));
                const failed = ran.find((r): r is PromiseRejectedResult => r.status === 'rejected');
                if (failed) throw failed.reason;
                return undefined;
              } finally {
                // pg-boss waits its polling interval after every fetch, even one that found a job: a queue
                // with work would run one job a second (issue 19: 100 mails/s). Told here, the worker
                // skips that wait and looks for the next job at once; an empty queue still waits.
                if (workerId) boss.notifyWorker(workerId);
              }
            },
          );
        }
        // Whatever ends its tries (an error, or a process that died running it) lands here.
        await boss.work(
          deadLetterOf(name),
          { includeMetadata: true, pollingIntervalSeconds: 5 },
          async (jobs) => {
            for (const job of jobs) {
              log.error(
                { queue: name, data: job.data, lastError: job.output },
                'job failed for good: it is in its dead letter queue',
              );
            }
          },
        );
      }
    },

    async stop(timeoutMs = 10_000) {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
