import { authMailComposers } from '../features/account/auth/index.ts';
import { webhookJobs } from '../features/account/webhooks/index.ts';
import { notificationJobs } from '../features/content/notifications/index.ts';
import { uploadJobs } from '../features/content/uploads/index.ts';
import { surveyJobs } from '../features/insight/surveys/index.ts';
import { ledgerJobs } from '../features/loyalty/ledger/index.ts';
import { passJobs } from '../features/loyalty/passes/index.ts';
import { referralJobs } from '../features/loyalty/referrals/index.ts';
import { walletMailComposers } from '../features/loyalty/wallet/index.ts';
import { orderJobs } from '../features/shop/orders/index.ts';
import { mailJobs } from '../mail/jobs.ts';
import type { AnyJob, JobName } from './job.ts';
import { upkeepJobs } from './upkeep.jobs.ts';

/**
 * Every queue the platform runs, one line per feature: each feature declares its queues (defineJob) in
 * its own jobs.ts. The mail line takes the features' send-time composers of mails (defineMailComposer).
 * The job queue installs, works and schedules exactly these (job-queue.ts); registry.test.ts fails on a
 * queue declared twice or enqueued without a declaration.
 */
export const JOBS = [
  ...mailJobs([...authMailComposers, ...walletMailComposers]),
  ...ledgerJobs,
  ...passJobs,
  ...notificationJobs,
  ...orderJobs,
  ...referralJobs,
  ...surveyJobs,
  ...uploadJobs,
  ...webhookJobs,
  ...upkeepJobs,
] as const satisfies readonly AnyJob[];

/** Compiles only while every queue whose data a feature declares (JobData) has a declaration here. */
const everyQueueWorked: [Exclude<JobName, (typeof JOBS)[number]['name']>] extends [never] ? true : never =
  true;
void everyQueueWorked;

export const QUEUE_NAMES: readonly JobName[] = JOBS.map((job) => job.name);
