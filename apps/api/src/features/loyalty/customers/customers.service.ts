import { type Customer, clientCode, type RouteParsedInput, said } from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import type { customers } from '../../../db/schema.ts';
import {
  actorOf,
  type Deps,
  type PointsActor,
  type RequestContext,
  sessionOf,
  storeSessionOf,
} from '../../../lib/context.ts';
import { conflict, notFound, rateLimited } from '../../../lib/errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { countHit, limits } from '../../account/auth/index.ts';
import { findLocation } from '../../account/locations/index.ts';
import { findStore, walletAddressOf, walletLink } from '../../account/stores/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { countNewCustomer, creditWelcomePoints } from '../ledger/index.ts';
import { listLevels } from '../levels/index.ts';
import type { ConsentSource } from './consents.repository.ts';
import { allChannels, setConsent } from './consents.ts';
import { welcomeMail } from './customer-mails.ts';
import {
  eraseCustomer,
  fillBirthday,
  findCustomer,
  insertCustomer,
  listCustomers,
  searchCustomers,
  updateCustomer,
} from './customers.repository.ts';
import { customersOfCode } from './scan.service.ts';

/** A duplicate email or mobile in the store, told in Spanish. */
function customerConflict(error: unknown): never {
  const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint;
  if (constraint === 'customers_store_email_uq') throw conflict('customers.emailTaken');
  if (constraint === 'customers_store_mobile_uq') throw conflict('customers.mobileTaken');
  throw error;
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/customer/all'>) {
  const { storeId } = storeSessionOf(ctx);
  if (input.levelId && !(await listLevels(ctx.db, storeId)).some((l) => l.id === input.levelId)) {
    throw notFound('levels.notFound');
  }
  if (input.locationId && !(await findLocation(ctx.db, storeId, input.locationId))) {
    throw notFound('locations.notFound');
  }
  if (!input.export || input.page !== 1) return listCustomers(ctx.db, storeId, input, input);
  return ctx.db.transaction(async (tx) => {
    const page = await listCustomers(tx, storeId, input, input);
    await recordAudit(tx, sessionOf(ctx), storeId, 'export.customers', { rows: page.total });
    return page;
  });
}

const SEARCH_LIMIT = 20;

/**
 * Names, emails and mobiles that match, with the customers whose client code is the text in any case
 * first (the one written exactly so first): a scanned or typed code is then the first result, or the
 * first few to choose from when codes differ only in case (A1p, A1P), and a name that also reads as a
 * code ("Ana" is the code of customer 1436) still lists every Ana.
 */
export async function search(ctx: RequestContext, input: RouteParsedInput<'/client/customer/search'>) {
  const { storeId } = storeSessionOf(ctx);
  const [byCode, matches] = await Promise.all([
    customersOfCode(ctx.db, storeId, input.q),
    searchCustomers(ctx.db, storeId, input.q, SEARCH_LIMIT),
  ]);
  if (byCode.length === 0) return { customers: matches };
  const codeIds = new Set(byCode.map((c) => c.id));
  const others = matches.filter((c) => !codeIds.has(c.id));
  return { customers: [...byCode, ...others].slice(0, SEARCH_LIMIT) };
}

export async function info(ctx: RequestContext, input: RouteParsedInput<'/client/customer/info'>) {
  const { storeId } = storeSessionOf(ctx);
  const customer = await findCustomer(ctx.db, storeId, input.customerId);
  if (!customer) throw notFound('customers.notFound');
  return { customer };
}

export async function add(ctx: RequestContext, input: RouteParsedInput<'/client/customer/add'>) {
  const session = storeSessionOf(ctx);
  const actor = actorOf(session);
  const store = await findStore(ctx.db, session.storeId);
  if (!store) throw notFound();
  const perStore = limits.customersPerStore(session.storeId);
  const { hits, resetSeconds } = await countHit(ctx.db, perStore);
  if (hits > perStore.max)
    throw rateLimited({ limit: perStore.max, resetSeconds }, 'customers.tooManyCreated');
  const customer = await ctx.db.transaction((tx) =>
    createCustomer(
      ctx.deps,
      tx,
      store,
      session,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        phoneCode: input.phoneCode ?? store.phoneCode,
        birthday: input.birthday ?? null,
        notes: input.notes ?? null,
        marketingConsent: input.marketingConsent,
        registrationLocationId: actor.locationId,
        createdByUserId: actor.userId,
      },
      'back-office',
    ),
  );
  return { ...said('customers.created'), customer };
}

type Store = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/**
 * A new customer of the store, in the caller's transaction: the day's count, the store's welcome points
 * and its welcome mail — the same whether the store registers them or they sign up in the wallet.
 */
/** A customer as the customer.* webhooks tell it. */
function customerEvent(c: Customer) {
  return {
    customerId: c.id,
    clientCode: c.clientCode,
    name: `${c.firstName} ${c.lastName ?? ''}`.trim(),
    email: c.email,
  };
}

