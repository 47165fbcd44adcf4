import type { PlatformWebhookEvent, StoreWebhookEvent, WebhookData } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { webhookDispatchQueued } from './nudge.ts';

/** The payload's timestamp: when the change was made (its transaction's start), in UTC. */
const NOW_UTC = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The outbox's insert of `event` as a part of another statement (the counter's points statement: one
 * insert, no round trip of its own): `data` is a jsonb expression over `from` (e.g. the CTE `shown`),
 * `where` which of its rows tell the event. Nothing is written unless an enabled endpoint of the store
 * subscribes to the event, so a store without webhooks pays one index probe. Returns the rows written.
 */
export function webhookOutboxInsert(
  storeId: number,
  event: StoreWebhookEvent,
  data: SQL,
  from: SQL = sql`(values (1)) as one (x)`,
  where: SQL = sql`true`,
): SQL {
  return sql`insert into webhook_messages (store_id, event_type, payload)
    select ${storeId}::int, ${event}::text,
      jsonb_build_object('type', ${event}::text, 'timestamp', ${NOW_UTC}, 'data', ${data})
    from ${from}
    where ${where} and exists (select 1 from webhook_endpoints we where we.store_id = ${storeId}::int
      and we.enabled and ${event}::text = any(we.events))
    returning 1`;
}

/**
 * Tells `event` with `data` to the store's endpoints, in the transaction `tx` of the change: its outbox
 * row commits with the change, or not at all (a rollback sends nothing), and the dispatch job that
 * sends it is queued in the same transaction.
 */
export async function emitWebhook(
  tx: Tx,
  storeId: number,
  event: StoreWebhookEvent,
  data: unknown,
): Promise<void> {
  const { rows } = await tx.execute(webhookOutboxInsert(storeId, event, sql`${JSON.stringify(data)}::jsonb`));
  await afterOutboxRows(tx, rows.length);
}

/** After a statement that wrote `written` outbox rows (webhookOutboxInsert) in `db`: their dispatch queued. */
export async function afterOutboxRows(db: DbOrTx, written: number): Promise<void> {
  if (written > 0) await webhookDispatchQueued(db);
}

/**
 * Tells the platform's `event` (a store created, changed or closed; a payment recorded or confirmed) to
 * the platform administrator's endpoints, in the transaction `tx` of the change, as emitWebhook does a
 * store's: nothing is written unless an enabled platform endpoint subscribes to the event. A store's
 * endpoints never get these, nor the platform's a store's events.
 */
export async function emitPlatformWebhook<E extends PlatformWebhookEvent>(
  tx: Tx,
  event: E,
  data: WebhookData<E>,
): Promise<void> {
  const { rows } = await tx.execute(sql`insert into platform_webhook_messages (event_type, payload)
    select ${event}::text,
      jsonb_build_object('type', ${event}::text, 'timestamp', ${NOW_UTC}, 'data', ${JSON.stringify(data)}::jsonb)
    where exists (select 1 from platform_webhook_endpoints we where we.enabled and ${event}::text = any(we.events))
    returning 1`);
  await afterOutboxRows(tx, rows.length);
}
