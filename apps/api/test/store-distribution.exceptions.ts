/**
 * The tables copied whole to every node of a store-distributed cluster (Citus reference tables): the
 * platform's own, which no store owns. Every other table of `public` is `stores` or carries store_id
 * (test/store-distribution.test.ts).
 */
export const REFERENCE_TABLES: readonly string[] = [
  'billing_settings',
  'categories',
  'cities',
  'countries',
  'currencies',
  'email_confirmations',
  'general_configuration',
  'known_sign_in_places',
  'notification_keys',
  'password_reset_tokens',
  'paypal_configuration',
  'plans',
  'platform_months',
  'platform_revenue',
  'platform_store_months',
  'platform_store_totals',
  'rate_limit_buckets',
  'sessions',
  'store_types',
  'users',
];

export interface DistributionException {
  table: string;
  /** As the test words a violation: `store_id nullable`, `primary key <index>`, `foreign key <name>`… */
  what: string;
  why: string;
}

// Why each exception is there, and what it needs before the move (docs/DEPLOY.md "A store-distributed cluster").
const ID_KEY =
  'the primary key is the id alone: it becomes (id, store_id) once every foreign key to the table names store_id too';
const SINGLE_COLUMN_FK =
  'a foreign key by id alone: it becomes (store_id, x_id) → parent (store_id, id), which needs a unique (store_id, id) on the parent';
const PLATFORM_ROWS =
  "the platform's rows (store_id null) live beside the stores': they move to a reference table of their own first";
const PLATFORM_NOTIFICATION =
  "a store's delivery or read of the platform's notification (store_id null): waits on the platform's notifications moving to a reference table";
const PLATFORM_FILES =
  "the platform's uploads (store_id null) sit beside the stores': they move to a reference table of their own first";
const MAIL_OF_ACCOUNTS =
  'mails of accounts (recovery, confirmation) belong to no store: they move to a reference or coordinator-local outbox first';
const USERS_OF_A_STORE =
  'users is a reference table (sign-in finds an account by email before any store is known; admins have no store): its foreign keys to the distributed stores and locations are dropped at the move, the services check them';
const TOKEN_LOOKUP =
  'a bearer token is found by its hash alone, before its store is known: at the move the token carries its store (or a reference table maps hash → store)';
const PROVIDER_LOOKUP =
  "PayPal's webhook names its order or subscription, not the store: at the move a reference table maps the provider's id → store";
const SLUG_LOOKUP =
  "a store's wallet address (slug) is unique on the platform: at the move a reference table maps slug → store id, unique there";

