import { type MessageParams, orderModes, orderStates, systemTextCodes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries, locations, products, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A customer's order from the wallet. Prices, shipping and points are copied at the moment of the
 * order. points_entry_id is the purchase ledger row its delivery wrote (once: the state's conditional
 * update decides who delivers); reversal_entry_id the row that took it back.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    state: text('state', { enum: orderStates }).notNull().default('new'),
    mode: text('mode', { enum: orderModes }).notNull(),
    locationId: integer('location_id'),
    shippingName: text('shipping_name'),
    address: text('address'),
    customerNote: text('customer_note'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    itemsCount: integer('items_count').notNull(),
    points: integer('points').notNull(),
    pointsEntryId: integer('points_entry_id'),
    reversalEntryId: integer('reversal_entry_id'),
    cancelReason: text('cancel_reason'),
    cancelReasonCode: text('cancel_reason_code', { enum: systemTextCodes }),
    cancelReasonParams: jsonb('cancel_reason_params').$type<MessageParams>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'orders_pkey', columns: [t.id, t.storeId] }),
    // The back office's list, newest first, with each filter and combination (a customer's few orders
    // need no other column; docs/PERFORMANCE.md).
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    sameStore('orders_customer_fk', t.storeId, t.customerId, customers),
    sameStore('orders_location_fk', t.storeId, t.locationId, locations),
    sameStore('orders_points_entry_fk', t.storeId, t.pointsEntryId, ledgerEntries),
    sameStore('orders_reversal_entry_fk', t.storeId, t.reversalEntryId, ledgerEntries),
    index('orders_store_state_created_idx').on(t.storeId, t.state, t.createdAt, t.id),
    index('orders_store_state_location_created_idx').on(t.storeId, t.state, t.locationId, t.createdAt, t.id),
    index('orders_store_location_created_idx').on(t.storeId, t.locationId, t.createdAt, t.id),
    index('orders_store_customer_created_idx').on(t.storeId, t.customerId, t.createdAt, t.id),
    check('orders_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    image: text('image'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pkey', columns: [t.id, t.storeId] }),
    index('order_lines_order_idx').on(t.orderId),
    sameStore('order_lines_order_fk', t.storeId, t.orderId, orders),
    sameStore('order_lines_product_fk', t.storeId, t.productId, products),
  ],
);

/** Every state an order took, who moved it there (null: the customer placed it) and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    orderId: integer('order_id').notNull(),
    state: text('state', { enum: orderStates }).notNull(),
    userId: integer('user_id').references(() => users.id),
    reason: text('reason'),
    reasonCode: text('reason_code', { enum: systemTextCodes }),
    reasonParams: jsonb('reason_params').$type<MessageParams>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_events_pkey', columns: [t.id, t.storeId] }),
    index('order_events_order_idx').on(t.orderId, t.id),
    sameStore('order_events_order_fk', t.storeId, t.orderId, orders),
  ],
);

/** The store's internal notes on an order; the customer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    orderId: integer('order_id').notNull(),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_notes_pkey', columns: [t.id, t.storeId] }),
    index('order_notes_order_idx').on(t.orderId, t.id),
    sameStore('order_notes_order_fk', t.storeId, t.orderId, orders),
  ],
);
