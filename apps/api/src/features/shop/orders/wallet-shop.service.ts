import type { RouteParsedInput, WalletProduct } from '@premia/contract';
import { customerSessionOf, type RequestContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { listLocations } from '../../account/locations/index.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCategory, listCategories } from '../product-categories/index.ts';
import { findProduct, listProducts, toProduct } from '../products/index.ts';
import { listShippingCosts } from '../shippingcosts/index.ts';
import { customerOrders } from './orders.repository.ts';

async function storeOf(ctx: RequestContext, storeId: number) {
  const store = await findStore(ctx.db, storeId);
  if (!store) throw notFound();
  return store;
}

const forWallet = (p: ReturnType<typeof toProduct>): WalletProduct => ({
  id: p.id,
  name: p.name,
  description: p.description,
  images: p.images,
  priceCents: p.priceCents,
  oldPriceCents: p.oldPriceCents,
  pointsMode: p.pointsMode,
  categoryId: p.category?.id ?? null,
  stock: p.stock,
  points: p.points,
});

/** What the customer's shop shows around its products: categories, shipping zones, pick-up places. */
export async function shopInfo(ctx: RequestContext) {
  const { storeId } = customerSessionOf(ctx);
  const [store, categories, shippingCosts, locations] = await Promise.all([
    storeOf(ctx, storeId),
    listCategories(ctx.db, storeId),
    listShippingCosts(ctx.db, storeId, true),
    listLocations(ctx.db, storeId),
  ]);
  return {
    shop: {
      storeName: store.name,
      currencyCode: store.currencyCode,
      categories: categories.filter((c) => c.active).map((c) => ({ id: c.id, name: c.name, image: c.image })),
      shippingCosts: shippingCosts.map((s) => ({
        id: s.id,
        name: s.name,
        costCents: s.costCents,
        freeFromCents: s.freeFromCents,
      })),
      locations: locations.map((l) => ({ id: l.id, name: l.name, address: l.address })),
    },
  };
}

export async function shopProducts(ctx: RequestContext, input: RouteParsedInput<'/wallet/shop/products'>) {
  const { storeId } = customerSessionOf(ctx);
  const store = await storeOf(ctx, storeId);
  if (
    input.productCategoryId !== undefined &&
    !(await findCategory(ctx.db, storeId, input.productCategoryId))
  ) {
    throw notFound('productCategories.notFound');
  }
  const page = await listProducts(
    ctx.db,
    storeId,
    { search: input.search, categoryId: input.productCategoryId, status: 'onSale' },
    { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
    store,
    true,
  );
  return { products: page.products.map(forWallet), total: page.total };
}

export async function shopProduct(ctx: RequestContext, input: RouteParsedInput<'/wallet/shop/product'>) {
  const { storeId } = customerSessionOf(ctx);
  const store = await storeOf(ctx, storeId);
  const found = await findProduct(ctx.db, storeId, input.productId, true);
  if (!found) throw notFound('products.notFound');
  return { product: forWallet(toProduct(found.p, null, store)) };
}

export async function myOrders(ctx: RequestContext, input: RouteParsedInput<'/wallet/orders/get-all'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return customerOrders(ctx.db, storeId, customerId, {
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
}
