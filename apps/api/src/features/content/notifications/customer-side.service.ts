import type { ChannelConsents, RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { customerSessionOf, type RequestContext } from '../../../lib/context.ts';
import { forbidden, invalid, notFound } from '../../../lib/errors.ts';
import {
  allChannels,
  type ConsentSource,
  consentsOf,
  markMailConfirmed,
  setConsent,
} from '../../loyalty/customers/index.ts';
import { countUnread, inInbox, markRead, readInbox } from './inbox.repository.ts';
import { customerOfWithdrawToken, readConfirmMailToken, vapidKeys } from './keys.ts';
import { deleteSubscription, emailOfCustomer, saveSubscription, storeOfCustomer } from './push.repository.ts';
import { endpointAllowed } from './push-sender.ts';

/** The signed-in customer's inbox and its unread count. */
export async function inbox(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const notifications = await readInbox(ctx.db, storeId, customerId);
  return { notifications, unread: await countUnread(ctx.db, storeId, customerId) };
}

export async function unreadCount(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return { unread: await countUnread(ctx.db, storeId, customerId) };
}

export async function markAsRead(
  ctx: RequestContext,
  input: RouteParsedInput<'/wallet/notifications/mark-read'>,
) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const ids = [...new Set(input.notificationIds)];
  if (ids.length > 0 && (await inInbox(ctx.db, storeId, customerId, ids)).length !== ids.length) {
    throw notFound('notifications.notFound');
  }
  await markRead(ctx.db, storeId, customerId, ids.length > 0 ? ids : 'all');
  return { unread: await countUnread(ctx.db, storeId, customerId) };
}

export async function pushKey(ctx: RequestContext) {
  customerSessionOf(ctx);
  return { publicKey: (await vapidKeys(ctx.db)).publicKey };
}

/** This device's subscription kept; allowing notifications on it is consent to the push channel. */
export async function subscribe(ctx: RequestContext, input: RouteParsedInput<'/wallet/push/subscribe'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  if (!endpointAllowed(input.endpoint, ctx.deps.config))
    throw invalid('notifications.pushEndpointNotAllowed');
  const consents = await ctx.db.transaction(async (tx) => {
    await saveSubscription(tx, { storeId, customerId, endpoint: input.endpoint, ...input.keys });
    return setConsent(tx, { storeId, customerId, consents: { push: true }, source: 'wallet-push' });
  });
  return { consents };
}

export async function unsubscribe(ctx: RequestContext, input: RouteParsedInput<'/wallet/push/unsubscribe'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  await deleteSubscription(ctx.db, storeId, customerId, input.endpoint);
  return {};
}

export async function myConsents(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return { consents: await consentsOf(ctx.db, storeId, customerId) };
}

async function changeConsents(
  ctx: RequestContext,
  consents: Partial<ChannelConsents>,
  source: ConsentSource,
) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return {
    consents: await ctx.db.transaction((tx) => setConsent(tx, { storeId, customerId, consents, source })),
  };
}

export const saveConsents = (ctx: RequestContext, input: RouteParsedInput<'/wallet/consent/save'>) =>
  changeConsents(ctx, input, 'wallet-profile');

export const withdrawAll = (ctx: RequestContext) => changeConsents(ctx, allChannels(false), 'wallet-profile');

/** A marketing mail's link: every channel withdrawn, no sign-in needed (the link is signed). */
export async function withdrawByLink(
  ctx: RequestContext,
  input: RouteParsedInput<'/general/marketing/withdraw'>,
) {
  const customerId = await customerOfWithdrawToken(ctx.db, input.token);
  if (customerId === undefined) throw invalid('notifications.badWithdrawLink');
  const found = await storeOfCustomer(ctx.db, customerId);
  if (!found) throw forbidden();
  await ctx.db.transaction((tx) =>
    setConsent(tx, { storeId: found.storeId, customerId, consents: allChannels(false), source: 'mail-link' }),
  );
  return { ...said('notifications.withdrawn', { store: found.storeName }), storeName: found.storeName };
}

/**
 * The link of the mail that asks a customer whether an address a store typed may get its marketing
 * mail: opening it confirms that address (only while it is still the customer's).
 */
export async function confirmMailByLink(
  ctx: RequestContext,
  input: RouteParsedInput<'/general/marketing/confirm-mail'>,
) {
  const link = await readConfirmMailToken(ctx.db, input.token);
  if (!link) throw invalid('notifications.badConfirmMailLink');
  const found = await storeOfCustomer(ctx.db, link.customerId);
  if (!found) throw forbidden();
  const email = await emailOfCustomer(ctx.db, link.customerId);
  if (!email || !link.signedFor(email) || !(await markMailConfirmed(ctx.db, link.customerId, email))) {
    throw invalid('notifications.badConfirmMailLink');
  }
  return { ...said('notifications.mailConfirmed', { store: found.storeName }), storeName: found.storeName };
}
