import type { ShippingCost } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { executeNamed } from '../../../db/named-query.ts';
import { sql } from '../../../db/sql.ts';

/** What placing an order needs to know before its transaction (readOrderContext). */
export interface OrderContext {
  /** The number and time the order will have (taken now, so its answer is made before it is written). */
  orderId: number;
  placedAt: Date;
  store: {
    name: string;
    currencyCode: string;
    /** The store's country (PE, MX…): how its money is written. */
    countryCode: string | undefined;
    useConversion: boolean;
    conversionPoints: number;
    conversionMoneyCents: number;
    /** Open orders a customer may have at once (lockOpenOrders). */
    maxOpenOrders: number;
  };
  /** Where the store's mails go: its own address, else its first active owner's. */
  mailbox: string | null;
  /** Undefined when the customer is not the store's (or was deleted). */
  customer: { firstName: string; lastName: string; email: string | null } | undefined;
  /** The shipping zone asked for, when it is the store's. */
  shipping: ShippingCost | undefined;
  /** The pick-up location asked for, when it is the store's and not deleted. */
  location: { id: number; name: string } | undefined;
}

interface Row {
  order_id: number;
  placed_at: Date;
  store_name: string;
  currency_code: string;
  country_code: string | null;
  use_conversion: boolean;
  conversion_points: number;
  conversion_money_cents: number;
  max_open_orders: number;
  mailbox: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  customer_found: boolean;
  shipping_id: number | null;
  shipping_name: string | null;
  cost_cents: number | null;
  free_from_cents: number | null;
  shipping_active: boolean | null;
  location_id: number | null;
  location_name: string | null;
}

/**
 * The store, the customer, the shipping zone or pick-up location, and the store's mailbox, read in one
 * statement (one round trip, a named prepared statement) instead of four, with the order's number and
 * time: the part of placing an order that runs before its transaction (docs/PERFORMANCE.md, the online
 * shop). A number taken by an order then refused is not used again. Undefined when the store is gone.
 */
export async function readOrderContext(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  destination: { shippingCostId: number | null; locationId: number | null },
): Promise<OrderContext | undefined> {
  const { rows } = await executeNamed<Row>(
    db,
    sql`
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id, now() as placed_at,
      s.name as store_name, s.currency_code,
      (select co.country_code from countries co where co.id = s.country_id) as country_code,
      s.use_conversion, s.conversion_points,
      s.conversion_money_cents, s.max_open_orders,
      coalesce(nullif(s.email, ''), (
        select u.email from users u
        where u.store_id = s.id and u.store_user_type = 'owner' and u.deleted_at is null and u.active
        order by u.id limit 1)) as mailbox,
      c.id is not null as customer_found, c.first_name, c.last_name, c.email::text as email,
      sc.id as shipping_id, sc.name as shipping_name, sc.cost_cents, sc.free_from_cents,
      sc.active as shipping_active,
      l.id as location_id, l.name as location_name
    from stores s
    left join customers c on c.store_id = s.id and c.id = ${customerId}::int and c.deleted_at is null
    left join shipping_costs sc on sc.store_id = s.id and sc.id = ${destination.shippingCostId}::int
    left join locations l on l.store_id = s.id and l.id = ${destination.locationId}::int and l.deleted_at is null
    where s.id = ${storeId}::int`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    orderId: row.order_id,
    placedAt: row.placed_at,
    store: {
      name: row.store_name,
      currencyCode: row.currency_code,
      countryCode: row.country_code ?? undefined,
      useConversion: row.use_conversion,
      conversionPoints: row.conversion_points,
      conversionMoneyCents: row.conversion_money_cents,
      maxOpenOrders: row.max_open_orders,
    },
    mailbox: row.mailbox,
    customer: row.customer_found
      ? { firstName: row.first_name!, lastName: row.last_name!, email: row.email }
      : undefined,
    shipping:
      row.shipping_id === null
        ? undefined
        : {
            id: row.shipping_id,
            name: row.shipping_name!,
            costCents: row.cost_cents!,
            freeFromCents: row.free_from_cents,
            active: row.shipping_active!,
          },
    location: row.location_id === null ? undefined : { id: row.location_id, name: row.location_name! },
  };
}

/** The first key of the customers' place-order locks (pg_advisory_xact_lock(int, int)). */
const PLACE_ORDER_LOCK = 31_009;

/**
 * How many orders the customer has open (not delivered nor cancelled: unpaid, their units held), with
 * the customer's place-order lock taken for the rest of the transaction: two orders of one customer at
 * once are counted one after the other, so neither passes the store's cap on the other's count. Other
 * customers never wait for it.
 */
export async function lockOpenOrders(tx: DbOrTx, storeId: number, customerId: number): Promise<number> {
  await executeNamed(tx, sql`select pg_advisory_xact_lock(${PLACE_ORDER_LOCK}::int, ${customerId}::int)`);
  // A statement of its own after the lock: its snapshot sees the orders of whoever held the lock before.
  const { rows } = await executeNamed<{ open: number }>(
    tx,
    sql`
    select count(*)::int as open from orders
     where store_id = ${storeId}::int and customer_id = ${customerId}::int
       and state not in ('delivered', 'cancelled')`,
  );
  return rows[0]?.open ?? 0;
}
