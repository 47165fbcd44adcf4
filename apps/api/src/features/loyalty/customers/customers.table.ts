import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { citext, createdAt } from '../../../db/columns.ts';
import { locations, users } from '../../../db/schema.ts';
import { sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A store's customers. `balance` is kept by the ledger's transactions and can never go below zero;
 * `search_text` is the unaccented, lower-cased name, email and mobile that search matches; `sort_name`
 * (first name first) and `last_first` (last name first) are the folded name in the two orders search
 * reads by index range. The database computes the three from the row (0039_customer_search_keys.sql).
 * None of them changes with the balance, so points updates stay HOT.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: citext('email'),
    mobile: text('mobile'),
    /**
     * A mobile the customer asked for in the wallet that another customer of the store has: held, not
     * applied, and shown to the customer as theirs, so the wallet never says whose a number is (#31 item 7).
     */
    pendingMobile: text('pending_mobile'),
    phoneCode: text('phone_code'),
    birthday: date('birthday', { mode: 'string' }),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * The address the customer proved is theirs (a wallet code, or the link of the mail that asks them):
     * marketing mail goes only to `email` when it equals this. An address staff typed, with consent
     * staff ticked, gets nothing but that question (issue #31 item 1).
     */
    mailConfirmedEmail: citext('mail_confirmed_email'),
    /** When the mail asking that confirmation was last sent: at most one every 30 days. */
    mailConfirmAskedAt: timestamp('mail_confirm_asked_at', { withTimezone: true }),
    /** The language the customer reads the wallet (and, later, its mails) in: contract walletLanguages. */
    language: text('language').notNull().default('es'),
    balance: integer('balance').notNull().default(0),
    /** Stamps held on the store's stamp card (issue 34 §4): kept by the ledger's stamp entries, apart from points. */
    stamps: integer('stamps').notNull().default(0),
    // (store_id, level_id) → customer_levels, ON DELETE SET NULL (level_id): written in migration 0047,
    // as drizzle cannot say which column the deletion clears.
    levelId: integer('level_id'),
    /**
     * What the level is reached by: the points earned in the 12 months up to `level_month` (the sum of
     * the customer's customer_month_earnings rows of those months), kept with each earning in the same
     * update as the balance, so a customer's concurrent earnings each see the others' sum.
     */
    levelPoints: integer('level_points').notNull().default(0),
    levelMonth: date('level_month', { mode: 'string' }),
    registrationLocationId: integer('registration_location_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    searchText: text('search_text').notNull().default(''),
    sortName: text('sort_name').notNull().default(''),
    lastFirst: text('last_first').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'customers_pkey', columns: [t.id, t.storeId] }),
    check('customers_balance_non_negative', sql`${t.balance} >= 0`),
    check('customers_stamps_non_negative', sql`${t.stamps} >= 0`),
    // The target of the (store, customer) foreign keys: a row's customer is always of the row's store.
    uniqueIndex('customers_store_id_uq').on(t.storeId, t.id),
    sameStore('customers_registration_location_fk', t.storeId, t.registrationLocationId, locations),
    uniqueIndex('customers_store_email_uq').on(t.storeId, t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_store_mobile_uq').on(t.storeId, t.mobile).where(sql`${t.deletedAt} is null`),
    index('customers_store_sort_idx').on(t.storeId, t.sortName, t.id),
    index('customers_store_last_first_c_id_idx').on(t.storeId, sql`(${t.lastFirst} collate "C")`, t.id),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
