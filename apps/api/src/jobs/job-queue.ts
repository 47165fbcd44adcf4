import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Tx } from '../db/database.ts';
import { isAdminShutdown } from '../lib/pg-errors.ts';
import { queuesInstalled } from './queue-depth.ts';

/** Every job the platform runs, with what it carries (ids, never personal data or secrets). */
export interface JobData {
  /**
   * Sends one mail of the outbox; with passwordResetFor (a recovery mail) or confirmEmailFor (an address
   * confirmation), its link is made only when it is sent; with walletCodeFor (a wallet sign-in code's
   * id), its digits.
   */
  mail: {
    mailId: number;
    passwordResetFor?: number;
    confirmEmailFor?: { userId: number; email: string };
    walletCodeFor?: number;
  };
  /** The hourly clean-up (jobs/cleanup.ts). */
  'clean-up': Record<string, never>;
  /** The hourly folding of the roll-ups' shards of past days (jobs/cleanup.ts). */
  'fold-rollups': Record<string, never>;
  /** The hourly move of the customers' 12 months that count for their level (jobs/cleanup.ts). */
  'level-window': Record<string, never>;
  /** Sends a notification at its time (startAfter), if it is still that version and unsent. */
  'notification-send': { notificationId: number; version: number };
  /** Writes the next batch of a delivery's pushes and mails (cursor on customer id), then the next. */
  'notification-fanout': { deliveryId: number };
  /** Sends these pushes of the push outbox, each once. */
  'notification-push': { pushIds: number[] };
  /** Sends these mails of the outbox (a notification's batch), each once. */
  'mail-batch': { mailIds: number[] };
  /** Hands the mails waiting in the outbox (queueMailsGathered) to 'mail-batch' jobs. */
  'mail-gather': Record<string, never>;
  /** Every 5 minutes: the surveys of recent purchases opened, their customers mailed (features/surveys). */
  'survey-invites': Record<string, never>;
  /** Hourly: uploaded files no row names, past their grace period, removed (features/uploads). */
  'uploads-sweep': Record<string, never>;
  /** Every 5 minutes: pick-up orders not collected in their store's time cancelled (features/orders). */
  'orders-release': Record<string, never>;
}
export type JobName = keyof JobData;

/** What a worker gets: the job's data and where it is in its tries. */
interface JobRun<N extends JobName> {
  id: string;
  data: JobData[N];
  /** 1 on the first try. */
  attempt: number;
}

export type Workers = { [N in JobName]: (job: JobRun<N>) => Promise<unknown> };

interface QueueSettings {
  /**
   * 'singleton': one job of the queue runs at a time, whatever the number of processes. 'stately': that,
   * and one job waits at most (enqueueing while one waits adds nothing).
   */
  policy: 'standard' | 'singleton' | 'stately';
  /** Tries after the first; then the job goes to the queue's dead letter queue. */
  retryLimit: number;
  /** Seconds before the first retry, doubled (with jitter) on each next one. */
  retryDelay: number;
  /** A job still running after this long (its process died, say) is failed and retried. */
  expireInSeconds: number;
  /**
   * How often an idle worker looks for a job. A worker that has just run one looks for the next at once
   * (start), so a queue with work drains at the speed of its jobs, not one job per interval.
   */
  pollingIntervalSeconds: number;
  /** Jobs of the queue run at once in one process (one worker each); 1 when not given. */
  workersPerProcess?: number;
  /** When the queue's job is created by itself (cron, UTC). */
  cron?: string;
}

