import { pgTable } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** The secret each store signs its wallet QRs with (docs/SECURITY.md, "Card and reward QR"); never shown. */
export const qrKeys = pgTable('qr_keys', {
  storeId: storeIdColumn().primaryKey(),
  secret: bytea('secret').notNull(),
  createdAt: createdAt(),
});
