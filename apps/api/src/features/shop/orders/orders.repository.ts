import {
  clientCode,
  ORDERS_COUNT_LIMIT,
  type OrderDetail,
  type OrderMode,
  type OrderState,
  type OrderSummary,
} from '@premia/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { executeNamed } from '../../../db/named-query.ts';
import {
  customers,
  locations,
  orderEvents,
  orderLines,
  orderNotes,
  orders,
  users,
} from '../../../db/schema.ts';
import { sql as fastSql } from '../../../db/sql.ts';
import type { SystemText } from '../../../lib/system-text.ts';

export type OrderRow = typeof orders.$inferSelect;
type NewOrder = Pick<
  typeof orders.$inferInsert,
  | 'storeId'
  | 'customerId'
  | 'mode'
  | 'locationId'
  | 'shippingName'
  | 'address'
  | 'customerNote'
  | 'subtotalCents'
  | 'shippingCents'
  | 'totalCents'
  | 'itemsCount'
  | 'points'
>;
type NewLine = Omit<typeof orderLines.$inferInsert, 'id' | 'storeId' | 'orderId'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Writes an order, its lines and its first state ('new', by the customer) in one statement (a named
 * prepared one, built without drizzle's renderer: every order placed runs it); the row as written.
 * `given`: the number and time the order was given beforehand (placing one takes them with its first
 * read, so that its answer is made before this write), and a write that must commit with the order
 * and no other way (a CTE over `placed`: placing's Idempotency-Key with its answer).
 */
export async function insertOrder(
  db: DbOrTx,
  values: NewOrder,
  lines: NewLine[],
  given?: { id: number; at: Date; with?: SQL | undefined },
): Promise<OrderRow> {
  const at = given?.at ?? null;
  const result = await executeNamed<{ id: number; created_at: Date }>(
    db,
    fastSql`
    with placed as (
      insert into orders (id, store_id, customer_id, mode, location_id, shipping_name, address, customer_note,
        subtotal_cents, shipping_cents, total_cents, items_count, points, created_at, updated_at)
      overriding system value
      select coalesce(${given?.id ?? null}::int, nextval(pg_get_serial_sequence('orders', 'id'))),
        ${values.storeId}::int, ${values.customerId}::int, ${values.mode}::text, ${values.locationId ?? null}::int,
        ${values.shippingName ?? null}::text, ${values.address ?? null}::text, ${values.customerNote ?? null}::text,
        ${values.subtotalCents}::int, ${values.shippingCents}::int, ${values.totalCents}::int,
        ${values.itemsCount}::int, ${values.points}::int,
        coalesce(${at}::timestamptz, now()), coalesce(${at}::timestamptz, now())
      returning id, created_at),
    lines as (
      insert into order_lines (store_id, order_id, product_id, name, image, price_cents, quantity, total_cents)
      select ${values.storeId}::int, placed.id, l."productId", l.name, l.image, l."priceCents", l.quantity, l."totalCents"
      from placed, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l("productId" int, name text, image text, "priceCents" int, quantity int, "totalCents" int)),
    first_state as (
      insert into order_events (store_id, order_id, state, created_at)
      select ${values.storeId}::int, placed.id, 'new', placed.created_at from placed)
    ${given?.with ? fastSql`, also as (${given.with})` : fastSql``}
    select placed.id, placed.created_at from placed`,
  );
  const row = result.rows[0]!;
  return newOrderRow(values, row.id, new Date(row.created_at));
}

/** The row of an order just written with these values, number and time (insertOrder). */
export function newOrderRow(values: NewOrder, id: number, createdAt: Date): OrderRow {
  return {
    ...values,
    id,
    state: 'new',
    locationId: values.locationId ?? null,
    shippingName: values.shippingName ?? null,
    address: values.address ?? null,
    customerNote: values.customerNote ?? null,
    pointsEntryId: null,
    reversalEntryId: null,
    cancelReason: null,
    cancelReasonCode: null,
    cancelReasonParams: null,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function findOrderRow(db: DbOrTx, storeId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
  return row;
}

/**
 * Moves an order from the state it was read in to another, in one conditional update: of two
 * concurrent changes of the same order only the first applies (the second finds another state, and
 * nothing of it, points included, is done). Undefined when the order is no longer in `from`.
 */
export async function moveOrder(
  db: DbOrTx,
  storeId: number,
  id: number,
  from: OrderState,
  /** reason: as the staff typed it, or as the API writes it (systemText: kept with its code and params). */
  change: { state: OrderState; userId: number | null; reason: string | SystemText | null },
): Promise<OrderRow | undefined> {
  const { reason, reasonCode, reasonParams } = reasonColumns(change.reason);
  const [row] = await db
    .update(orders)
    .set({
      state: change.state,
      updatedAt: sql`now()`,
      ...(change.state === 'cancelled'
        ? { cancelReason: reason, cancelReasonCode: reasonCode, cancelReasonParams: reasonParams }
        : {}),
    })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id), eq(orders.state, from)))
    .returning();
  if (!row) return undefined;
  await db.insert(orderEvents).values({
    storeId,
    orderId: id,
    state: change.state,
    userId: change.userId,
    reason,
    reasonCode,
    reasonParams,
  });
  return row;
}

function reasonColumns(reason: string | SystemText | null) {
  if (reason === null || typeof reason === 'string') return { reason, reasonCode: null, reasonParams: null };
  return { reason: reason.text, reasonCode: reason.code, reasonParams: reason.params };
}

export async function setOrderEntries(
  db: DbOrTx,
  storeId: number,
  id: number,
  entries: { pointsEntryId?: number | null; reversalEntryId?: number | null },
): Promise<void> {
  await db
    .update(orders)
    .set(entries)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
}

export async function linesOf(db: DbOrTx, storeId: number, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.storeId, storeId), inArray(orderLines.orderId, orderIds)))
    .orderBy(asc(orderLines.id));
}

