import { defineJob } from '../../../jobs/job.ts';
import { deliverWebhook, dispatchWebhooks } from './delivery.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Turns the outbox's events into deliveries (one 'webhook-deliver' job each). */
    'webhooks-dispatch': Record<string, never>;
    /**
     * One try of a delivery; `storeId` null: of the platform's endpoints; `replay`: asked from the log,
     * not tried again by itself.
     */
    'webhook-deliver': { storeId: number | null; deliveryId: number; replay?: boolean };
  }
}

export const webhookJobs = [
  // Queued by the changes whose events it dispatches (one waiting job for all of them); every minute
  // too, for an event whose commit came after the job read the outbox, or whose process died before
  // queueing it.
  defineJob(
    'webhooks-dispatch',
    {
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 5,
      expireInSeconds: 120,
      pollingIntervalSeconds: 1,
      cron: '* * * * *',
    },
    (deps) => dispatchWebhooks(deps),
  ),
  // The tries of a failed delivery are its own (RETRY_DELAYS_S, recorded in the log); pg-boss's retries
  // are only for a try that could not even be recorded (the database away, the process dead).
  defineJob(
    'webhook-deliver',
    {
      policy: 'standard',
      retryLimit: 3,
      retryDelay: 30,
      expireInSeconds: 60,
      pollingIntervalSeconds: 1,
      workersPerProcess: 8,
      // Each worker takes 4 at a time and sends them at once (a burst of events: bench/webhooks.mjs); a
      // try that could not be recorded tries its batch again, whose done deliveries send nothing.
      batchSize: 4,
    },
    (deps, { data }) => deliverWebhook(deps, data),
  ),
] as const;
