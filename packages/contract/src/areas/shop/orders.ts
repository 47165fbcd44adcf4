import { z } from 'zod';
import {
  day,
  empty,
  longText,
  named,
  pageInput,
  requiredLongText,
  saidFields,
  storeRef,
  systemTextCode,
  systemTextParams,
  text,
} from '../../common.ts';
import { type OrderState, orderStates } from '../../order-states.ts';
import { route } from '../../route-table.ts';
import { productCategory } from './product-categories.ts';
import { cents, product } from './products.ts';
import { shippingCost } from './shippingcosts.ts';

// Written zod-free (order-states.ts), so the messages' params can name a state without the schemas.
export { type OrderState, orderStateNames, orderStates } from '../../order-states.ts';

/** How the customer gets the order: delivered to an address, or picked up at a location. */
export const orderModes = ['delivery', 'pickup'] as const;
export type OrderMode = (typeof orderModes)[number];

/**
 * Whether an order may go from one state to another: forward along its path (a step may be skipped:
 * a small shop confirms and delivers at once), shipped only for a delivery and ready only for a
 * pick-up; cancelled from any state but cancelled.
 */
export function canMoveOrder(from: OrderState, to: OrderState, mode: OrderMode): boolean {
  if (from === to || from === 'cancelled') return false;
  if (to === 'cancelled') return true;
  if ((to === 'shipped' && mode !== 'delivery') || (to === 'ready' && mode !== 'pickup')) return false;
  const rank: Record<OrderState, number> = {
    new: 0,
    confirmed: 1,
    prepared: 2,
    shipped: 3,
    ready: 3,
    delivered: 4,
    cancelled: 5,
  };
  return rank[to] > rank[from];
}

export const orderLine = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  priceCents: z.number(),
  quantity: z.number(),
  totalCents: z.number(),
});

export const orderEvent = z.object({
  state: z.enum(orderStates),
  /** Who made the change: a user's name; null: the customer, who placed the order. */
  by: z.string().nullable(),
  /** Why, in Spanish: as the staff typed it, or as the API wrote it (then also as reasonCode and reasonParams). */
  reason: z.string().nullable(),
  reasonCode: systemTextCode,
  reasonParams: systemTextParams,
  createdAt: z.string(),
});

export const orderNote = z.object({
  id: z.number(),
  text: z.string(),
  by: z.string().nullable(),
  createdAt: z.string(),
});

