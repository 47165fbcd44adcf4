import { randomBytes } from 'node:crypto';
import type { StoreEntity } from '@premia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/features/account/auth/password.ts';
import { insertLocation } from '../src/features/account/locations/locations.repository.ts';
import { insertPayment, insertSubscription } from '../src/features/account/payments/payments.repository.ts';
import { insertStore } from '../src/features/account/stores/stores.repository.ts';
import { stores } from '../src/features/account/stores/stores.table.ts';
import { insertUser } from '../src/features/account/users/users.repository.ts';
import { insertBanner } from '../src/features/content/banners/index.ts';
import { insertCouponBatch, insertCouponCodes } from '../src/features/content/coupons/index.ts';
import { insertNews } from '../src/features/content/news/index.ts';
import { insertNotification } from '../src/features/content/notifications/notifications.repository.ts';
import { insertOffer } from '../src/features/content/offers/index.ts';
import { insertAutomation } from '../src/features/loyalty/automations/automations.repository.ts';
import { insertBatch } from '../src/features/loyalty/bulk/bulk.repository.ts';
import { insertCustomer } from '../src/features/loyalty/customers/customers.repository.ts';
import { postEntry } from '../src/features/loyalty/ledger/index.ts';
import { insertLevel } from '../src/features/loyalty/levels/levels.repository.ts';
import { insertRequest } from '../src/features/loyalty/requests/requests.repository.ts';
import { insertReward } from '../src/features/loyalty/rewards/rewards.repository.ts';
import { insertSegment } from '../src/features/loyalty/segments/segments.repository.ts';
import { startCustomerSession } from '../src/features/loyalty/wallet/index.ts';
import { insertOrder } from '../src/features/shop/orders/orders.repository.ts';
import { insertCategory } from '../src/features/shop/product-categories/product-categories.repository.ts';
import { insertProduct } from '../src/features/shop/products/products.repository.ts';
import { insertShippingCost } from '../src/features/shop/shippingcosts/shippingcosts.repository.ts';
import type { Session } from '../src/lib/context.ts';
import { storeSessionOf } from '../src/lib/context.ts';
import type { TestApp } from './build-test-app.ts';

export const TEST_PASSWORD = 'Factory-pass-2026';
let passwordHash: Promise<string> | undefined;
const hashed = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A store with its owner and one location, straight in the database. */
export async function createStore(db: Db, name = `Tienda ${unique()}`) {
  const store = await insertStore(db, {
    name,
    countryId: 1,
    currencyCode: 'PEN',
    timeZone: 'America/Lima',
    slug: `tienda-${unique()}`,
    storeTypeId: 1,
  });
  const location = await insertLocation(db, { storeId: store.id, name: 'Local principal' });
  const owner = await insertUser(db, {
    email: `owner-${unique()}@example.com`,
    passwordHash: await hashed(),
    firstName: 'Dueño',
    lastName: 'Prueba',
    userType: 'client',
    storeId: store.id,
    storeUserType: 'owner',
    locationId: location.id,
  });
  return { store, location, owner };
}

/** A new store (as createStore) with its owner signed in: `token` is the owner's bearer token. */
export async function createSignedInStore(t: Pick<TestApp, 'db' | 'login'>, name?: string) {
  const made = await createStore(t.db, name);
  return { ...made, token: await t.login(made.owner.email, TEST_PASSWORD) };
}

/**
 * A signed-in store of the test's own (as createSignedInStore) with these settings: a test that changes
 * a store's settings changes its own, never the demo store another test reads.
 */
export async function createStoreWith(
  t: Pick<TestApp, 'db' | 'login'>,
  settings: Partial<typeof stores.$inferInsert>,
) {
  const made = await createSignedInStore(t);
  await setStoreSettings(t.db, made.store.id, settings);
  return made;
}

/**
 * A store of the ledger's model tests, its owner's context and session: points only as written (no
 * conversion, no welcome points), redemptions without a daily limit, and no mails.
 */
export async function createModelStore(t: Pick<TestApp, 'db' | 'login' | 'contextFor'>, name: string) {
  const { store, owner } = await createStore(t.db, name);
  await setStoreSettings(t.db, store.id, {
    useConversion: false,
    welcomePoints: 0,
    redeemFree: 1_000_000,
    emailOnCustomerCreation: false,
    emailOnGivePoints: false,
    emailOnRedeemed: false,
  });
  const ctx = await t.contextFor(await t.login(owner.email, TEST_PASSWORD));
  return { storeId: store.id, ctx, session: storeSessionOf(ctx) };
}

