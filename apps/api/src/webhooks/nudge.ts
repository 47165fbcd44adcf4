import type { DbOrTx, Tx } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * The job queue the outbox hands its rows' dispatch to: set once by buildApp. A module-level
 * reference because the points statement that writes outbox rows (the ledger's) is run by callers
 * without the request's dependencies; every process has one queue.
 */
let queue: JobQueue | undefined;

export function setWebhookQueue(jobs: JobQueue): void {
  queue = jobs;
}

/** How soon the dispatch job runs after a change: a burst of changes shares one job. */
const DISPATCH_DELAY_MS = 500;

/**
 * Queues the 'webhooks-dispatch' job (stately: one waits at most) in `db`'s transaction, or in one of its
 * own when `db` is the pool (the outbox row is then already committed). Its every-minute schedule sends
 * what a crash between a commit and this call left.
 */
export async function webhookDispatchQueued(db: DbOrTx): Promise<void> {
  const jobs = queue;
  if (!jobs) return;
  const startAfter = new Date(Date.now() + DISPATCH_DELAY_MS);
  const enqueue = (tx: Tx) => jobs.enqueue(tx, 'webhooks-dispatch', {}, { startAfter });
  if ('rollback' in db) await enqueue(db as Tx);
  else await db.transaction(enqueue);
}