export const DISTRIBUTION_EXCEPTIONS: readonly DistributionException[] = [
  { table: 'api_tokens', what: 'primary key api_tokens_pkey', why: ID_KEY },
  { table: 'api_tokens', what: 'unique api_tokens_token_hash_unique', why: TOKEN_LOOKUP },
  { table: 'audit_log', what: 'primary key audit_log_pkey', why: ID_KEY },
  { table: 'banners', what: 'primary key banners_pkey', why: ID_KEY },
  { table: 'bulk_batches', what: 'primary key bulk_batches_pkey', why: ID_KEY },
  { table: 'coupon_batches', what: 'primary key coupon_batches_pkey', why: ID_KEY },
  {
    table: 'coupon_codes',
    what: 'foreign key coupon_codes_ledger_entry_id_ledger_entries_id_fk',
    why: SINGLE_COLUMN_FK,
  },
  { table: 'coupon_codes', what: 'primary key coupon_codes_pkey', why: ID_KEY },
  { table: 'customer_consent_history', what: 'primary key customer_consent_history_pkey', why: ID_KEY },
  { table: 'customer_levels', what: 'primary key customer_levels_pkey', why: ID_KEY },
  { table: 'customer_sessions', what: 'primary key customer_sessions_pkey', why: ID_KEY },
  { table: 'customer_sessions', what: 'unique customer_sessions_token_hash_unique', why: TOKEN_LOOKUP },
  { table: 'customers', what: 'foreign key customers_level_id_customer_levels_id_fk', why: SINGLE_COLUMN_FK },
  { table: 'customers', what: 'primary key customers_pkey', why: ID_KEY },
  { table: 'ledger_entries', what: 'foreign key ledger_reverses_fk', why: SINGLE_COLUMN_FK },
  { table: 'ledger_entries', what: 'primary key ledger_entries_pkey', why: ID_KEY },
  { table: 'locations', what: 'primary key locations_pkey', why: ID_KEY },
  { table: 'mail_outbox', what: 'primary key mail_outbox_pkey', why: ID_KEY },
  { table: 'mail_outbox', what: 'store_id nullable', why: MAIL_OF_ACCOUNTS },
  { table: 'news', what: 'primary key news_pkey', why: ID_KEY },
  { table: 'news', what: 'store_id nullable', why: PLATFORM_ROWS },
  {
    table: 'notification_deliveries',
    what: 'foreign key notification_deliveries_notification_id_notifications_id_fk',
    why: PLATFORM_NOTIFICATION,
  },
  { table: 'notification_deliveries', what: 'primary key notification_deliveries_pkey', why: ID_KEY },
  {
    table: 'notification_reads',
    what: 'foreign key notification_reads_notification_id_notifications_id_fk',
    why: PLATFORM_NOTIFICATION,
  },
  { table: 'notification_settings', what: 'primary key notification_settings_pkey', why: ID_KEY },
  { table: 'notification_settings', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'notification_settings', what: 'unique notification_settings_platform_uq', why: PLATFORM_ROWS },
  { table: 'notifications', what: 'primary key notifications_pkey', why: ID_KEY },
  { table: 'notifications', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'offers', what: 'primary key offers_pkey', why: ID_KEY },
  { table: 'offers', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'order_events', what: 'primary key order_events_pkey', why: ID_KEY },
  { table: 'order_lines', what: 'primary key order_lines_pkey', why: ID_KEY },
  { table: 'order_notes', what: 'primary key order_notes_pkey', why: ID_KEY },
  { table: 'orders', what: 'foreign key orders_points_entry_id_ledger_entries_id_fk', why: SINGLE_COLUMN_FK },
  {
    table: 'orders',
    what: 'foreign key orders_reversal_entry_id_ledger_entries_id_fk',
    why: SINGLE_COLUMN_FK,
  },
  { table: 'orders', what: 'primary key orders_pkey', why: ID_KEY },
  { table: 'payments', what: 'primary key payments_pkey', why: ID_KEY },
  { table: 'payments', what: 'unique payments_provider_ref_uq', why: PROVIDER_LOOKUP },
  { table: 'product_categories', what: 'primary key product_categories_pkey', why: ID_KEY },
  {
    table: 'products',
    what: 'foreign key products_category_id_product_categories_id_fk',
    why: SINGLE_COLUMN_FK,
  },
  { table: 'products', what: 'primary key products_pkey', why: ID_KEY },
  { table: 'push_outbox', what: 'primary key push_outbox_pkey', why: ID_KEY },
  { table: 'push_subscriptions', what: 'primary key push_subscriptions_pkey', why: ID_KEY },
  {
    table: 'redemptions',
    what: 'foreign key redemptions_ledger_entry_id_ledger_entries_id_fk',
    why: SINGLE_COLUMN_FK,
  },
  { table: 'redemptions', what: 'primary key redemptions_pkey', why: ID_KEY },
  { table: 'reviews', what: 'primary key reviews_pkey', why: ID_KEY },
  { table: 'reward_requests', what: 'primary key reward_requests_pkey', why: ID_KEY },
  { table: 'rewards', what: 'primary key rewards_pkey', why: ID_KEY },
  { table: 'shipping_costs', what: 'primary key shipping_costs_pkey', why: ID_KEY },
  { table: 'store_events', what: 'primary key store_events_pkey', why: ID_KEY },
  { table: 'stores', what: 'unique stores_slug_unique', why: SLUG_LOOKUP },
  { table: 'subscriptions', what: 'primary key subscriptions_pkey', why: ID_KEY },
  { table: 'subscriptions', what: 'unique subscriptions_provider_ref_uq', why: PROVIDER_LOOKUP },
  {
    table: 'surveys',
    what: 'foreign key surveys_ledger_entry_id_ledger_entries_id_fk',
    why: SINGLE_COLUMN_FK,
  },
  { table: 'surveys', what: 'primary key surveys_pkey', why: ID_KEY },
  { table: 'uploads', what: 'primary key uploads_pkey', why: ID_KEY },
  { table: 'uploads', what: 'store_id nullable', why: PLATFORM_FILES },
  {
    table: 'users',
    what: 'foreign key users_location_id_locations_id_fk from a reference table',
    why: USERS_OF_A_STORE,
  },
  {
    table: 'users',
    what: 'foreign key users_store_id_stores_id_fk from a reference table',
    why: USERS_OF_A_STORE,
  },
  { table: 'wallet_sign_in_codes', what: 'primary key wallet_sign_in_codes_pkey', why: ID_KEY },
  {
    table: 'wallet_sign_in_codes',
    what: 'unique wallet_sign_in_codes_ticket_hash_unique',
    why: TOKEN_LOOKUP,
  },
];
