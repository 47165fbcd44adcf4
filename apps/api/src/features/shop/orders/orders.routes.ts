import { claimsKeyInStatement } from '../../../counter-fast-path/claim-in-statement.ts';
import type { Handlers } from '../../../lib/context.ts';
import * as orders from './orders.service.ts';
import { placeOrder } from './place-order.service.ts';
import * as shop from './wallet-shop.service.ts';

export const orderHandlers = {
  '/client/orders/get-all': (input, ctx) => orders.list(ctx, input),
  '/client/orders/count-new': (_input, ctx) => orders.countNew(ctx),
  '/client/orders/get': (input, ctx) => orders.get(ctx, input),
  '/client/orders/update': (input, ctx) => orders.update(ctx, input),
  '/client/orders/add-note': (input, ctx) => orders.addNote(ctx, input),
  '/client/orders/delete-note': (input, ctx) => orders.deleteNote(ctx, input),
  '/wallet/shop/info': (_input, ctx) => shop.shopInfo(ctx),
  '/wallet/shop/products': (input, ctx) => shop.shopProducts(ctx, input),
  '/wallet/shop/product': (input, ctx) => shop.shopProduct(ctx, input),
  '/wallet/orders/place': claimsKeyInStatement('/wallet/orders/place', (input, ctx) =>
    placeOrder(ctx, input),
  ),
  '/wallet/orders/get-all': (input, ctx) => shop.myOrders(ctx, input),
} satisfies Partial<Handlers>;