export const orderSummary = z.object({
  id: z.number(),
  state: z.enum(orderStates),
  mode: z.enum(orderModes),
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }),
  location: named.nullable(),
  shippingName: z.string().nullable(),
  address: z.string().nullable(),
  itemsCount: z.number(),
  subtotalCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
  /** Points the order gives when delivered. */
  points: z.number(),
  /** Whether its points are in the customer's balance now (delivered, not taken back). */
  pointsGiven: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderDetail = orderSummary.extend({
  customerEmail: z.string().nullable(),
  customerMobile: z.string().nullable(),
  customerNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelReasonCode: systemTextCode,
  cancelReasonParams: systemTextParams,
  lines: z.array(orderLine),
  events: z.array(orderEvent),
  notes: z.array(orderNote),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const orderId = { orderId: storeRef('order') };
const shop = { permission: 'permStore' } as const;
const orderAnswer = z.object({ ...saidFields, order: orderDetail });

/** Orders listed per page at most, and counted exactly up to this many (more is said as "more than"). */
export const ORDERS_COUNT_LIMIT = 10_000;

export const orderRoutes = {
  '/client/orders/get-all': route({
    area: 'orders',
    summary:
      "A page of the shop's orders, newest first, with filters (state, days in the store's time zone, location, customer, order number); total counts up to 10,000 (more: true beyond).",
    access: shop,
    input: z.object({
      state: z.enum(orderStates).optional(),
      from: day().optional(),
      to: day().optional(),
      locationId: storeRef('location').optional(),
      customerId: storeRef('customer').optional(),
      number: z.number().int().min(1).max(2_147_483_647).optional(),
      ...pageInput,
    }),
    output: z.object({ orders: z.array(orderSummary), total: z.number(), more: z.boolean() }),
    example: { state: 'new', from: '2026-01-01', to: '2026-12-31', page: 1, pageSize: 20 },
  }),
  '/client/orders/count-new': route({
    area: 'orders',
    summary: 'How many orders are new (not yet confirmed): the badge of the sidebar.',
    access: shop,
    input: empty,
    output: z.object({ count: z.number() }),
    example: {},
  }),
  '/client/orders/get': route({
    area: 'orders',
    summary: 'One order with its lines, its history (who and when) and its internal notes.',
    access: shop,
    input: z.object(orderId),
    output: z.object({ order: orderDetail }),
    example: { orderId: 1 },
  }),
  '/client/orders/update': route({
    area: 'orders',
    summary:
      'Move an order to another state (the customer is mailed; the change is recorded). Delivered gives its points once; cancelled needs a reason, returns the stock and takes back the points it gave.',
    access: shop,
    failures: ['conflict'],
    input: z.object({ ...orderId, state: z.enum(orderStates), reason: longText(500).nullable().optional() }),
    output: orderAnswer,
    example: { orderId: 1, state: 'confirmed' },
  }),
  '/client/orders/add-note': route({
    area: 'orders',
    summary: 'Add an internal note to an order (the customer never sees it).',
    access: shop,
    input: z.object({ ...orderId, text: requiredLongText(1000) }),
    output: orderAnswer,
    example: { orderId: 1, text: 'El cliente pide que toquen el timbre dos veces.' },
  }),
  '/client/orders/delete-note': route({
    area: 'orders',
    summary: 'Delete an internal note of an order.',
    access: shop,
    input: z.object({ orderNoteId: storeRef('orderNote') }),
    output: orderAnswer,
    example: { orderNoteId: 1 },
  }),
} as const;

/** A product as the wallet shows it: only what the customer may see. */
export const walletProduct = product
  .pick({
    id: true,
    name: true,
    description: true,
    images: true,
    priceCents: true,
    oldPriceCents: true,
    pointsMode: true,
  })
  .extend({
    categoryId: z.number().nullable(),
    /** Units left; null: unlimited. */
    stock: z.number().nullable(),
    /** Points one unit earns (a line of several by the store's conversion: pointsForAmount of its amount). */
    points: z.number(),
  });
export type WalletProduct = z.infer<typeof walletProduct>;

export const walletShop = z.object({
  storeName: z.string(),
  currencyCode: z.string(),
  categories: z.array(productCategory.pick({ id: true, name: true, image: true })),
  shippingCosts: z.array(shippingCost.pick({ id: true, name: true, costCents: true, freeFromCents: true })),
  /** Where an order may be picked up (free). */
  locations: z.array(z.object({ id: z.number(), name: z.string(), address: z.string().nullable() })),
});
export type WalletShop = z.infer<typeof walletShop>;

export const walletOrder = orderSummary.omit({ customer: true, updatedAt: true }).extend({
  lines: z.array(orderLine),
  events: z.array(orderEvent.omit({ by: true })),
  customerNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelReasonCode: systemTextCode,
  cancelReasonParams: systemTextParams,
});
export type WalletOrder = z.infer<typeof walletOrder>;

export const placeOrderInput = z.object({
  items: z
    .array(z.object({ productId: storeRef('product'), quantity: z.number().int().min(1).max(99) }))
    .min(1)
    .max(50),
  mode: z.enum(orderModes),
  /** Delivery: the zone and the address. */
  shippingCostId: storeRef('shippingCost').optional(),
  address: text(300).optional(),
  /** Pick-up: the location. */
  locationId: storeRef('location').optional(),
  note: longText(500).nullable().optional(),
  /** The total the customer saw; when sent and the server's differs, the order is refused. */
  expectedTotalCents: cents().optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

export const walletShopRoutes = {
  '/wallet/shop/info': route({
    area: 'orders',
    summary: "The store's shop for the signed-in customer: categories, shipping zones and pick-up locations.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({ shop: walletShop }),
    example: {},
  }),
  '/wallet/shop/products': route({
    area: 'orders',
    summary: 'A page of the products on sale now (active, visible today), by category order and name.',
    access: 'customer',
    input: z.object({
      productCategoryId: storeRef('productCategory').optional(),
      search: text(80).optional(),
      ...pageInput,
    }),
    output: z.object({ products: z.array(walletProduct), total: z.number() }),
    example: { page: 1, pageSize: 20 },
  }),
  '/wallet/shop/product': route({
    area: 'orders',
    summary: 'One product on sale now.',
    access: 'customer',
    input: z.object({ productId: storeRef('product') }),
    output: z.object({ product: walletProduct }),
    example: { productId: 1 },
  }),
  '/wallet/orders/place': route({
    area: 'orders',
    summary:
      'Place an order: prices, stock and shipping are checked now (stock never below zero); payment on delivery or at pick-up. With an Idempotency-Key a repeated call is the same order. The customer and the store are mailed.',
    access: 'customer',
    input: placeOrderInput,
    output: z.object({ ...saidFields, order: walletOrder }),
    example: {
      items: [{ productId: 1, quantity: 2 }],
      mode: 'delivery',
      shippingCostId: 1,
      address: 'Av. Larco 1150, dpto. 302, Miraflores',
    },
    idempotent: 'in-statement',
  }),
  '/wallet/orders/get-all': route({
    area: 'orders',
    summary: "The signed-in customer's orders, newest first, with their lines and history.",
    access: 'customer',
    input: z.object({ ...pageInput }),
    output: z.object({ orders: z.array(walletOrder), total: z.number() }),
    example: { page: 1, pageSize: 10 },
  }),
} as const;
