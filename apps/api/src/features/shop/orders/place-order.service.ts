import { MAX_POINTS_PER_OPERATION, type RouteParsedInput, said } from '@premia/contract';
import { moneyParam } from '@premia/contract/money';
import { pointsOfLine, shippingCentsFor } from '@premia/contract/order-totals';
import { claimInStatement } from '../../../counter-fast-path/claim-in-statement.ts';
import { inTransaction, type Tx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import { firstAnswer } from '../../../idempotency/idempotency.ts';
import { customerSessionOf, type RequestContext } from '../../../lib/context.ts';
import { AppError, conflict, invalid, notFound } from '../../../lib/errors.ts';
import { queueMailsGathered } from '../../../mail/mail-queue.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { findProduct, takeStocks } from '../products/index.ts';
import { newOrderMail, orderPlacedMail } from './order-mails.ts';
import { insertOrder, newOrderRow, walletOrderOf } from './orders.repository.ts';
import { lockOpenOrders, type OrderContext, readOrderContext } from './place-order.repository.ts';

/** The most an order may total: every amount of it fits the ledger's and the roll-ups' integers. */
const MAX_ORDER_CENTS = 1_000_000_000;

type Input = RouteParsedInput<'/wallet/orders/place'>;

/** The shipping zone or the pick-up location the order names, before anything is read. */
function destinationAsked(input: Input) {
  if (input.mode === 'delivery') {
    if (input.shippingCostId === undefined || !input.address) throw invalid('orders.shippingRequired');
    return { shippingCostId: input.shippingCostId, locationId: null };
  }
  if (input.locationId === undefined) throw invalid('orders.locationRequired');
  return { shippingCostId: null, locationId: input.locationId };
}

/** Where the order goes, as read: a shipping zone and an address, or a location to pick it up. */
function destinationOf(input: Input, read: OrderContext) {
  if (input.mode === 'delivery') {
    if (!read.shipping) throw notFound('shippingCosts.notFound');
    if (!read.shipping.active) throw conflict('orders.shippingUnavailable');
    return { shipping: read.shipping, address: input.address ?? null, location: null };
  }
  if (!read.location) throw notFound('locations.notFound');
  return { shipping: null, address: null, location: read.location };
}

/** Why a product's units could not be taken: not the store's (404), not on sale, or not enough left. */
async function refusalFor(tx: Tx, storeId: number, productId: number) {
  const found = await findProduct(tx, storeId, productId);
  if (!found) return notFound('products.notFound');
  const onSale = await findProduct(tx, storeId, productId, true);
  if (!onSale) return conflict('orders.productUnavailable', { name: found.p.name });
  return conflict('orders.outOfStock', { name: found.p.name, left: found.p.stock ?? 0 });
}

/**
 * Places the customer's order: what it needs of the store, the customer and the destination read in
 * one statement, with the order's number and time; then, in one transaction, the units of all its
 * products taken by one conditional update (rows locked in product id order, so two orders never wait
 * for each other) at the prices of this moment; shipping and points follow; the order, its lines, its
 * first state and the call's Idempotency-Key with its answer written by one statement; the customer and
 * the store mailed (both outbox rows in one statement, sent in batches with other orders' mails). Any
 * refusal rolls everything back. The route hands this the key (claimsKeyInStatement): a second call
 * with it fails on the key's primary key and gets the first answer, so a double tap is one order
 * (docs/PERFORMANCE.md, the online shop).
 */
export async function placeOrder(ctx: RequestContext, input: Input) {
  try {
    return await place(ctx, input);
  } catch (error) {
    // A refusal (the last unit now sold, a total changed…) of a call whose key a first call already
    // used: that call's answer, as when the key is found taken on writing.
    const first =
      ctx.claim && error instanceof AppError ? await firstAnswer<Answer>(ctx.db, ctx.claim) : undefined;
    if (first) return first;
    throw error;
  }
}

type Answer = Awaited<ReturnType<typeof place>>;

async function place(ctx: RequestContext, input: Input) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const read = await readOrderContext(ctx.db, storeId, customerId, destinationAsked(input));
  if (!read?.customer) throw notFound('customers.notFound');
  const { store, customer, mailbox } = read;
  const destination = destinationOf(input, read);
  const quantities = new Map<number, number>();
  for (const item of input.items)
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const items = [...quantities]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));

  return inTransaction(ctx.db, async (tx) => {
    // Paid on delivery or pick-up: a cap on open orders keeps one customer from holding the stock unpaid.
    if ((await lockOpenOrders(tx, storeId, customerId)) >= store.maxOpenOrders) {
      throw conflict('orders.tooManyOpen', { max: store.maxOpenOrders });
    }
    const taken = new Map((await takeStocks(tx, storeId, items)).map((p) => [p.id, p]));
    const missing = items.find((item) => !taken.has(item.productId));
    if (missing) throw await refusalFor(tx, storeId, missing.productId);
    let points = 0;
    const lines = items.map(({ productId, quantity }) => {
      const product = taken.get(productId)!;
      points += pointsOfLine(product, store, product.priceCents, quantity);
      return {
        productId,
        name: product.name,
        image: product.images[0] ?? null,
        priceCents: product.priceCents,
        quantity,
        totalCents: product.priceCents * quantity,
      };
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
    const shippingCents = shippingCentsFor(destination.shipping, subtotalCents);
    const totalCents = subtotalCents + shippingCents;
    if (totalCents > MAX_ORDER_CENTS) throw invalid('orders.tooLarge');
    if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totalCents) {
      throw conflict('orders.totalChanged', {
        total: moneyParam(totalCents, store),
      });
    }
    const values = {
      storeId,
      customerId,
      mode: input.mode,
      locationId: destination.location?.id ?? null,
      shippingName: destination.shipping?.name ?? null,
      address: destination.address,
      customerNote: input.note || null,
      subtotalCents,
      shippingCents,
      totalCents,
      itemsCount: lines.reduce((sum, l) => sum + l.quantity, 0),
      points: Math.min(points, MAX_POINTS_PER_OPERATION),
    };
    const order = newOrderRow(values, read.orderId, read.placedAt);
    const history = [
      { state: order.state, reason: null, reasonCode: null, reasonParams: null, createdAt: order.createdAt },
    ];
    const answer = {
      ...said('orders.placed', { orderId: order.id }),
      order: walletOrderOf(order, destination.location?.name ?? null, lines, history),
    };
    await insertOrder(tx, values, lines, {
      id: order.id,
      at: order.createdAt,
      with: ctx.claim && claimInStatement(ctx.claim, sql`placed`, sql`${JSON.stringify(answer)}::jsonb`),
    });
    await emitWebhook(tx, storeId, 'order.placed', {
      orderId: order.id,
      customerId,
      state: order.state,
      totalCents,
    });
    const mailed = { id: order.id, mode: input.mode, totalCents, lines };
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    await queueMailsGathered(ctx.deps.jobs, tx, [
      ...(customer.email
        ? [{ to: customer.email, ...orderPlacedMail(store, customer.firstName, mailed) }]
        : []),
      ...(mailbox ? [{ to: mailbox, ...newOrderMail(store, name, mailed) }] : []),
    ]);
    return answer;
  });
}
