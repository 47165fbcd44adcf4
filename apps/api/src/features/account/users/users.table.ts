import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { citext, createdAt } from '../../../db/columns.ts';
import { countries, locations, stores } from '../../../db/schema.ts';
import { sameStore } from '../../../db/tenant-columns.ts';

/** People who sign in: a client (owner or employee of one store) or a platform admin. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: citext('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    userType: text('user_type', { enum: ['client', 'admin'] }).notNull(),
    storeId: integer('store_id').references(() => stores.id),
    storeUserType: text('store_user_type', { enum: ['owner', 'employee'] }),
    locationId: integer('location_id'),
    countryId: integer('country_id').references(() => countries.id),
    permGivePoints: boolean('perm_give_points').notNull().default(false),
    permRedeem: boolean('perm_redeem').notNull().default(false),
    permCreateCustomer: boolean('perm_create_customer').notNull().default(false),
    permStore: boolean('perm_store').notNull().default(false),
    defaultLanguage: text('default_language').notNull().default('es'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the user proved the address is theirs. Null for a self-registered owner until the mailed
     * link is opened: such an account cannot sign in (nor its store mail customers) before that, so
     * registering tells nobody whether an address had an account (docs/SECURITY.md). Users an admin
     * or the seed creates are vouched for (default now()).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /**
     * The address an owner gave an employee when another account has it: shown as the employee's, never
     * applied (the account keeps a placeholder `email` it cannot sign in with), and the address's holder
     * is told by mail, so the employee form never says whether an address has an account (#31 item 6).
     */
    pendingEmail: citext('pending_email'),
  },
  (t) => [
    index('users_store_idx').on(t.storeId),
    sameStore('users_location_fk', t.storeId, t.locationId, locations),
    check(
      'users_kind',
      sql`(${t.userType} = 'admin' and ${t.storeId} is null and ${t.storeUserType} is null)
       or (${t.userType} = 'client' and ${t.storeId} is not null and ${t.storeUserType} is not null)`,
    ),
  ],
);
