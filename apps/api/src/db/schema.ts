/** Every table, for drizzle's typed queries and drizzle-kit's migrations. */
export * from '../features/auth/auth.table.ts';
export * from '../features/locations/locations.table.ts';
export * from '../features/platform/platform.table.ts';
export * from '../features/stores/stores.table.ts';
export * from '../features/users/users.table.ts';
export * from '../mail/mail.table.ts';
