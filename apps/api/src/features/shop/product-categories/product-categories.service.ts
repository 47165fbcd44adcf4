import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import * as repo from './product-categories.repository.ts';

type Fields = RouteParsedInput<'/client/product-categories/add'>;

async function view(ctx: RequestContext, storeId: number, id: number) {
  const found = (await repo.listCategories(ctx.db, storeId)).find((c) => c.id === id);
  if (!found) throw notFound('productCategories.notFound');
  return found;
}

const valuesOf = (input: Fields) => ({ name: input.name, image: input.image ?? null, active: input.active });

export async function list(ctx: RequestContext) {
  return { categories: await repo.listCategories(ctx.db, storeSessionOf(ctx).storeId) };
}

export async function add(ctx: RequestContext, input: Fields) {
  const { storeId } = storeSessionOf(ctx);
  const id = await repo
    .insertCategory(ctx.db, { storeId, ...valuesOf(input) })
    .catch(nameTaken('product_categories_name_uq', 'productCategories.nameTaken'));
  return { ...said('productCategories.created'), category: await view(ctx, storeId, id) };
}

export async function update(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/product-categories/update'>,
) {
  const { storeId } = storeSessionOf(ctx);
  const updated = await repo
    .updateCategory(ctx.db, storeId, input.productCategoryId, valuesOf(input))
    .catch(nameTaken('product_categories_name_uq', 'productCategories.nameTaken'));
  if (!updated) {
    throw notFound('productCategories.notFound');
  }
  return {
    ...said('productCategories.updated'),
    category: await view(ctx, storeId, input.productCategoryId),
  };
}

export async function remove(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/product-categories/delete'>,
) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.deleteCategory(ctx.db, storeId, input.productCategoryId))) {
    throw notFound('productCategories.notFound');
  }
  return said('productCategories.deleted');
}

/** The ids sent first, in their order; the categories not sent keep their order after them. */
export async function reorder(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/product-categories/reorder'>,
) {
  const { storeId } = storeSessionOf(ctx);
  const current = await repo.listCategories(ctx.db, storeId);
  const known = new Set(current.map((c) => c.id));
  if (input.productCategoryIds.some((id) => !known.has(id))) throw notFound('productCategories.notFound');
  const ids = [...new Set(input.productCategoryIds)];
  const rest = current.map((c) => c.id).filter((id) => !ids.includes(id));
  await repo.setPositions(ctx.db, storeId, [...ids, ...rest]);
  return {
    ...said('productCategories.reordered'),
    categories: await repo.listCategories(ctx.db, storeId),
  };
}