async function customerUpdated(tx: Tx, storeId: number, customerId: number) {
  const after = await findCustomer(tx, storeId, customerId);
  if (after) await emitWebhook(tx, storeId, 'customer.updated', customerEvent(after));
}

/** The customer.deleted webhook, in the transaction that erases the customer (the wallet's too). */
export async function customerDeleted(tx: Tx, storeId: number, customerId: number) {
  await emitWebhook(tx, storeId, 'customer.deleted', { customerId, clientCode: clientCode(customerId)! });
}

export async function createCustomer(
  deps: Deps,
  tx: Tx,
  store: Store,
  by: PointsActor,
  values: Omit<typeof customers.$inferInsert, 'storeId'>,
  consentSource: ConsentSource,
): Promise<Customer> {
  const { userId, locationId } = actorOf(by);
  const customerId = await insertCustomer(tx, {
    ...values,
    storeId: store.id,
    marketingConsent: false,
  }).catch(customerConflict);
  if (values.marketingConsent) {
    await setConsent(tx, {
      storeId: store.id,
      customerId,
      consents: allChannels(true),
      source: consentSource,
      byUserId: userId,
    });
  }
  await countNewCustomer(tx, store.id, locationId);
  if (store.welcomePoints > 0) await creditWelcomePoints(tx, by, customerId, store.welcomePoints);
  const added = (await findCustomer(tx, store.id, customerId))!;
  await emitWebhook(tx, store.id, 'customer.created', customerEvent(added));
  if (store.emailOnCustomerCreation && added.email) {
    const cardLink = walletLink(deps.config.publicUrl, await walletAddressOf(tx, store.id), 'card');
    await queueMail(deps.jobs, tx, { to: added.email, ...welcomeMail(store, added, cardLink) });
  }
  return added;
}

/**
 * Saves a customer's own details (the wallet's profile); a duplicate email or mobile is told in Spanish.
 * The marketing checkbox, when it changes, gives or withdraws every channel with the consent's history.
 * The birthday is set once (issue 34 §2: a birthday gift cannot be collected twice by moving it): while
 * empty it may be set; once set, another value or none is refused (409 wallet.birthdayLocked), left out
 * it stays; of two first settings at once the first stays (the update only fills an empty one).
 * False when there is no such customer.
 */
export function saveCustomerDetails(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  { marketingConsent, birthday, ...values }: Parameters<typeof updateCustomer>[3],
  consentSource: ConsentSource,
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const before = await findCustomer(tx, storeId, customerId);
      if (!before) return false;
      if (birthday !== undefined && before.birthday !== null && birthday !== before.birthday) {
        throw conflict('wallet.birthdayLocked');
      }
      if (!(await updateCustomer(tx, storeId, customerId, values))) return false;
      if (birthday && before.birthday === null) await fillBirthday(tx, storeId, customerId, birthday);
      if (marketingConsent !== undefined && marketingConsent !== before.marketingConsent) {
        await setConsent(tx, {
          storeId,
          customerId,
          consents: allChannels(marketingConsent),
          source: consentSource,
        });
      }
      await customerUpdated(tx, storeId, customerId);
      return true;
    })
    .catch(customerConflict);
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/customer/update'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  await ctx.db
    .transaction(async (tx) => {
      const before = await findCustomer(tx, storeId, input.customerId);
      const changed = await updateCustomer(tx, storeId, input.customerId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        ...(input.phoneCode !== undefined ? { phoneCode: input.phoneCode } : {}),
        birthday: input.birthday ?? null,
        notes: input.notes ?? null,
      });
      if (!changed || !before) throw notFound('customers.notFound');
      // Only the store changes a birthday once set (the wallet sets it once): the change is audited,
      // the customer named by id, the dates kept out of the log (personal data).
      if ((input.birthday ?? null) !== before.birthday) {
        await recordAudit(tx, session, storeId, 'customer.birthday', { customerId: input.customerId });
      }
      // The form's one checkbox is the summary: ticking or clearing it sets every channel; leaving it as
      // it was keeps the customer's own choice per channel.
      if (input.marketingConsent !== undefined && input.marketingConsent !== before.marketingConsent) {
        await setConsent(tx, {
          storeId,
          customerId: input.customerId,
          consents: allChannels(input.marketingConsent),
          source: 'back-office',
          byUserId: actorOf(session).userId,
        });
      }
      await customerUpdated(tx, storeId, input.customerId);
    })
    .catch(customerConflict);
  return {
    ...said('customers.updated'),
    customer: (await findCustomer(ctx.db, storeId, input.customerId))!,
  };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/customer/delete'>) {
  const session = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await eraseCustomer(tx, session.storeId, input.customerId))) throw notFound('customers.notFound');
    // Nothing more reaches a deleted customer, on any channel.
    await setConsent(tx, {
      storeId: session.storeId,
      customerId: input.customerId,
      consents: allChannels(false),
      source: 'back-office',
      byUserId: actorOf(session).userId,
    });
    await customerDeleted(tx, session.storeId, input.customerId);
  });
  return said('customers.deleted');
}