async function eventsOf(db: DbOrTx, storeId: number, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderEvents.orderId,
      state: orderEvents.state,
      reason: orderEvents.reason,
      reasonCode: orderEvents.reasonCode,
      reasonParams: orderEvents.reasonParams,
      createdAt: orderEvents.createdAt,
      by: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(and(eq(orderEvents.storeId, storeId), inArray(orderEvents.orderId, orderIds)))
    .orderBy(asc(orderEvents.id));
}

export interface OrderFilter {
  state?: OrderState | undefined;
  /** Days in the store's time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
  locationId?: number | undefined;
  customerId?: number | undefined;
  number?: number | undefined;
}

const storeZone = (storeId: number) => sql`(select time_zone from stores where id = ${storeId})`;

function whereOf(storeId: number, filter: OrderFilter): SQL {
  return and(
    eq(orders.storeId, storeId),
    filter.state ? eq(orders.state, filter.state) : undefined,
    filter.from
      ? sql`${orders.createdAt} >= (${filter.from}::date)::timestamp at time zone ${storeZone(storeId)}`
      : undefined,
    filter.to
      ? sql`${orders.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${storeZone(storeId)}`
      : undefined,
    filter.locationId === undefined ? undefined : eq(orders.locationId, filter.locationId),
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.number === undefined ? undefined : eq(orders.id, filter.number),
  )!;
}

const summaryColumns = {
  o: orders,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
  locationName: locations.name,
};

type SummaryRow = {
  o: OrderRow;
  firstName: string;
  lastName: string;
  locationName: string | null;
};

function toSummary({ o, firstName, lastName, locationName }: SummaryRow): OrderSummary {
  return {
    id: o.id,
    state: o.state,
    mode: o.mode as OrderMode,
    customer: {
      id: o.customerId,
      name: `${firstName} ${lastName}`.trim(),
      clientCode: clientCode(o.customerId)!,
    },
    location:
      o.locationId !== null && locationName !== null ? { id: o.locationId, name: locationName } : null,
    shippingName: o.shippingName,
    address: o.address,
    itemsCount: o.itemsCount,
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    points: o.points,
    pointsGiven: o.pointsEntryId !== null && o.reversalEntryId === null,
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}

/**
 * A page of the store's orders, newest first (docs/PERFORMANCE.md, the online shop). Each filter and
 * combination has an index ending in (created_at, id), so the page's ids are read from it alone, the
 * offset's rows included, and only the page's 20 orders are then read with their customer and location.
 * The count stops at ORDERS_COUNT_LIMIT + 1 rows (more: true) and runs beside the page: counting a
 * million orders on every page would cost more than the page itself. The offset is bounded by the same
 * limit (orders.pageTooDeep, in the service).
 */
export async function listOrders(
  db: DbOrTx,
  storeId: number,
  filter: OrderFilter,
  page: { offset: number; limit: number },
) {
  const where = whereOf(storeId, filter);
  const pageIds = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const [rows, counted] = await Promise.all([
    db
      .select(summaryColumns)
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(locations, eq(locations.id, orders.locationId))
      .orderBy(desc(pageIds.createdAt), desc(pageIds.id)),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${orders} where ${where} limit ${ORDERS_COUNT_LIMIT + 1}) x`,
    ),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  return {
    orders: rows.map(toSummary),
    total: Math.min(n, ORDERS_COUNT_LIMIT),
    more: n > ORDERS_COUNT_LIMIT,
  };
}

export async function countNewOrders(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.state, 'new')));
  return row?.n ?? 0;
}

/** One order with its lines, history and notes; undefined when the store has no such order. */
export async function findOrderDetail(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
  if (!row) return undefined;
  const [lines, events, notes] = await Promise.all([
    linesOf(db, storeId, [id]),
    eventsOf(db, storeId, [id]),
    db
      .select({
        id: orderNotes.id,
        text: orderNotes.text,
        createdAt: orderNotes.createdAt,
        by: sql<
          string | null
        >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.userId))
      .where(and(eq(orderNotes.storeId, storeId), eq(orderNotes.orderId, id)))
      .orderBy(asc(orderNotes.id)),
  ]);
  return {
    ...toSummary(row),
    customerEmail: row.email,
    customerMobile: row.mobile,
    customerNote: row.o.customerNote,
    cancelReason: row.o.cancelReason,
    cancelReasonCode: row.o.cancelReasonCode,
    cancelReasonParams: row.o.cancelReasonParams,
    lines: lines.map(lineView),
    events: events.map((e) => ({ ...eventView(e), by: e.by })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, by: n.by, createdAt: iso(n.createdAt) })),
  };
}

const lineView = (l: Omit<typeof orderLines.$inferSelect, 'id' | 'storeId' | 'orderId'>) => ({
  productId: l.productId,
  name: l.name,
  image: l.image,
  priceCents: l.priceCents,
  quantity: l.quantity,
  totalCents: l.totalCents,
});

type OrderEventRow = Pick<
  typeof orderEvents.$inferSelect,
  'state' | 'reason' | 'reasonCode' | 'reasonParams'
> & { createdAt: Date | string };

const eventView = (e: OrderEventRow) => ({
  state: e.state,
  reason: e.reason,
  reasonCode: e.reasonCode,
  reasonParams: e.reasonParams,
  createdAt: iso(e.createdAt),
});

/** An order as its customer sees it in the wallet: no internal notes, no names of who moved it. */
export function walletOrderOf(
  o: OrderRow,
  locationName: string | null,
  lines: Parameters<typeof lineView>[0][],
  events: OrderEventRow[],
) {
  const {
    customer: _customer,
    updatedAt: _updatedAt,
    ...summary
  } = toSummary({
    o,
    firstName: '',
    lastName: '',
    locationName,
  });
  return {
    ...summary,
    customerNote: o.customerNote,
    cancelReason: o.cancelReason,
    cancelReasonCode: o.cancelReasonCode,
    cancelReasonParams: o.cancelReasonParams,
    lines: lines.map(lineView),
    events: events.map(eventView),
  };
}

/** A page of one customer's orders, newest first, with their lines and history (no internal notes). */
export async function customerOrders(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(orders.storeId, storeId), eq(orders.customerId, customerId));
  const rows = await db
    .select({ o: orders, locationName: locations.name })
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const ids = rows.map((r) => r.o.id);
  const [lines, events] = await Promise.all([linesOf(db, storeId, ids), eventsOf(db, storeId, ids)]);
  return {
    orders: rows.map(({ o, locationName }) =>
      walletOrderOf(
        o,
        locationName,
        lines.filter((l) => l.orderId === o.id),
        events.filter((e) => e.orderId === o.id),
      ),
    ),
    total: total?.n ?? 0,
  };
}

export async function insertNote(
  db: DbOrTx,
  values: { storeId: number; orderId: number; text: string; userId: number | null },
): Promise<void> {
  await db.insert(orderNotes).values(values);
}

/** Deletes a note of the store; the id of its order, or undefined when there is no such note. */
export async function deleteNote(db: DbOrTx, storeId: number, id: number): Promise<number | undefined> {
  const [row] = await db
    .delete(orderNotes)
    .where(and(eq(orderNotes.storeId, storeId), eq(orderNotes.id, id)))
    .returning({ orderId: orderNotes.orderId });
  return row?.orderId;
}
