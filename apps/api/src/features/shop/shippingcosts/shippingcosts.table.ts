import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** The shop's delivery zones and their cost; orders copy name and cost, so a change never alters one. */
export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    costCents: integer('cost_cents').notNull(),
    freeFromCents: integer('free_from_cents'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'shipping_costs_pkey', columns: [t.id, t.storeId] }),
    index('shipping_costs_store_idx').on(t.storeId),
  ],
);