export const QUEUES: Record<JobName, QueueSettings> = {
  // The SMTP transport gives up well within expireInSeconds (mailer.ts), so an expired mail job is one
  // whose process died.
  mail: {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 120,
    pollingIntervalSeconds: 1,
  },
  'notification-send': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 300,
    pollingIntervalSeconds: 1,
  },
  'notification-fanout': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 300,
    pollingIntervalSeconds: 1,
  },
  // A job sends at most 64 pushes, 16 at a time, each given up on after 5 s (push-sender.ts): well
  // within the expiry, so an expired push job is one whose process died, and it is taken up again soon:
  // expiry (30 s), the next upkeep (15 s), the first retry's delay (5–10 s); about a minute at most.
  'notification-push': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 30,
    pollingIntervalSeconds: 1,
  },
  // Two batches at once keep the mailer's pooled connections busy while one batch takes its mails or
  // waits for its last ones (issue 19, docs/PERFORMANCE.md).
  'mail-batch': {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 600,
    pollingIntervalSeconds: 1,
    workersPerProcess: 2,
  },
  // Enqueued by the changes whose mails it gathers (one waiting job for all of them); every minute too,
  // for a mail committed just after a gathering read the outbox.
  'mail-gather': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 120,
    pollingIntervalSeconds: 1,
    cron: '* * * * *',
  },
  'clean-up': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 900,
    pollingIntervalSeconds: 5,
    cron: '0 * * * *',
  },
  'fold-rollups': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 900,
    pollingIntervalSeconds: 5,
    cron: '5 * * * *',
  },
  // A store's month changes at its own midnight: every hour, the stores whose month changed since.
  'level-window': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 1800,
    pollingIntervalSeconds: 5,
    cron: '10 * * * *',
  },
  'survey-invites': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 600,
    pollingIntervalSeconds: 5,
    cron: '*/5 * * * *',
  },
  'uploads-sweep': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 1800,
    pollingIntervalSeconds: 5,
    cron: '20 * * * *',
  },
  'orders-release': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 600,
    pollingIntervalSeconds: 5,
    cron: '*/5 * * * *',
  },
};

/** Where a queue's jobs go once they have failed every try (kept there for whoever looks into them). */
export const deadLetterOf = (name: JobName) => `${name}-dead`;

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
  /** Starts the workers and pg-boss's upkeep (expired jobs, schedules, archive); needs installJobQueue. */
  start(workers: Workers): Promise<void>;
  /** Stops taking jobs and waits (at most `timeoutMs`) for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

/** The pg client a drizzle transaction runs on: pg-boss writes its job row through it. */
function clientOf(tx: Tx): pg.ClientBase {
  return (tx._.session as unknown as { client: pg.ClientBase }).client;
}

/**
 * What an installation made: pg-boss's schema version and every queue's settings. It is kept as the
 * pgboss schema's comment, so a start that finds it (and every queue) has nothing to install.
 */
const INSTALLED = `premia queues ${createHash('sha256')
  .update(JSON.stringify({ schema: createRequire(import.meta.url)('pg-boss/version.json').schema, QUEUES }))
  .digest('hex')
  .slice(0, 16)}`;

/** Whether the job queue was installed as this code would install it, and every queue is still there. */
async function isInstalled(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ installed: boolean }>(
    `select obj_description(oid, 'pg_namespace') = $1 as installed from pg_namespace where nspname = 'pgboss'`,
    [INSTALLED],
  );
  return rows[0]?.installed === true && (await queuesInstalled(client));
}

/**
 * Creates pg-boss's schema (pgboss; pg-boss migrates it itself), the queues with their dead letter
 * queues and the schedules, or brings them to the settings above; nothing when that is already done
 * (most starts). Any number of processes may run it.
 */
export async function installJobQueue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await isInstalled(client)) return;
    await install(url);
    // A role that may not comment on the schema only installs again at its next start.
    await client.query(`comment on schema pgboss is '${INSTALLED}'`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

async function install(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const [name, settings] of Object.entries(QUEUES) as [JobName, QueueSettings][]) {
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
export function createJobQueue(options: { url: string; log: Logger; schedules: boolean }): JobQueue {
  const { log } = options;
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
      if (!id && QUEUES[name].policy !== 'stately') throw new Error(`job queue ${name} is not installed`);
      return id;
    },

    async start(workers) {
      await boss.start();
      for (const name of Object.keys(QUEUES) as JobName[]) {
        const settings = QUEUES[name];
        const work = workers[name] as (job: JobRun<JobName>) => Promise<unknown>;
        for (let w = 0; w < (settings.workersPerProcess ?? 1); w++) {
          let workerId: string | undefined;
          workerId = await boss.work<JobData[JobName]>(
            name,
            { includeMetadata: true, pollingIntervalSeconds: settings.pollingIntervalSeconds },
            async ([job]) => {
              if (!job) return;
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
