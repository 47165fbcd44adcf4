import type { Handlers } from '../../../lib/context.ts';
import * as customerSide from './customer-side.service.ts';
import { platformNotifications as platform, storeNotifications as store } from './notifications.service.ts';

export const notificationHandlers = {
  '/client/notification/get-all': (_input, ctx) => store.list(ctx),
  '/client/notification/add': (input, ctx) => store.add(ctx, input),
  '/client/notification/update': (input, ctx) => store.update(ctx, input),
  '/client/notification/delete': (input, ctx) => store.remove(ctx, input),
  '/client/notification/send-one': (input, ctx) => store.sendOne(ctx, input),
  '/client/notification/reach': (input, ctx) => store.reach(ctx, input),
  '/client/notification/settings/get': (_input, ctx) => store.settings(ctx),
  '/client/notification/settings/save': (input, ctx) => store.saveSettings(ctx, input),
  '/client/customer/notification/send': (input, ctx) => store.sendToCustomer(ctx, input),

  '/admin/notification/get-all': (_input, ctx) => platform.list(ctx),
  '/admin/notification/add': (input, ctx) => platform.add(ctx, input),
  '/admin/notification/update': (input, ctx) => platform.update(ctx, input),
  '/admin/notification/delete': (input, ctx) => platform.remove(ctx, input),
  '/admin/notification/send-one': (input, ctx) => platform.sendOne(ctx, input),
  '/admin/notification/reach': (input, ctx) => platform.reach(ctx, input),
  '/admin/notification/settings/get': (_input, ctx) => platform.settings(ctx),
  '/admin/notification/settings/save': (input, ctx) => platform.saveSettings(ctx, input),

  '/wallet/notifications/list': (_input, ctx) => customerSide.inbox(ctx),
  '/wallet/notifications/unread-count': (_input, ctx) => customerSide.unreadCount(ctx),
  '/wallet/notifications/mark-read': (input, ctx) => customerSide.markAsRead(ctx, input),
  '/wallet/push/key': (_input, ctx) => customerSide.pushKey(ctx),
  '/wallet/push/subscribe': (input, ctx) => customerSide.subscribe(ctx, input),
  '/wallet/push/unsubscribe': (input, ctx) => customerSide.unsubscribe(ctx, input),
  '/wallet/consent/get': (_input, ctx) => customerSide.myConsents(ctx),
  '/wallet/consent/save': (input, ctx) => customerSide.saveConsents(ctx, input),
  '/wallet/consent/withdraw-all': (_input, ctx) => customerSide.withdrawAll(ctx),

  '/general/marketing/withdraw': (input, ctx) => customerSide.withdrawByLink(ctx, input),
  '/general/marketing/confirm-mail': (input, ctx) => customerSide.confirmMailByLink(ctx, input),
} satisfies Partial<Handlers>;
