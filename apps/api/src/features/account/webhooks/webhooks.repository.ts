import type { WebhookEvent } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/database.ts';

/**
 * Whose endpoints a statement reads or writes: a store's (its id) or the platform administrator's. The
 * two live in tables of their own (a store's carry store_id in their keys; the platform's are reference
 * tables without it: src/webhooks/webhooks.table.ts), with the same columns, so every statement below
 * serves both through `tablesOf`.
 */
export type WebhookOwner = number | 'platform';

function tablesOf(owner: WebhookOwner) {
  if (owner === 'platform')
    return {
      endpoints: sql.raw('platform_webhook_endpoints'),
      deliveries: sql.raw('platform_webhook_deliveries'),
      attempts: sql.raw('platform_webhook_attempts'),
      /** The owner's rows (of alias `a`): all of the platform's tables. */
      own: (_a?: string): SQL => sql`true`,
      /** Two rows of the same owner. */
      same: (_a: string, _b: string): SQL => sql`true`,
      /** The owner's column and value in an insert. */
      column: sql``,
      value: sql``,
    };
  return {
    endpoints: sql.raw('webhook_endpoints'),
    deliveries: sql.raw('webhook_deliveries'),
    attempts: sql.raw('webhook_attempts'),
    own: (a?: string): SQL => sql`${sql.raw(a ? `${a}.` : '')}store_id = ${owner}`,
    same: (a: string, b: string): SQL => sql.raw(`${a}.store_id = ${b}.store_id`),
    column: sql`store_id, `,
    value: sql`${owner}, `,
  };
}

export type EndpointRow = {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabled_reason: 'owner' | 'failing' | null;
  failing_since: Date | null;
  created_at: Date;
};

const ENDPOINT_COLUMNS = sql.raw('id, url, events, enabled, disabled_reason, failing_since, created_at');

export async function listEndpoints(db: DbOrTx, owner: WebhookOwner): Promise<EndpointRow[]> {
  const t = tablesOf(owner);
  const { rows } = await db.execute<EndpointRow>(
    sql`select ${ENDPOINT_COLUMNS} from ${t.endpoints} where ${t.own()} order by id`,
  );
  return rows;
}

