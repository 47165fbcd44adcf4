import { integer } from 'drizzle-orm/pg-core';
import { customers, stores } from './schema.ts';

// Function declarations, not arrow constants: the tables calling them are evaluated inside the
// schema's import cycle, before this module's body has run; declarations exist from the start.

/** The store a row belongs to (the tenant): the column every store table filters on. */
export function storeIdColumn() {
  return integer('store_id')
    .notNull()
    .references(() => stores.id);
}

/** The customer a row belongs to, in its store. */
export function customerIdColumn() {
  return integer('customer_id')
    .notNull()
    .references(() => customers.id);
}
