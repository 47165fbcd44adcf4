import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { generalConfiguration } from '../../../db/schema.ts';

type Channels = Partial<
  Pick<typeof generalConfiguration.$inferInsert, 'supportPhone' | 'whatsappNumber' | 'whatsappMessage'>
>;

/** Writes the platform's one settings row (id 1), making it when a database has none yet. */
export async function saveChannels(db: DbOrTx, values: Channels) {
  const [row] = await db
    .insert(generalConfiguration)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: generalConfiguration.id, set: { ...values, id: sql`excluded.id` } })
    .returning();
  return row!;
}
