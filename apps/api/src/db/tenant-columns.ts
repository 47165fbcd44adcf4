import { type AnyPgColumn, foreignKey, integer } from 'drizzle-orm/pg-core';
import { stores } from './schema.ts';

// Function declarations, not arrow constants: the tables calling them are evaluated inside the
// schema's import cycle, before this module's body has run; declarations exist from the start.

/** The store a row belongs to (the tenant): the column every store table filters on. */
export function storeIdColumn() {
  return integer('store_id')
    .notNull()
    .references(() => stores.id);
}

/** The customer a row belongs to, in its store: its foreign key is sameStore(…, customers), in the table's keys. */
export function customerIdColumn() {
  return integer('customer_id').notNull();
}

/**
 * A foreign key to another store table through the row's store: (store_id, column) → parent (store_id,
 * id), which the parent's primary key (id, store_id) backs (PostgreSQL takes a unique key on the same
 * columns in any order; no second index to keep on writes). The row's parent is then always of its store,
 * and the key names the column a store-distributed cluster shards by (test/store-distribution.test.ts).
 */
export function sameStore(
  name: string,
  storeId: AnyPgColumn,
  column: AnyPgColumn,
  parent: { storeId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [storeId, column], foreignColumns: [parent.storeId, parent.id] });
}
