import { parseClientCode, type RouteParsedInput } from '@premia/contract';
import { actorOf, type RequestContext, storeSessionOf } from '../../lib/context.ts';
import { conflict, failure, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../mail/mail-queue.ts';
import { countHit, limits } from '../auth/index.ts';
import { listLevels } from '../levels/index.ts';
import { findLocation } from '../locations/index.ts';
import { creditWelcomePoints } from '../points/index.ts';
import { bumpDailyStats } from '../stats/index.ts';
import { findStore } from '../stores/index.ts';
import { allChannels, setConsent } from './consents.ts';
import { welcomeMail } from './customer-mails.ts';
import {
  eraseCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  searchCustomers,
  updateCustomer,
} from './customers.repository.ts';

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
  return listCustomers(ctx.db, storeId, input, input);
}

const SEARCH_LIMIT = 20;

/**
 * Names, emails and mobiles that match, with the customer whose client code is exactly the text first:
 * a scanned or typed code is then the first result, and a name that also reads as a code ("Ana" is
 * the code of customer 1436) still lists every Ana.
 */
export async function search(ctx: RequestContext, input: RouteParsedInput<'/client/customer/search'>) {
  const { storeId } = storeSessionOf(ctx);
  const codeId = parseClientCode(input.q);
  const [byCode, matches] = await Promise.all([
    codeId === null ? undefined : findCustomer(ctx.db, storeId, codeId),
    searchCustomers(ctx.db, storeId, input.q, SEARCH_LIMIT),
  ]);
  if (!byCode) return { customers: matches };
  const others = matches.filter((c) => c.id !== byCode.id).slice(0, SEARCH_LIMIT - 1);
  return { customers: [byCode, ...others] };
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
  if ((await countHit(ctx.db, perStore)) > perStore.max)
    throw failure('rate-limited', 'customers.tooManyCreated');
  const customer = await ctx.db
    .transaction(async (tx) => {
      const customerId = await insertCustomer(tx, {
        storeId: session.storeId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        phoneCode: input.phoneCode ?? store.phoneCode,
        birthday: input.birthday ?? null,
        notes: input.notes ?? null,
        marketingConsent: false,
        registrationLocationId: actor.locationId,
        createdByUserId: actor.userId,
      });
      if (input.marketingConsent) {
        await setConsent(tx, {
          storeId: session.storeId,
          customerId,
          consents: allChannels(true),
          source: 'back-office',
          byUserId: actor.userId,
        });
      }
      await bumpDailyStats(tx, session.storeId, actor.locationId, { newCustomers: 1 });
      if (store.welcomePoints > 0) {
        await creditWelcomePoints(tx, session, customerId, store.welcomePoints);
      }
      const added = (await findCustomer(tx, session.storeId, customerId))!;
      if (store.emailOnCustomerCreation && added.email) {
        await queueMail(ctx.deps.jobs, tx, { to: added.email, ...welcomeMail(store, added) });
      }
      return added;
    })
    .catch(customerConflict);
  return { m: 'Se registró al cliente.', customer };
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
    })
    .catch(customerConflict);
  return {
    m: 'Se actualizó la información del cliente.',
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
  });
  return { m: 'Se eliminó al cliente. Sus movimientos de puntos se conservan sin datos personales.' };
}
