import type { Product } from '@premia/contract';
import { pointsOfLine, type StoreConversion } from '@premia/contract/order-totals';
import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { executeNamed, frozen } from '../../../db/named-query.ts';
import { productCategories, products } from '../../../db/schema.ts';
import { sql as fastSql } from '../../../db/sql.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { escapeLike } from '../../../lib/text.ts';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'storeId' | 'createdAt' | 'deletedAt'>;
export type ProductRow = typeof products.$inferSelect;

const live = (storeId: number) => and(eq(products.storeId, storeId), isNull(products.deletedAt));

// Rendered once, so that onSaleToday is plain text and values (db/named-query.ts renderPlain).
const [active, visibleFrom, visibleUntil] = [
  products.active,
  products.visibleFrom,
  products.visibleUntil,
].map((column) => frozen(sql`${column}`));

/** On sale today in the store's time zone: active, and within its visible days. */
const onSaleToday = (storeId: number): SQL => fastSql`${active}
  and (${visibleFrom} is null or ${visibleFrom} <= (now() at time zone (select time_zone from stores where id = ${storeId}))::date)
  and (${visibleUntil} is null or ${visibleUntil} >= (now() at time zone (select time_zone from stores where id = ${storeId}))::date)`;

/** A product as placing an order takes it (takeStocks): what its line and its points need. */
export interface TakenProduct {
  id: number;
  name: string;
  images: string[];
  priceCents: number;
  pointsMode: ProductRow['pointsMode'];
  fixedPoints: number | null;
}
interface TakenRow {
  id: number;
  name: string;
  images: string[];
  price_cents: number;
  points_mode: ProductRow['pointsMode'];
  fixed_points: number | null;
}

/** A LIKE pattern that finds the text as typed (its % and _ are not wildcards). */
const containing = (text: string) => `%${escapeLike(text)}%`;

export function toProduct(
  row: ProductRow,
  category: { id: number; name: string } | null,
  store: StoreConversion,
): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    category,
    priceCents: row.priceCents,
    oldPriceCents: row.oldPriceCents,
    stock: row.stock,
    active: row.active,
    pointsMode: row.pointsMode,
    fixedPoints: row.fixedPoints,
    points: pointsOfLine(row, store, row.priceCents, 1),
    visibleFrom: row.visibleFrom,
    visibleUntil: row.visibleUntil,
  };
}

export interface ProductFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  status?: 'all' | 'active' | 'inactive' | 'outOfStock' | 'onSale';
}

function conditionOf(storeId: number, filter: ProductFilter): SQL | undefined {
  const status = {
    all: undefined,
    active: eq(products.active, true),
    inactive: eq(products.active, false),
    outOfStock: eq(products.stock, 0),
    onSale: and(onSaleToday(storeId), sql`(${products.stock} is null or ${products.stock} > 0)`),
  }[filter.status ?? 'all'];
  return and(
    live(storeId),
    filter.search ? ilike(products.name, containing(filter.search)) : undefined,
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    status,
  );
}

/** A page of the store's products by name (by category order first for the wallet), and how many match. */
export async function listProducts(
  db: DbOrTx,
  storeId: number,
  filter: ProductFilter,
  page: { offset: number; limit: number },
  store: StoreConversion,
  byCategory = false,
): Promise<{ products: Product[]; total: number }> {
  const where = conditionOf(storeId, filter);
  const rows = await db
    .select({
      p: products,
      categoryName: productCategories.name,
      categoryPosition: productCategories.position,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(
      ...(byCategory ? [sql`${productCategories.position} asc nulls last`] : []),
      asc(products.name),
      asc(products.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return {
    products: rows.map(({ p, categoryName }) =>
      toProduct(
        p,
        p.categoryId && categoryName !== null ? { id: p.categoryId, name: categoryName } : null,
        store,
      ),
    ),
    total: total?.n ?? 0,
  };
}

/** Whether the store has a product a customer can buy now (on sale today, a unit left). */
export async function hasProductsOnSale(db: DbOrTx, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(conditionOf(storeId, { status: 'onSale' }))
    .limit(1);
  return row !== undefined;
}

/** One product of the store (not deleted), with its category's name. */
export async function findProduct(db: DbOrTx, storeId: number, id: number, onSale = false) {
  const [row] = await db
    .select({ p: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(live(storeId), eq(products.id, id), onSale ? onSaleToday(storeId) : undefined));
  return row;
}

/** Every product of the store (not deleted) by name, with its category's name: the export. */
export async function allProducts(db: DbOrTx, storeId: number, limit: number) {
  return db
    .select({ p: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(live(storeId))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}

/** The ids of the store's products (not deleted) by lower-cased name: the import's matching. */
export async function productIdsByName(db: DbOrTx, storeId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(live(storeId))
    .orderBy(asc(products.id));
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name.toLowerCase())) ids.set(row.name.toLowerCase(), row.id);
  return ids;
}

export async function insertProduct(db: DbOrTx, storeId: number, values: ProductValues): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ storeId, ...values })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<ProductValues>,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(values)
    .where(and(live(storeId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function softDeleteProduct(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: sql`now()` })
    .where(and(live(storeId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Takes the units of an order's products in one statement, at this moment's prices. The rows are
 * locked in id order first (the sub-select's FOR UPDATE), so two orders of the same products never
 * wait for each other in a circle; then a product gives its units only when it is on sale and has
 * enough left: a count never goes below zero, and of concurrent orders for the last units only those
 * that fit win (the update reads the stock the order before it left). The products taken: fewer rows
 * than items when one could not be taken (the caller then undoes the whole order). A named prepared
 * statement, built without drizzle's renderer: every order placed runs it (docs/PERFORMANCE.md).
 */
export async function takeStocks(
  db: DbOrTx,
  storeId: number,
  items: { productId: number; quantity: number }[],
): Promise<TakenProduct[]> {
  const ids = arrayLiteral(items.map((i) => i.productId));
  const quantities = arrayLiteral(items.map((i) => i.quantity));
  const { rows } = await executeNamed<TakenRow>(
    db,
    fastSql`
    update products set stock = case when products.stock is null then null else products.stock - wanted.quantity end
    from unnest(${ids}::int[], ${quantities}::int[]) as wanted(id, quantity)
    where products.store_id = ${storeId}::int and products.deleted_at is null and products.id = wanted.id
      and products.id in (
        select id from products where store_id = ${storeId}::int and id = any(${ids}::int[]) order by id for update)
      and ${onSaleToday(storeId)}
      and (products.stock is null or products.stock >= wanted.quantity)
    returning products.id, products.name, products.images, products.price_cents, products.points_mode,
      products.fixed_points`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    images: r.images,
    priceCents: r.price_cents,
    pointsMode: r.points_mode,
    fixedPoints: r.fixed_points,
  }));
}

/** Gives back units of a cancelled order (a product with unlimited stock stays unlimited). */
export async function returnStock(db: DbOrTx, storeId: number, id: number, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.storeId, storeId), eq(products.id, id), isNotNull(products.stock)));
}