/** Changes settings of a store straight in the database (as a test's setup, not as its owner would). */
/**
 * Points earned `ago` (a PostgreSQL interval, e.g. '13 months'): the row and the balance written as the
 * ledger would have, for an earning in the past, which the ledger itself only writes at the present.
 */
export async function earnedAgo(
  t: Pick<TestApp, 'pool'>,
  storeId: number,
  customerId: number,
  points: number,
  ago: string,
) {
  await t.pool.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, created_at)
     values ($1, $2, 'manual', $3, now() - $4::interval)`,
    [storeId, customerId, points, ago],
  );
  await t.pool.query('update customers set balance = balance + $3 where store_id = $1 and id = $2', [
    storeId,
    customerId,
    points,
  ]);
}

export async function setStoreSettings(
  db: Db,
  storeId: number,
  settings: Partial<typeof stores.$inferInsert>,
) {
  await db.update(stores).set(settings).where(eq(stores.id, storeId));
}

export async function createEmployee(
  db: Db,
  storeId: number,
  locationId: number,
  permissions: Partial<
    Record<'permGivePoints' | 'permRedeem' | 'permCreateCustomer' | 'permStore', boolean>
  > = {},
) {
  return insertUser(db, {
    email: `employee-${unique()}@example.com`,
    passwordHash: await hashed(),
    firstName: 'Empleado',
    lastName: 'Prueba',
    userType: 'client',
    storeId,
    storeUserType: 'employee',
    locationId,
    ...permissions,
  });
}

/** A webhook endpoint of the store, off (nothing is sent to it), for the tenant checks. */
async function insertWebhookEndpoint(db: Db, storeId: number): Promise<number> {
  const [row] = (
    await db.execute<{ id: number }>(sql`
      insert into webhook_endpoints (store_id, url, events, secret, enabled, disabled_reason)
      values (${storeId}, 'https://example.com/hook', '{points.earned}', ${`whsec_${randomBytes(24).toString('base64')}`},
        false, 'owner') returning id`)
  ).rows;
  return Number(row?.id);
}

/**
 * One row of each store entity, in the given store, for the route-table suite's tenant checks. Every
 * entity a contract field names with storeRef() needs a factory here.
 */
export const entityFactories: Partial<Record<StoreEntity, (db: Db, storeId: number) => Promise<number>>> = {
  location: async (db, storeId) => (await insertLocation(db, { storeId, name: `Local ${unique()}` })).id,
  employee: async (db, storeId) => {
    const [location] = (await db.execute(sql`select id from locations where store_id = ${storeId} limit 1`))
      .rows;
    return (await createEmployee(db, storeId, Number(location?.id))).id;
  },
  customer: (db, storeId) => createCustomer(db, storeId),
  till: async (db, storeId) => {
    const [row] = (
      await db.execute<{ id: number }>(sql`
        insert into api_tokens (store_id, token_hash, last_four, name)
        values (${storeId}, ${randomBytes(32)}, 'abcd', ${`Caja ${unique()}`}) returning id`)
    ).rows;
    return Number(row?.id);
  },
  webhookEndpoint: (db, storeId) => insertWebhookEndpoint(db, storeId),
  webhookDelivery: async (db, storeId) => {
    const endpointId = await insertWebhookEndpoint(db, storeId);
    const [row] = (
      await db.execute<{ id: number }>(sql`
        insert into webhook_deliveries (store_id, endpoint_id, message_id, event_type, body)
        values (${storeId}, ${endpointId}, 1, 'points.earned', '{}') returning id`)
    ).rows;
    return Number(row?.id);
  },
  reward: (db, storeId) => insertReward(db, { storeId, name: `Premio ${unique()}`, pointsCost: 10 }),
  level: (db, storeId) =>
    insertLevel(db, { storeId, name: `Nivel ${unique()}`, minPoints: 1000 + counter, color: '#123456' }),
  segment: async (db, storeId) =>
    (await insertSegment(db, storeId, { name: `Segmento ${unique()}`, filter: { pointsMin: 10 } })).id,
  automation: async (db, storeId) =>
    (
      await insertAutomation(db, storeId, {
        kind: 'inactive',
        days: 30,
        title: 'Le extrañamos',
        body: 'Vuelva pronto.',
        period: 'once',
        active: false,
      })
    ).id,
  ledgerEntry: async (db, storeId) => {
    const customerId = await createCustomer(db, storeId, 50);
    const [row] = (
      await db.execute<{ id: number }>(
        sql`select id from ledger_entries where customer_id = ${customerId} limit 1`,
      )
    ).rows;
    return Number(row?.id);
  },
  stampEntry: async (db, storeId) => {
    const customerId = await createCustomer(db, storeId, 0);
    await db.execute(sql`update customers set stamps = 1 where id = ${customerId} and store_id = ${storeId}`);
    const [row] = (
      await db.execute<{ id: number }>(sql`
        insert into stamp_entries (store_id, customer_id, kind, stamps, day)
        values (${storeId}, ${customerId}, 'stamp', 1, current_date) returning id`)
    ).rows;
    return Number(row?.id);
  },
  payment: (db, storeId) =>
    insertPayment(db, {
      storeId,
      redemptions: 10,
      amountCents: 1000,
      currencyCode: 'USD',
      provider: 'manual',
    }),
  subscription: (db, storeId) => insertSubscription(db, { storeId, provider: 'manual' }),
  rewardRequest: async (db, storeId) =>
    customerEntityFactories.rewardRequest!(db, storeId, await createCustomer(db, storeId, 100)),
  survey: async (db, storeId) =>
    customerEntityFactories.survey!(db, storeId, await createCustomer(db, storeId)),
  review: async (db, storeId) =>
    customerEntityFactories.review!(db, storeId, await createCustomer(db, storeId)),
  bulkBatch: async (db, storeId) => {
    const customerId = await createCustomer(db, storeId, 0);
    const id = await insertBatch(db, {
      storeId,
      fileHash: unique(),
      filename: 'puntos.csv',
      userId: null,
      locationId: null,
      rows: [
        {
          row: 2,
          identifier: `A${customerId}`,
          customerId,
          points: 10,
          amountCents: null,
          reason: null,
          error: null,
        },
      ],
    });
    return id!;
  },
  notification: async (db, storeId) =>
    (
      await insertNotification(db, storeId, {
        title: `Aviso ${unique()}`,
        description: 'Prueba',
        sendDate: '2030-01-15',
        sendTime: '10:00',
        scheduledAt: new Date('2030-01-15T15:00:00Z'),
      })
    ).id,
  // The online shop: an active category, a product on sale with unlimited stock, an active zone.
  productCategory: (db, storeId) =>
    insertCategory(db, { storeId, name: `Categoría ${unique()}`, image: null, active: true }),
  product: (db, storeId) => createProduct(db, storeId),
  shippingCost: async (db, storeId) =>
    (
      await insertShippingCost(db, storeId, {
        name: `Zona ${unique()}`,
        costCents: 500,
        freeFromCents: null,
        active: true,
      })
    ).id,
  order: (db, storeId) => createOrder(db, storeId),
  orderNote: async (db, storeId) => {
    const orderId = await createOrder(db, storeId);
    const [row] = (
      await db.execute<{ id: number }>(
        sql`insert into order_notes (store_id, order_id, text) values (${storeId}, ${orderId}, 'Nota') returning id`,
      )
    ).rows;
    return Number(row?.id);
  },
  // content
  couponBatch: async (db, storeId) => {
    const id = await insertCouponBatch(db, {
      storeId,
      name: `Cupones ${unique()}`,
      points: 10,
      expiresOn: '2099-12-31',
      source: 'generated',
      codesTotal: 1,
    });
    await insertCouponCodes(db, storeId, id, [`C${unique().toUpperCase()}`]);
    return id;
  },
  news: async (db, storeId) =>
    (await insertNews(db, storeId, { name: `Novedad ${unique()}`, active: true, public: true })).id,
  offer: async (db, storeId) =>
    (await insertOffer(db, storeId, { name: `Oferta ${unique()}`, public: true })).id,
  banner: async (db, storeId) =>
    (await insertBanner(db, storeId, { image: `/uploads/banner/x/${unique()}.png`, position: 1 })).id,
};

/**
 * What a wallet route's example needs to answer 200 to a new customer of the store (the route-table
 * suite prepares it before calling): the example's coupon code, claimable.
 */
export const walletExampleData: Partial<Record<string, (db: Db, storeId: number) => Promise<void>>> = {
  '/wallet/coupons/claim': async (db, storeId) => {
    const id = await insertCouponBatch(db, {
      storeId,
      name: 'Cupón de ejemplo',
      points: 5,
      expiresOn: '2099-12-31',
      source: 'uploaded',
      codesTotal: 1,
    });
    await insertCouponCodes(db, storeId, id, ['EJEMPLOCUPON1']);
  },
};

/** A product on sale (stock null: unlimited). */
async function createProduct(
  db: Db,
  storeId: number,
  values: { priceCents?: number; stock?: number | null; fixedPoints?: number | null } = {},
): Promise<number> {
  return insertProduct(db, storeId, {
    name: `Producto ${unique()}`,
    priceCents: values.priceCents ?? 1000,
    stock: values.stock ?? null,
    pointsMode: values.fixedPoints ? 'fixed' : 'conversion',
    fixedPoints: values.fixedPoints ?? null,
  });
}

/** A new order of a new customer for one product, straight in the database. */
async function createOrder(db: Db, storeId: number): Promise<number> {
  const customerId = await createCustomer(db, storeId);
  const productId = await createProduct(db, storeId);
  const order = await insertOrder(
    db,
    {
      storeId,
      customerId,
      mode: 'delivery',
      shippingName: 'Zona',
      address: 'Calle 1',
      subtotalCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
      itemsCount: 1,
      points: 10,
    },
    [{ productId, name: 'Producto', priceCents: 1000, quantity: 1, totalCents: 1000 }],
  );
  return order.id;
}

/**
 * A customer straight in the database; an opening balance is given by the store's owner through
 * postEntry, the one way points change (ledger row, balance, level, roll-ups).
 */
async function createCustomer(db: Db, storeId: number, balance = 0): Promise<number> {
  const id = await insertCustomer(db, { storeId, firstName: 'Cliente', lastName: unique() });
  if (balance > 0) {
    const session = await ownerSessionOf(db, storeId);
    await postEntry(db, session, {
      customerId: id,
      kind: 'manual',
      points: balance,
      reason: 'Saldo inicial (prueba)',
    });
  }
  return id;
}

/** A customer of the store signed in to its wallet, through the product's own sign-in of a customer. */
export async function createCustomerSession(db: Db, storeId: number, balance = 0) {
  const customerId = await createCustomer(db, storeId, balance);
  return { customerId, token: await startCustomerSession(db, storeId, customerId) };
}

/** The session of a store's owner, as postEntry takes it (who gave the points, at which location). */
async function ownerSessionOf(db: Db, storeId: number): Promise<Session & { storeId: number }> {
  const [owner] = (
    await db.execute<{ id: number; location_id: number | null }>(
      sql`select id, location_id from users where store_id = ${storeId} and store_user_type = 'owner' order by id limit 1`,
    )
  ).rows;
  if (!owner) throw new Error(`store ${storeId} has no owner`);
  const all = { permGivePoints: true, permRedeem: true, permCreateCustomer: true, permStore: true };
  return {
    kind: 'user',
    sessionId: 0,
    userId: owner.id,
    userType: 'client',
    storeId,
    storeUserType: 'owner',
    locationId: owner.location_id,
    permissions: all,
    store: null,
  };
}

/**
 * Rows a customer owns (their reward request, their open survey, their review), for the wallet routes
 * the route-table suite calls as that customer.
 */
export const customerEntityFactories: Partial<
  Record<StoreEntity, (db: Db, storeId: number, customerId: number) => Promise<number>>
> = {
  rewardRequest: async (db, storeId, customerId) => {
    const rewardId = await insertReward(db, { storeId, name: `Premio ${unique()}`, pointsCost: 10 });
    return insertRequest(db, { storeId, customerId, rewardId, points: 10 });
  },
  survey: async (db, storeId, customerId) => {
    const session = await ownerSessionOf(db, storeId);
    const purchase = await postEntry(db, session, {
      customerId,
      kind: 'purchase',
      points: 5,
      amountCents: 5000,
      reason: 'Compra (prueba)',
    });
    const [row] = (
      await db.execute<{ id: number }>(
        sql`insert into surveys (store_id, customer_id, ledger_entry_id, purchased_at, expires_at)
            values (${storeId}, ${customerId}, ${purchase.id}, now(), now() + interval '7 days') returning id`,
      )
    ).rows;
    return Number(row?.id);
  },
  review: async (db, storeId, customerId) => {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`insert into reviews (store_id, customer_id, stars, text) values (${storeId}, ${customerId}, 4, 'Bien') returning id`,
      )
    ).rows;
    return Number(row?.id);
  },
};
