import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A customer's card as a wallet shows it (issue 35 §3), one row per wallet ('apple', 'google'): the
 * balance and level it was last given, so the refresh job finds the cards whose customer has changed
 * since (customers' balance and level, compared, not a write on the counter's path) and updates them.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    wallet: text('wallet', { enum: ['apple', 'google'] }).notNull(),
    shownBalance: integer('shown_balance').notNull(),
    shownLevelId: integer('shown_level_id'),
    /** When the wallet was last given (or told of) a new version: Apple's «passesUpdatedSince». */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wallet_passes_pkey', columns: [t.storeId, t.customerId, t.wallet] }),
    sameStore('wallet_passes_customer_fk', t.storeId, t.customerId, customers),
  ],
);

/** A device that holds the customer's Apple pass (Apple's web service registered it), and its push token. */
export const applePassDevices = pgTable(
  'apple_pass_devices',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    deviceId: text('device_id').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'apple_pass_devices_pkey', columns: [t.storeId, t.customerId, t.deviceId] }),
    // Apple's «which of this device's passes changed» names the device only (a phone holds several stores' cards).
    index('apple_pass_devices_device_idx').on(t.deviceId),
    sameStore('apple_pass_devices_customer_fk', t.storeId, t.customerId, customers),
  ],
);
