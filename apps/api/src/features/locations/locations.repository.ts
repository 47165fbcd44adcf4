import type { DbOrTx } from '../../db/database.ts';
import { locations } from './locations.table.ts';

export async function insertLocation(db: DbOrTx, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}
