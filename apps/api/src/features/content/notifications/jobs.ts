import { defineJob, scheduledJob } from '../../../jobs/job.ts';
import { giveDueBirthdays } from './birthday-gifts.ts';
import { noticeDueStores } from './expiry-notices.ts';
import { fanOut, sendDue, sendPushes } from './sending.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Sends a notification at its time (startAfter), if it is still that version and unsent. */
    'notification-send': { notificationId: number; version: number };
    /** Writes the next batch of a delivery's pushes and mails (cursor on customer id), then the next. */
    'notification-fanout': { deliveryId: number };
    /** Sends these pushes of the push outbox, each once. */
    'notification-push': { pushIds: number[] };
    /** Hourly: the points expiry notices of every store whose day began since its last look (expiry-notices.ts). */
    'points-expiry-notices': Record<string, never>;
    /** Hourly: the birthday gifts of every store whose day began since its last look (birthday-gifts.ts). */
    'birthday-gifts': Record<string, never>;
  }
}

/** Notifications' queues; their mails go to the mail module's queues (queueMails). */
export const notificationJobs = [
  defineJob(
    'notification-send',
    { policy: 'standard', retryLimit: 5, retryDelay: 10, expireInSeconds: 300, pollingIntervalSeconds: 1 },
    (deps, { data }) => sendDue(deps, data.notificationId, data.version),
  ),
  defineJob(
    'notification-fanout',
    { policy: 'standard', retryLimit: 5, retryDelay: 10, expireInSeconds: 300, pollingIntervalSeconds: 1 },
    (deps, { data }) => fanOut(deps, data.deliveryId),
  ),
  // A job sends at most 64 pushes, 16 at a time, each given up on after 5 s (push-sender.ts): well
  // within the expiry, so an expired push job is one whose process died, and it is taken up again soon:
  // expiry (30 s), the next upkeep (15 s), the first retry's delay (5–10 s); about a minute at most.
  defineJob(
    'notification-push',
    { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 30, pollingIntervalSeconds: 1 },
    (deps, { data }) => sendPushes(deps, data.pushIds),
  ),
  // A store's day begins at its own midnight, in its quiet hours: the store is looked at every hour
  // (NOTICE_RUN_EVERY_MS) until its quiet hours end before the next run, then once that day.
  scheduledJob('points-expiry-notices', { cron: '20 * * * *', expireInSeconds: 3600 }, async (deps) => {
    const result = await noticeDueStores(deps, new Date(), (storeId, err) =>
      deps.log.warn({ err, storeId }, "a store's points expiry notices failed"),
    );
    if (result.notices) deps.log.info(result, 'points expiry notices sent');
    return result;
  }),
  // As the notices: each store's day at its own midnight, given once its quiet hours are over.
  scheduledJob('birthday-gifts', { cron: '25 * * * *', expireInSeconds: 3600 }, async (deps) => {
    const result = await giveDueBirthdays(deps, new Date(), (storeId, err) =>
      deps.log.warn({ err, storeId }, "a store's birthday gifts failed"),
    );
    if (result.gifts) deps.log.info(result, 'birthday gifts given');
    return result;
  }),
] as const;
