import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import type { Deps } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { checkedAddresses, hostOf } from './target.ts';
import { endpointTurnedOffMail } from './webhook-mail.ts';
import {
  type DeliveryToSend,
  endpointFailed,
  findDelivery,
  insertAttempt,
  markDelivery,
  platformAdmins,
  recordSuccess,
  storeOwner,
  takeOutbox,
  takePlatformOutbox,
  type WebhookOwner,
} from './webhooks.repository.ts';

/**
 * The waits between tries of a delivery (seconds), growing about fivefold then doubling: 10 tries over
 * 23 h 42 min after the first, so a receiver down for most of a day still gets the event. Then it fails.
 */
export const RETRY_DELAYS_S = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800] as const;

/** Failing this long without one success, an endpoint is turned off and its owner mailed. */
export const TURN_OFF_AFTER_DAYS = 3;

/** A receiver answering slower than this is a failed try. */
const TIMEOUT_MS = 15_000;

/** Events taken from the outbox per transaction of the dispatch. */
const DISPATCH_BATCH = 500;

/**
 * The 'webhooks-dispatch' job: every event of the outbox made a delivery per subscribed endpoint, each
 * queued as a 'webhook-deliver' job in the transaction that takes the event (a crash hands it over whole
 * or not at all). How many deliveries it made.
 */
export async function dispatchWebhooks(deps: Pick<Deps, 'db' | 'jobs'>): Promise<string> {
  let made = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const { taken, deliveries } = await takeOutbox(tx, DISPATCH_BATCH);
      await deps.jobs.enqueueMany(
        tx,
        'webhook-deliver',
        deliveries.map((d) => ({ storeId: d.store_id, deliveryId: d.id })),
      );
      made += deliveries.length;
      return taken;
    });
    if (taken < DISPATCH_BATCH) break;
  }
  // The platform's outbox (its events: stores, payments) to the platform's endpoints, the same way.
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const { taken, deliveries } = await takePlatformOutbox(tx, DISPATCH_BATCH);
      await deps.jobs.enqueueMany(
        tx,
        'webhook-deliver',
        deliveries.map((id) => ({ storeId: null, deliveryId: id })),
      );
      made += deliveries.length;
      return taken;
    });
    if (taken < DISPATCH_BATCH) return `${made} deliveries`;
  }
}

/**
 * The Standard Webhooks headers of a delivery: its id (the same on every try), the time, the signature;
 * the day after a rotation, two signatures (the new secret's first), space-separated as the
 * specification allows, so a receiver verifies with either.
 */
export function signedHeaders(
  secrets: Pick<DeliveryToSend, 'secret' | 'previous_secret'>,
  d: Pick<DeliveryToSend, 'body'>,
  messageId: string,
  at: Date,
) {
  const sign = (secret: string) => new Webhook(secret).sign(messageId, at, d.body);
  return {
    'content-type': 'application/json',
    'user-agent': 'Premia-Webhooks/1.0',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': [secrets.secret, secrets.previous_secret]
      .filter((secret): secret is string => !!secret)
      .map(sign)
      .join(' '),
  };
}

/** The webhook-id of an outbox event: msg_<store>_<n>, or msg_platform_<n> for the platform's. */
export const messageIdOf = (owner: WebhookOwner, messageId: number) => `msg_${owner}_${messageId}`;

/**
 * Posts `body` to `url` and answers its status code. The host is resolved and every address checked
 * again now (a name may resolve elsewhere than when it was registered: DNS rebinding), and the
 * connection is made to the address checked, never to a second resolution.
 */
async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<number> {
  const host = hostOf(url);
  const [pinned] = await checkedAddresses(host, allowPrivate);
  if (!pinned) throw new Error(`${host} has no address`);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        timeout: TIMEOUT_MS,
        // No connection kept: each try resolves and checks its address again.
        agent: false,
      },
      (response) => {
        // The answer's body is not read: only its status says whether the event was taken.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The 'webhook-deliver' job: one try of a delivery, recorded (status code, duration, error). A failure
 * queues the next try (RETRY_DELAYS_S) in the transaction that records it, unless it was a replay or
 * the tries are over; an endpoint failing for TURN_OFF_AFTER_DAYS is turned off and its owner mailed.
 * A try of a delivery already done, or of an endpoint off or deleted, sends nothing.
 */
export async function deliverWebhook(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'log'>,
  /** `storeId` null: a delivery of the platform's endpoints. */
  job: { storeId: number | null; deliveryId: number; replay?: boolean | undefined },
): Promise<string> {
  const { storeId, deliveryId } = job;
  const owner: WebhookOwner = storeId ?? 'platform';
  const replay = job.replay === true;
  const d = await findDelivery(deps.db, owner, deliveryId);
  if (!d?.enabled) return 'endpoint off or deleted';
  if (d.status !== 'pending') return `already ${d.status}`;
  const messageId = messageIdOf(owner, d.message_id);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await post(
      d.url,
      signedHeaders(d, d, messageId, new Date()),
      d.body,
      deps.config.webhooksAllowPrivate,
    );
  } catch (e) {
    error = e instanceof AppError ? e.message : String((e as Error).message ?? e).slice(0, 500);
  }
  const durationMs = Math.round(performance.now() - started);
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
  if (succeeded && statusCode !== null) {
    // The common case in one statement: the attempt, the delivery done, the endpoint's failures over.
    await recordSuccess(deps.db, owner, {
      deliveryId,
      endpointId: d.endpoint_id,
      statusCode,
      durationMs,
      replay,
    });
    deps.log.info({ storeId, deliveryId, statusCode, durationMs }, 'webhook succeeded');
    return 'succeeded';
  }
  const outcome = await deps.db.transaction(async (tx) => {
    await insertAttempt(tx, owner, { deliveryId, statusCode, durationMs, error, replay });
    const failing = await endpointFailed(tx, owner, d.endpoint_id, TURN_OFF_AFTER_DAYS);
    const delay = replay ? undefined : RETRY_DELAYS_S[d.attempts];
    if (failing?.turnedOff || delay === undefined) {
      await markDelivery(tx, owner, deliveryId, 'failed', null);
    } else {
      const next = new Date(Date.now() + delay * 1000);
      await markDelivery(tx, owner, deliveryId, 'pending', next);
      await deps.jobs.enqueue(tx, 'webhook-deliver', { storeId, deliveryId }, { startAfter: next });
    }
    if (failing?.turnedOff) {
      if (storeId === null) {
        // The platform's endpoint: every administrator is told (the platform has no address of its own).
        const link = `${deps.config.publicUrl}/dashboard/admin/webhooks`;
        for (const admin of await platformAdmins(tx)) {
          const mail = endpointTurnedOffMail(admin.first_name ?? '', 'la plataforma', failing.url, link);
          await queueMail(deps.jobs, tx, { to: admin.email, ...mail });
        }
      } else {
        const storeOwnerRow = await storeOwner(tx, storeId);
        if (storeOwnerRow) {
          const link = `${deps.config.publicUrl}/dashboard/webhooks`;
          const mail = endpointTurnedOffMail(
            storeOwnerRow.first_name ?? '',
            storeOwnerRow.name,
            failing.url,
            link,
          );
          await queueMail(deps.jobs, tx, { to: storeOwnerRow.email, ...mail });
        }
      }
      return 'failed; endpoint turned off';
    }
    return delay === undefined ? 'failed' : `failed; next try in ${delay} s`;
  });
  deps.log.info({ storeId, deliveryId, statusCode, durationMs }, `webhook ${outcome}`);
  return outcome;
}