export async function countEndpoints(tx: Tx, owner: WebhookOwner): Promise<number> {
  const t = tablesOf(owner);
  // The owner locked: two creations at once cannot both pass the limit (the store's row; the
  // platform's, a lock of the transaction on the table's name).
  if (owner === 'platform')
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform_webhook_endpoints'))`);
  else await tx.execute(sql`select 1 from stores where id = ${owner} for update`);
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${t.endpoints} where ${t.own()}`,
  );
  return rows[0]?.n ?? 0;
}

export async function insertEndpoint(
  tx: Tx,
  owner: WebhookOwner,
  e: { url: string; events: WebhookEvent[]; secret: string },
): Promise<EndpointRow> {
  const t = tablesOf(owner);
  const { rows } = await tx.execute<EndpointRow>(sql`
    insert into ${t.endpoints} (${t.column}url, events, secret)
    values (${t.value}${e.url}, ${`{${e.events.join(',')}}`}::text[], ${e.secret})
    returning ${ENDPOINT_COLUMNS}`);
  return rows[0]!;
}

export async function updateEndpoint(
  tx: Tx,
  owner: WebhookOwner,
  endpointId: number,
  change: { url?: string | undefined; events?: WebhookEvent[] | undefined; enabled?: boolean | undefined },
): Promise<EndpointRow | undefined> {
  const t = tablesOf(owner);
  const sets = [
    change.url === undefined ? null : sql`url = ${change.url}`,
    change.events === undefined ? null : sql`events = ${`{${change.events.join(',')}}`}::text[]`,
    // Turned on again: its failures are forgotten; turned off by the owner: said so.
    change.enabled === undefined
      ? null
      : change.enabled
        ? sql`enabled = true, disabled_reason = null, failing_since = null`
        : sql`enabled = false, disabled_reason = 'owner'`,
  ].filter((s) => s !== null);
  const { rows } = await tx.execute<EndpointRow>(sql`
    update ${t.endpoints} set ${sets.length > 0 ? sql.join(sets, sql`, `) : sql`url = url`}
    where ${t.own()} and id = ${endpointId}
    returning ${ENDPOINT_COLUMNS}`);
  return rows[0];
}

/** The previous secret of endpoint `e` while it still signs. */
const PREVIOUS_SECRET = sql`case when e.previous_secret_until > now() then e.previous_secret end`;

/** How long the secret before a rotation keeps signing beside the new one. */
export const PREVIOUS_SECRET_SIGNS = sql`interval '1 day'`;

/** The endpoint's new secret; the one it had signs beside it for a day. */
export async function rotateEndpointSecret(
  tx: Tx,
  owner: WebhookOwner,
  endpointId: number,
  secret: string,
): Promise<EndpointRow | undefined> {
  const t = tablesOf(owner);
  const { rows } = await tx.execute<EndpointRow>(sql`
    update ${t.endpoints}
    set previous_secret = secret, previous_secret_until = now() + ${PREVIOUS_SECRET_SIGNS}, secret = ${secret}
    where ${t.own()} and id = ${endpointId}
    returning ${ENDPOINT_COLUMNS}`);
  return rows[0];
}

export async function deleteEndpoint(
  tx: Tx,
  owner: WebhookOwner,
  endpointId: number,
): Promise<EndpointRow | undefined> {
  const t = tablesOf(owner);
  const { rows } = await tx.execute<EndpointRow>(sql`
    delete from ${t.endpoints} where ${t.own()} and id = ${endpointId}
    returning ${ENDPOINT_COLUMNS}`);
  return rows[0];
}

export async function endpointExists(db: DbOrTx, owner: WebhookOwner, endpointId: number): Promise<boolean> {
  const t = tablesOf(owner);
  const { rows } = await db.execute(
    sql`select 1 from ${t.endpoints} where ${t.own()} and id = ${endpointId}`,
  );
  return rows.length > 0;
}

export type DeliveryRow = {
  id: number;
  message_id: number;
  event_type: WebhookEvent;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  created_at: Date;
  next_attempt_at: Date | null;
  log: { at: string; statusCode: number | null; durationMs: number; error: string | null; replay: boolean }[];
  total: number;
};

/** An endpoint's deliveries, newest first, each with its 10 newest attempts, and how many there are. */
export async function deliveriesOf(
  db: DbOrTx,
  owner: WebhookOwner,
  endpointId: number,
  page: { limit: number; offset: number },
): Promise<DeliveryRow[]> {
  const t = tablesOf(owner);
  const { rows } = await db.execute<DeliveryRow>(sql`
    select d.id, d.message_id, d.event_type, d.status, d.attempts, d.created_at, d.next_attempt_at,
      coalesce((select jsonb_agg(jsonb_build_object(
          'at', to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'statusCode', a.status_code, 'durationMs', a.duration_ms, 'error', a.error, 'replay', a.replay)
          order by a.id desc)
        from (select * from ${t.attempts} a where ${t.same('a', 'd')} and a.delivery_id = d.id
          order by a.id desc limit 10) a), '[]'::jsonb) as log,
      count(*) over ()::int as total
    from ${t.deliveries} d
    where ${t.own('d')} and d.endpoint_id = ${endpointId}
    order by d.id desc
    limit ${page.limit} offset ${page.offset}`);
  return rows;
}

/** A delivery and its endpoint, as the delivery job and the replay read them. */
export type DeliveryToSend = {
  id: number;
  message_id: number;
  event_type: WebhookEvent;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  created_at: Date;
  endpoint_id: number;
  url: string;
  secret: string;
  /** The secret before a rotation, while it still signs (a day); else null. */
  previous_secret: string | null;
  enabled: boolean;
};

export async function findDelivery(
  db: DbOrTx,
  owner: WebhookOwner,
  deliveryId: number,
): Promise<DeliveryToSend | undefined> {
  const t = tablesOf(owner);
  const { rows } = await db.execute<DeliveryToSend>(sql`
    select d.id, d.message_id, d.event_type, d.body, d.status, d.attempts, d.created_at, d.endpoint_id,
      e.url, e.secret, ${PREVIOUS_SECRET} as previous_secret, e.enabled
    from ${t.deliveries} d join ${t.endpoints} e on ${t.same('e', 'd')} and e.id = d.endpoint_id
    where ${t.own('d')} and d.id = ${deliveryId}`);
  return rows[0];
}

/**
 * Takes up to `limit` events of the outbox (rows other dispatchers hold are skipped) and makes a delivery
 * of each for every enabled endpoint of its store subscribed to it, in `tx`: the events taken and the
 * deliveries made.
 */
export async function takeOutbox(
  tx: Tx,
  limit: number,
): Promise<{ taken: number; deliveries: { store_id: number; id: number }[] }> {
  const { rows } = await tx.execute<{ store_id: number | null; id: number | null; taken: number }>(sql`
    with taken as (
      delete from webhook_messages where (id, store_id) in (
        select id, store_id from webhook_messages order by id limit ${limit} for update skip locked)
      returning id, store_id, event_type, payload),
    made as (
      insert into webhook_deliveries (store_id, endpoint_id, message_id, event_type, body, next_attempt_at)
      select t.store_id, e.id, t.id, t.event_type, t.payload::text, now()
      from taken t join webhook_endpoints e
        on e.store_id = t.store_id and e.enabled and t.event_type = any(e.events)
      order by t.id, e.id
      returning store_id, id)
    select made.store_id, made.id, (select count(*)::int from taken) as taken
    from (select count(*) from taken) as c left join made on true`);
  const taken = rows[0]?.taken ?? 0;
  const deliveries = rows
    .filter((r): r is { store_id: number; id: number; taken: number } => r.id !== null && r.store_id !== null)
    .map((r) => ({ store_id: r.store_id, id: r.id }));
  return { taken, deliveries };
}

/** takeOutbox for the platform's outbox and endpoints: the events taken and the deliveries' ids. */
export async function takePlatformOutbox(
  tx: Tx,
  limit: number,
): Promise<{ taken: number; deliveries: number[] }> {
  const { rows } = await tx.execute<{ id: number | null; taken: number }>(sql`
    with taken as (
      delete from platform_webhook_messages where id in (
        select id from platform_webhook_messages order by id limit ${limit} for update skip locked)
      returning id, event_type, payload),
    made as (
      insert into platform_webhook_deliveries (endpoint_id, message_id, event_type, body, next_attempt_at)
      select e.id, t.id, t.event_type, t.payload::text, now()
      from taken t join platform_webhook_endpoints e on e.enabled and t.event_type = any(e.events)
      order by t.id, e.id
      returning id)
    select made.id, (select count(*)::int from taken) as taken
    from (select count(*) from taken) as c left join made on true`);
  const taken = rows[0]?.taken ?? 0;
  return { taken, deliveries: rows.flatMap((r) => (r.id === null ? [] : [r.id])) };
}

export async function insertAttempt(
  tx: Tx,
  owner: WebhookOwner,
  a: {
    deliveryId: number;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    replay: boolean;
  },
): Promise<void> {
  const t = tablesOf(owner);
  await tx.execute(sql`
    insert into ${t.attempts} (${t.column}delivery_id, status_code, duration_ms, error, replay)
    values (${t.value}${a.deliveryId}, ${a.statusCode}, ${a.durationMs}, ${a.error}, ${a.replay})`);
}

/**
 * A successful try recorded in one statement (no transaction of its own: one round trip, what a burst
 * of deliveries needs): its attempt, the delivery succeeded, the endpoint's failures over.
 */
export async function recordSuccess(
  db: DbOrTx,
  owner: WebhookOwner,
  a: { deliveryId: number; endpointId: number; statusCode: number; durationMs: number; replay: boolean },
): Promise<void> {
  const t = tablesOf(owner);
  await db.execute(sql`
    with attempt as (
      insert into ${t.attempts} (${t.column}delivery_id, status_code, duration_ms, error, replay)
      values (${t.value}${a.deliveryId}, ${a.statusCode}, ${a.durationMs}, null, ${a.replay})),
    delivered as (
      update ${t.deliveries} set status = 'succeeded', attempts = attempts + 1, next_attempt_at = null
      where ${t.own()} and id = ${a.deliveryId})
    update ${t.endpoints} set failing_since = null
    where ${t.own()} and id = ${a.endpointId} and failing_since is not null`);
}

/** The delivery after a try: its state, its count of tries, when it is tried next (null: not again). */
export async function markDelivery(
  tx: Tx,
  owner: WebhookOwner,
  deliveryId: number,
  status: 'pending' | 'succeeded' | 'failed',
  nextAttemptAt: Date | null,
): Promise<void> {
  const t = tablesOf(owner);
  await tx.execute(sql`
    update ${t.deliveries} set status = ${status}, attempts = attempts + 1,
      next_attempt_at = ${nextAttemptAt ? nextAttemptAt.toISOString() : null}::timestamptz
    where ${t.own()} and id = ${deliveryId}`);
}

/** A delivery to be sent again (replay): pending, tried now. */
export async function markReplayed(tx: Tx, owner: WebhookOwner, deliveryId: number): Promise<void> {
  const t = tablesOf(owner);
  await tx.execute(sql`
    update ${t.deliveries} set status = 'pending', next_attempt_at = now()
    where ${t.own()} and id = ${deliveryId}`);
}

/**
 * The endpoint failed: failing since its first failure in a row; once that is `days` days ago it is
 * turned off ('failing') and its pending deliveries failed, in the same statement. Whether this call
 * turned it off.
 */
export async function endpointFailed(
  tx: Tx,
  owner: WebhookOwner,
  endpointId: number,
  days: number,
): Promise<{ turnedOff: boolean; url: string } | undefined> {
  const t = tablesOf(owner);
  // One update of the row (a statement changes a row once): failing since, and off once that is old.
  const dead = sql`coalesce(failing_since, now()) <= now() - make_interval(days => ${days})`;
  const { rows } = await tx.execute<{ turned_off: boolean; url: string }>(sql`
    with marked as (
      update ${t.endpoints} set failing_since = coalesce(failing_since, now()),
        enabled = not ${dead},
        disabled_reason = case when ${dead} then 'failing' else disabled_reason end
      where ${t.own()} and id = ${endpointId} and enabled
      returning id, url, not enabled as turned_off),
    failed as (
      update ${t.deliveries} d set status = 'failed', next_attempt_at = null
      from marked where marked.turned_off and ${t.own('d')} and d.endpoint_id = marked.id
        and d.status = 'pending')
    select marked.turned_off, marked.url from marked`);
  const row = rows[0];
  return row && { turnedOff: row.turned_off, url: row.url };
}

/** The store's name and its owner's address, for the mail that says an endpoint was turned off. */
export async function storeOwner(
  db: DbOrTx,
  storeId: number,
): Promise<{ name: string; email: string; first_name: string | null } | undefined> {
  const { rows } = await db.execute<{ name: string; email: string; first_name: string | null }>(sql`
    select s.name, u.email, u.first_name from stores s
    join users u on u.store_id = s.id and u.store_user_type = 'owner' and u.deleted_at is null
    where s.id = ${storeId} order by u.id limit 1`);
  return rows[0];
}

/** The platform's administrators (users of type admin, not deleted): who is mailed of a platform endpoint. */
export async function platformAdmins(db: DbOrTx): Promise<{ email: string; first_name: string | null }[]> {
  const { rows } = await db.execute<{ email: string; first_name: string | null }>(sql`
    select email, first_name from users where user_type = 'admin' and deleted_at is null order by id`);
  return rows;
}
