/** Every table, for drizzle's typed queries and drizzle-kit's migrations. */
export * from '../features/admin-configuration/admin-configuration.table.ts';
export * from '../features/admin-home/platform-months.table.ts';
export * from '../features/auth/auth.table.ts';
export * from '../features/bulk/bulk.table.ts';
export * from '../features/categories/categories.table.ts';
export * from '../features/customers/consents.table.ts';
export * from '../features/customers/customers.table.ts';
export * from '../features/levels/levels.table.ts';
export * from '../features/locations/locations.table.ts';
export * from '../features/notifications/notifications.table.ts';
export * from '../features/payments/payments.table.ts';
export * from '../features/platform/platform.table.ts';
export * from '../features/points/ledger.table.ts';
export * from '../features/pos/api-tokens.table.ts';
// What customers make (issue #16).
export * from '../features/requests/requests.table.ts';
export * from '../features/reviews/reviews.table.ts';
export * from '../features/rewards/rewards.table.ts';
export * from '../features/stats/activity-daily.table.ts';
export * from '../features/stats/daily-stats.table.ts';
export * from '../features/stores/store-events.table.ts';
export * from '../features/stores/stores.table.ts';
export * from '../features/surveys/surveys.table.ts';
export * from '../features/users/users.table.ts';
export * from '../features/wallet/customer-sessions.table.ts';
export * from '../idempotency/idempotency.table.ts';
export * from '../mail/mail.table.ts';
