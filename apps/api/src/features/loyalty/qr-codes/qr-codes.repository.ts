import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { qrKeys } from './qr-keys.table.ts';

/** The store's QR key, made the first time it is needed (two processes racing keep the first one). */
export async function storeQrKey(db: DbOrTx, storeId: number): Promise<Buffer> {
  const [found] = await db.select({ secret: qrKeys.secret }).from(qrKeys).where(eq(qrKeys.storeId, storeId));
  if (found) return found.secret;
  await db
    .insert(qrKeys)
    .values({ storeId, secret: randomBytes(32) })
    .onConflictDoNothing();
  const [made] = await db.select({ secret: qrKeys.secret }).from(qrKeys).where(eq(qrKeys.storeId, storeId));
  return made!.secret;
}
