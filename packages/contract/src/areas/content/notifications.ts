import { z } from 'zod';
import {
  day,
  email,
  empty,
  id,
  plainText,
  requiredLongText,
  requiredText,
  saidFields,
  storeRef,
  systemTextCode,
  systemTextParams,
  text,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { uploadedImage } from './content-fields.ts';

/** The ways a marketing notification reaches a customer; consent is given or withdrawn per channel. */
export const consentChannels = ['inbox', 'push', 'mail'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** A customer's marketing consent, channel by channel. */
export const channelConsents = z.object({ inbox: z.boolean(), push: z.boolean(), mail: z.boolean() });
export type ChannelConsents = z.infer<typeof channelConsents>;

/** A time of day, HH:mm (24 h); the API also takes seconds, HH:mm:ss. */
export const timeOfDay = () =>
  z
    .string()
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/, { message: 'validation.timeOfDay' });

const buttonLink = () =>
  plainText()
    .max(500)
    .regex(/^https?:\/\/[^\s]+$/i, { message: 'validation.linkScheme' });

export const notification = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** When it goes out, in the store's time zone (the platform's for the admin's). */
  date: z.string(),
  time: z.string(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
  /** Besides the wallet's inbox (always): Web Push to the devices allowed, and mail. */
  sendPush: z.boolean(),
  sendMail: z.boolean(),
  sent: z.boolean(),
  sentAt: z.string().nullable(),
  /** Customers it reached (consent, quiet hours and the cap applied), once sent. */
  reached: z.number().nullable(),
  /** The store's segment it goes to (its customers when it is sent); null: every customer who accepted. */
  segmentId: z.number().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const platformNotification = notification.extend({
  countryId: z.number().nullable(),
  cityId: z.number().nullable(),
  storeTypeId: z.number().nullable(),
});
export type PlatformNotification = z.infer<typeof platformNotification>;

export const notificationFields = z.object({
  title: requiredText(80),
  description: requiredLongText(500),
  image: uploadedImage().nullable().optional(),
  date: day(),
  time: timeOfDay(),
  buttonText: text(40).nullable().optional(),
  buttonLink: buttonLink().nullable().optional(),
  sendPush: z.boolean().default(true),
  sendMail: z.boolean().default(false),
});

/** The platform's audience: every customer who accepted, or those of the stores of a country, city or type. */
export const audienceFields = z.object({
  countryId: id().nullable().optional(),
  cityId: id().nullable().optional(),
  storeTypeId: id().nullable().optional(),
});
export const platformNotificationFields = notificationFields.extend(audienceFields.shape);

/** A store's audience: one of its saved segments (loyalty/segments.ts), or every customer who accepted. */
export const segmentAudienceFields = { segmentId: storeRef('segment').nullable().optional() };
export const storeNotificationFields = notificationFields.extend(segmentAudienceFields);

/**
 * A notification's id. The admin's routes name the platform's notifications with it too: a store's
 * notification id given to them answers 404, which the route-table suite checks.
 */
const notificationId = { notificationId: storeRef('notification') };

/** Quiet hours (from–to, the sender's time zone; equal = none) and the weekly cap per customer. */
export const notificationSettings = z.object({
  quietStart: timeOfDay(),
  quietEnd: timeOfDay(),
  weeklyCap: z.number().int().min(0).max(50),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Who a notification sent at a date and time would reach, and when it would really go out. */
export const notificationReach = z.object({
  customers: z.number(),
  /** The moment it goes out: its date and time, or the end of the quiet hours it falls in. */
  sendsAt: z.string(),
  waitsForQuietHours: z.boolean(),
  /** The cap leaves nobody to reach (the week's notifications were already sent). */
  capReached: z.boolean(),
});

const reachInput = z.object({ date: day(), time: timeOfDay() });

const example = {
  title: 'Doble puntos este sábado',
  description: 'Todas sus compras del sábado suman el doble de puntos.',
  date: '2030-01-15',
  time: '10:00',
  buttonText: 'Ver más',
  buttonLink: 'https://premia.example/oferta',
  sendPush: true,
  sendMail: false,
};

/** The store's notifications to its customers (the owner's). */
export const notificationRoutes = {
  '/client/notification/get-all': route({
    area: 'notifications',
    summary: "The store's notifications, the next to go out first, then the sent ones, newest first.",
    access: 'owner',
    input: empty,
    output: z.object({ notifications: z.array(notification) }),
    example: {},
  }),
  '/client/notification/add': route({
    area: 'notifications',
    summary:
      "Schedule a notification for a date and time in the store's time zone, to every customer who accepted or to a segment.",
    access: 'owner',
    input: storeNotificationFields,
    output: z.object({ ...saidFields, notification }),
    example,
  }),
  '/client/notification/update': route({
    area: 'notifications',
    summary: 'Change a notification that has not been sent yet (a sent one cannot be edited).',
    access: 'owner',
    failures: ['conflict'],
    input: storeNotificationFields.extend(notificationId),
    output: z.object({ ...saidFields, notification }),
    example: { ...example, notificationId: 1 },
  }),
  '/client/notification/delete': route({
    area: 'notifications',
    summary: 'Delete a notification: an unsent one is never sent; a sent one leaves the inboxes.',
    access: 'owner',
    input: z.object(notificationId),
    output: z.object({ ...saidFields }),
    example: { notificationId: 1 },
  }),
  '/client/notification/send-one': route({
    area: 'notifications',
    summary: 'Send a notification now to one chosen customer, as a test (their consent applies).',
    access: 'owner',
    failures: ['conflict', 'rate-limited'],
    input: z.object({ ...notificationId, customerId: storeRef('customer') }),
    output: z.object({ ...saidFields }),
    example: { notificationId: 1, customerId: 1 },
  }),
  '/client/notification/reach': route({
    area: 'notifications',
    summary: 'How many customers a notification sent at that date and time would reach, and when.',
    access: 'owner',
    input: reachInput.extend(segmentAudienceFields),
    output: notificationReach,
    example: { date: '2030-01-15', time: '10:00' },
  }),
  '/client/notification/settings/get': route({
    area: 'notifications',
    summary: "The store's quiet hours and weekly cap of marketing notifications per customer.",
    access: 'owner',
    input: empty,
    output: z.object({ settings: notificationSettings }),
    example: {},
  }),
  '/client/notification/settings/save': route({
    area: 'notifications',
    summary: "Save the store's quiet hours and weekly cap.",
    access: 'owner',
    input: notificationSettings,
    output: z.object({ ...saidFields, settings: notificationSettings }),
    example: { quietStart: '20:00', quietEnd: '08:00', weeklyCap: 2 },
  }),
  '/client/customer/notification/send': route({
    area: 'notifications',
    summary: "Send a message now to one customer (from the customer's drawer); their consent applies.",
    access: 'owner',
    failures: ['conflict', 'rate-limited'],
    input: z.object({
      customerId: storeRef('customer'),
      title: requiredText(80),
      description: requiredLongText(500),
      buttonText: text(40).nullable().optional(),
      buttonLink: buttonLink().nullable().optional(),
      sendPush: z.boolean().default(true),
      sendMail: z.boolean().default(false),
    }),
    output: z.object({ ...saidFields }),
    example: { customerId: 1, title: 'Su pedido está listo', description: 'Puede pasar a recogerlo hoy.' },
  }),
} as const;

/** The platform's notifications (the administrator's), to customers of every store or of an audience. */
export const adminNotificationRoutes = {
  '/admin/notification/get-all': route({
    area: 'notifications',
    summary: "The platform's notifications, the next to go out first, then the sent ones.",
    access: 'admin',
    input: empty,
    output: z.object({ notifications: z.array(platformNotification) }),
    example: {},
  }),
  '/admin/notification/add': route({
    area: 'notifications',
    summary: "Schedule a platform notification (the platform's time zone), optionally for an audience.",
    access: 'admin',
    input: platformNotificationFields,
    output: z.object({ ...saidFields, notification: platformNotification }),
    example: { ...example, countryId: 1 },
  }),
  '/admin/notification/update': route({
    area: 'notifications',
    summary: 'Change a platform notification that has not been sent yet.',
    access: 'admin',
    failures: ['conflict'],
    input: platformNotificationFields.extend(notificationId),
    output: z.object({ ...saidFields, notification: platformNotification }),
    example: { ...example, notificationId: 1 },
  }),
  '/admin/notification/delete': route({
    area: 'notifications',
    summary: 'Delete a platform notification.',
    access: 'admin',
    input: z.object(notificationId),
    output: z.object({ ...saidFields }),
    example: { notificationId: 1 },
  }),
  '/admin/notification/send-one': route({
    area: 'notifications',
    summary: 'Send a platform notification now, by mail, to one address, as a test.',
    access: 'admin',
    input: z.object({ ...notificationId, email: email() }),
    output: z.object({ ...saidFields }),
    example: { notificationId: 1, email: 'prueba@example.com' },
  }),
  '/admin/notification/reach': route({
    area: 'notifications',
    summary: 'How many customers a platform notification at that date, time and audience would reach.',
    access: 'admin',
    input: reachInput.extend(audienceFields.shape),
    output: notificationReach,
    example: { date: '2030-01-15', time: '10:00' },
  }),
  '/admin/notification/settings/get': route({
    area: 'notifications',
    summary: "The platform's quiet hours (its time zone) and weekly cap.",
    access: 'admin',
    input: empty,
    output: z.object({ settings: notificationSettings }),
    example: {},
  }),
  '/admin/notification/settings/save': route({
    area: 'notifications',
    summary: "Save the platform's quiet hours and weekly cap.",
    access: 'admin',
    input: notificationSettings,
    output: z.object({ ...saidFields, settings: notificationSettings }),
    example: { quietStart: '20:00', quietEnd: '08:00', weeklyCap: 2 },
  }),
} as const;

export const inboxItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
  /** 'platform': sent by Premia to the customers of many stores. */
  from: z.enum(['store', 'platform']),
  sentAt: z.string(),
  read: z.boolean(),
  /**
   * A message Premia wrote (a points expiry notice): its title's and text's codes and params, said by the
   * wallet in the reader's language; title and description are its Spanish words.
   */
  titleCode: systemTextCode.optional(),
  descriptionCode: systemTextCode.optional(),
  textParams: systemTextParams.optional(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** A browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscription = z.object({
  endpoint: plainText()
    .max(1000)
    .regex(/^https?:\/\/[^\s]+$/i, { message: 'validation.linkScheme' }),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { message: 'validation.format' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, { message: 'validation.format' }),
  }),
});

const EXAMPLE_P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** The signed-in customer's inbox, push devices and marketing consent. */
export const walletNotificationRoutes = {
  '/wallet/notifications/list': route({
    area: 'notifications',
    summary:
      "The customer's inbox: the store's and the platform's notifications they accepted, newest first.",
    access: 'customer',
    input: empty,
    output: z.object({ notifications: z.array(inboxItem), unread: z.number() }),
    example: {},
  }),
  '/wallet/notifications/unread-count': route({
    area: 'notifications',
    summary: 'How many notifications of the inbox are unread (the badge).',
    access: 'customer',
    input: empty,
    output: z.object({ unread: z.number() }),
    example: {},
  }),
  '/wallet/notifications/mark-read': route({
    area: 'notifications',
    summary: 'Mark notifications of the inbox as read (an empty list: every one).',
    access: 'customer',
    input: z.object({ notificationIds: z.array(storeRef('notification')).max(100) }),
    output: z.object({ unread: z.number() }),
    example: { notificationIds: [] },
  }),
  '/wallet/push/key': route({
    area: 'notifications',
    summary: "The platform's VAPID public key, for the browser's push subscription.",
    access: 'customer',
    input: empty,
    output: z.object({ publicKey: z.string() }),
    example: {},
  }),
  '/wallet/push/subscribe': route({
    area: 'notifications',
    summary: "Keep this device's push subscription (the push channel's consent is given with it).",
    access: 'customer',
    input: pushSubscription,
    output: z.object({ consents: channelConsents }),
    example: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/example-device',
      keys: { p256dh: EXAMPLE_P256DH, auth: 'tBHItJI5svbpez7KI4CCXg' },
    },
  }),
  '/wallet/push/unsubscribe': route({
    area: 'notifications',
    summary: "Forget this device's push subscription.",
    access: 'customer',
    input: z.object({ endpoint: plainText().max(1000) }),
    output: z.object({}),
    example: { endpoint: 'https://fcm.googleapis.com/fcm/send/example-device' },
  }),
  '/wallet/consent/get': route({
    area: 'notifications',
    summary: "The customer's marketing consent, channel by channel.",
    access: 'customer',
    input: empty,
    output: z.object({ consents: channelConsents }),
    example: {},
  }),
  '/wallet/consent/save': route({
    area: 'notifications',
    summary: 'Give or withdraw marketing consent, channel by channel (the history keeps each change).',
    access: 'customer',
    input: channelConsents.partial(),
    output: z.object({ consents: channelConsents }),
    example: { inbox: true },
  }),
  '/wallet/consent/withdraw-all': route({
    area: 'notifications',
    summary: 'Withdraw marketing consent on every channel, in one tap.',
    access: 'customer',
    input: empty,
    output: z.object({ consents: channelConsents }),
    example: {},
  }),
} as const;

/** The link of a marketing mail: withdraws the customer's consent without signing in. */
export const consentLinkRoutes = {
  '/general/marketing/withdraw': route({
    area: 'notifications',
    summary: "Withdraw a customer's marketing consent on every channel, from the signed link of a mail.",
    access: 'anonymous',
    failures: ['forbidden'],
    input: z.object({ token: plainText().min(1).max(200) }),
    output: z.object({ ...saidFields, storeName: z.string() }),
    example: { token: '1.invalid-signature' },
  }),
  '/general/marketing/confirm-mail': route({
    area: 'notifications',
    summary:
      "Confirm, from the signed link of the mail that asks it, that the customer's address may get the store's marketing mail (an address staff typed gets none before).",
    access: 'anonymous',
    failures: ['forbidden'],
    input: z.object({ token: plainText().min(1).max(200) }),
    output: z.object({ ...saidFields, storeName: z.string() }),
    example: { token: '1.invalid-signature' },
  }),
} as const;
