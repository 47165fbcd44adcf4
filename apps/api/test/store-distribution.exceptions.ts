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
  // The platform administrator's webhooks: no store owns them (src/webhooks/webhooks.table.ts).
  'platform_webhook_attempts',
  'platform_webhook_deliveries',
  'platform_webhook_endpoints',
  'platform_webhook_messages',
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
const PLATFORM_ROWS =
  "the platform's rows (store_id null) live beside the stores', so neither store_id NOT NULL nor a key with it: they move to a reference table of their own first";
const PLATFORM_NOTIFICATION =
  "a store's delivery or read of the platform's notification (store_id null): waits on the platform's notifications moving to a reference table";
const PLATFORM_FILES =
  "the platform's uploads (store_id null) sit beside the stores', so the key is the path alone: they move to a reference table of their own first";
const MAIL_OF_ACCOUNTS =
  'mails of accounts (recovery, confirmation) belong to no store, so the key is the id alone: they move to a coordinator-local outbox first';
const USERS_OF_A_STORE =
  'users is a reference table (sign-in finds an account by email before any store is known; admins have no store): its foreign keys to the distributed stores and locations are dropped at the move, the services check them';
const TOKEN_LOOKUP =
  'a bearer token is found by its hash alone, before its store is known: at the move the token carries its store (or a reference table maps hash → store)';
const PROVIDER_LOOKUP =
  "PayPal's webhook names its order or subscription, not the store: at the move a reference table maps the provider's id → store";
const SLUG_LOOKUP =
  "a store's wallet address (slug) is unique on the platform: at the move a reference table maps slug → store id, unique there";

export const DISTRIBUTION_EXCEPTIONS: readonly DistributionException[] = [
  { table: 'api_tokens', what: 'unique api_tokens_token_hash_unique', why: TOKEN_LOOKUP },
  { table: 'customer_sessions', what: 'unique customer_sessions_token_hash_unique', why: TOKEN_LOOKUP },
  { table: 'mail_outbox', what: 'primary key mail_outbox_pkey', why: MAIL_OF_ACCOUNTS },
  { table: 'mail_outbox', what: 'store_id nullable', why: MAIL_OF_ACCOUNTS },
  { table: 'news', what: 'primary key news_pkey', why: PLATFORM_ROWS },
  { table: 'news', what: 'store_id nullable', why: PLATFORM_ROWS },
  {
    table: 'notification_deliveries',
    what: 'foreign key notification_deliveries_notification_id_notifications_id_fk',
    why: PLATFORM_NOTIFICATION,
  },
  {
    table: 'notification_reads',
    what: 'foreign key notification_reads_notification_id_notifications_id_fk',
    why: PLATFORM_NOTIFICATION,
  },
  { table: 'notification_settings', what: 'primary key notification_settings_pkey', why: PLATFORM_ROWS },
  { table: 'notification_settings', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'notification_settings', what: 'unique notification_settings_platform_uq', why: PLATFORM_ROWS },
  { table: 'notifications', what: 'primary key notifications_pkey', why: PLATFORM_ROWS },
  { table: 'notifications', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'offers', what: 'primary key offers_pkey', why: PLATFORM_ROWS },
  { table: 'offers', what: 'store_id nullable', why: PLATFORM_ROWS },
  { table: 'payments', what: 'unique payments_provider_ref_uq', why: PROVIDER_LOOKUP },
  { table: 'stores', what: 'unique stores_slug_unique', why: SLUG_LOOKUP },
  { table: 'subscriptions', what: 'unique subscriptions_provider_ref_uq', why: PROVIDER_LOOKUP },
  { table: 'uploads', what: 'primary key uploads_pkey', why: PLATFORM_FILES },
  { table: 'uploads', what: 'store_id nullable', why: PLATFORM_FILES },
  {
    table: 'users',
    what: 'foreign key users_store_id_stores_id_fk from a reference table',
    why: USERS_OF_A_STORE,
  },
  {
    table: 'wallet_sign_in_codes',
    what: 'unique wallet_sign_in_codes_ticket_hash_unique',
    why: TOKEN_LOOKUP,
  },
  { table: 'users', what: 'foreign key users_location_fk from a reference table', why: USERS_OF_A_STORE },
];
