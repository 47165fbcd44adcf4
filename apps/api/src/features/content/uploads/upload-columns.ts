import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  banners,
  categories,
  news,
  notifications,
  offers,
  orderLines,
  productCategories,
  products,
  rewards,
  stores,
  storeTypes,
} from '../../../db/schema.ts';

/**
 * Every column that may name an uploaded file (/uploads/…): the one list the sweep reads to know which
 * files are still used (uploads-sweep.ts). A new column that holds an image goes here, or its files are
 * removed a day after their upload; upload-columns.test.ts fails for any column of the schema that
 * looks like one and is not listed. Soft-deleted rows still name their files (they can be restored),
 * and an order's line keeps the picture the customer saw.
 */
export const UPLOAD_COLUMNS: PgColumn[] = [
  stores.logo,
  storeTypes.image,
  categories.image,
  rewards.image,
  offers.image,
  offers.imageSquared,
  news.image,
  news.imageSquared,
  banners.image,
  notifications.image,
  productCategories.image,
  products.images,
  orderLines.image,
];

/** "table.column" of each listed column. */
export const uploadColumnNames = () => UPLOAD_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`);

/** Our URL path inside a value (as it is, or within a full address of this server). */
const PATH_IN_VALUE = '/uploads/[a-z0-9-]+/[a-z0-9-]+/[0-9a-f-]{36}[.](?:png|jpg|webp|gif)';

/** Every URL path of ours that some row names: one query over all the listed columns. */
export function namedPaths(): SQL {
  const parts = UPLOAD_COLUMNS.map((column) => {
    const table = sql.identifier(getTableName(column.table));
    const name = sql.identifier(column.name);
    const value = column.columnType === 'PgArray' ? sql`unnest(${name})` : name;
    return sql`select substring(v from ${PATH_IN_VALUE}) as path from (select ${value} as v from ${table}) t where v like '%/uploads/%'`;
  });
  return sql.join(parts, sql` union `);
}
