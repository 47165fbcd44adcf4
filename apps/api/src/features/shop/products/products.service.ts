import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { findCategory } from '../product-categories/index.ts';
import { productRuleBroken } from './product-rules.ts';
import * as repo from './products.repository.ts';

type Fields = RouteParsedInput<'/client/products/add'>;

/** The store's category, or 404 (another store's included). */
async function categoryOf(ctx: RequestContext, storeId: number, id: number) {
  const category = await findCategory(ctx.db, storeId, id);
  if (!category) throw notFound('productCategories.notFound');
  return category;
}

async function valuesOf(ctx: RequestContext, storeId: number, input: Fields): Promise<repo.ProductValues> {
  const broken = productRuleBroken(input);
  if (broken) throw invalid(broken);
  if (input.productCategoryId != null) await categoryOf(ctx, storeId, input.productCategoryId);
  return {
    name: input.name,
    description: input.description ?? null,
    images: input.images,
    categoryId: input.productCategoryId ?? null,
    priceCents: input.priceCents,
    oldPriceCents: input.oldPriceCents ?? null,
    stock: input.stock ?? null,
    active: input.active,
    pointsMode: input.pointsMode,
    fixedPoints: input.pointsMode === 'fixed' ? (input.fixedPoints ?? null) : null,
    visibleFrom: input.visibleFrom ?? null,
    visibleUntil: input.visibleUntil ?? null,
  };
}

async function view(ctx: RequestContext, id: number) {
  const session = storeSessionOf(ctx);
  const found = await repo.findProduct(ctx.db, session.storeId, id);
  if (!found) throw notFound('products.notFound');
  const { p, categoryName } = found;
  const category = p.categoryId && categoryName !== null ? { id: p.categoryId, name: categoryName } : null;
  return repo.toProduct(p, category, session.store);
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/products/get-all'>) {
  const session = storeSessionOf(ctx);
  if (input.productCategoryId !== undefined) await categoryOf(ctx, session.storeId, input.productCategoryId);
  return repo.listProducts(
    ctx.db,
    session.storeId,
    { search: input.search, categoryId: input.productCategoryId, status: input.status },
    { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
    session.store,
  );
}

export async function add(ctx: RequestContext, input: Fields) {
  const { storeId } = storeSessionOf(ctx);
  const id = await repo.insertProduct(ctx.db, storeId, await valuesOf(ctx, storeId, input));
  return { ...said('products.created'), product: await view(ctx, id) };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/products/update'>) {
  const { storeId } = storeSessionOf(ctx);
  const values = await valuesOf(ctx, storeId, input);
  if (!(await repo.updateProduct(ctx.db, storeId, input.productId, values)))
    throw notFound('products.notFound');
  return { ...said('products.updated'), product: await view(ctx, input.productId) };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/products/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.softDeleteProduct(ctx.db, storeId, input.productId))) throw notFound('products.notFound');
  return said('products.deleted');
}
