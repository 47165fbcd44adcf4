import { localDateTime, type RouteParsedInput, said } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import { type RequestContext, sessionOf, storeSessionOf } from '../../../lib/context.ts';
import { conflict, invalid, notFound, rateLimited } from '../../../lib/errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { countHit, type Limit } from '../../account/auth/index.ts';
import { consentsOf, countConsenting, findCustomer } from '../../loyalty/customers/index.ts';
import { segmentAudience } from '../../loyalty/segments/index.ts';
import { findCity } from '../../platform/cities/index.ts';
import { findCountry, findStoreType } from '../../platform/general/index.ts';
import {
  afterQuietHours,
  audienceStores,
  countConsentingIn,
  deliveriesThisWeek,
  findNotification,
  insertNotification,
  insertPersonalDelivery,
  instantOf,
  listNotifications,
  lockCustomerDeliveries,
  type NotificationRow,
  type NotificationValues,
  type Sender,
  saveSettings,
  settingsOf,
  softDelete,
  storesUnderCap,
  toNotification,
  updateUnsent,
} from './notifications.repository.ts';
import { sendJobStart } from './sending.ts';

/** How late a date and time may be and still be taken as "now" (the form's minute, a slow click). */
const PAST_TOLERANCE_MS = 5 * 60_000;

type StoreFields = RouteParsedInput<'/client/notification/add'>;
type PlatformFields = RouteParsedInput<'/admin/notification/add'>;

/** Who a call is for: the owner's store, or the platform (the admin). */
const storeOf = (ctx: RequestContext): Sender => storeSessionOf(ctx).storeId;
const platform = (ctx: RequestContext): Sender => {
  sessionOf(ctx);
  return null;
};

async function valuesOf(
  db: DbOrTx,
  sender: Sender,
  input: StoreFields | PlatformFields,
  segmentId: number | null,
): Promise<NotificationValues> {
  const { timeZone } = await settingsOf(db, sender);
  const scheduledAt = await instantOf(db, input.date, input.time, timeZone);
  if (scheduledAt.getTime() < Date.now() - PAST_TOLERANCE_MS) throw invalid('notifications.inThePast');
  const audience: Partial<PlatformFields> = sender === null ? input : {};
  await assertAudienceExists(db, audience);
  return {
    title: input.title,
    description: input.description,
    image: input.image ?? null,
    sendDate: input.date,
    sendTime: input.time,
    scheduledAt,
    buttonText: input.buttonText ?? null,
    buttonLink: input.buttonLink ?? null,
    sendPush: input.sendPush,
    sendMail: input.sendMail,
    countryId: audience.countryId ?? null,
    cityId: audience.cityId ?? null,
    storeTypeId: audience.storeTypeId ?? null,
    segmentId,
  };
}

/**
 * The customers of the store's segment, as a subquery; another store's segment or none: 404. Read by the
 * store's routes only (the platform's notifications have no segment).
 */
async function audienceOfSegment(db: DbOrTx, storeId: number, segmentId: number) {
  const audience = await segmentAudience(db, storeId, segmentId);
  if (!audience) throw notFound('segments.notFound');
  return audience;
}

/** The segment a store notification goes to, checked the store's (404 otherwise); null: everyone. */
async function segmentOf(db: DbOrTx, storeId: number, segmentId: number | null | undefined) {
  if (!segmentId) return null;
  await audienceOfSegment(db, storeId, segmentId);
  return segmentId;
}

/** A platform audience names a country, city and store type that exist (a 400 in Spanish otherwise). */
async function assertAudienceExists(db: DbOrTx, audience: Partial<PlatformFields>) {
  if (audience.countryId && !(await findCountry(db, audience.countryId)))
    throw invalid('platform.countryNotFound');
  if (audience.cityId && !(await findCity(db, audience.cityId))) throw invalid('cities.notFound');
  if (audience.storeTypeId && !(await findStoreType(db, audience.storeTypeId)))
    throw invalid('platform.storeTypeNotFound');
}

/** Its send job, just before its time (sendJobStart), in the transaction that saves it: committed with it or not at all. */
async function schedule(ctx: RequestContext, tx: Tx, row: NotificationRow) {
  await ctx.deps.jobs.enqueue(
    tx,
    'notification-send',
    { notificationId: row.id, version: row.version },
    { startAfter: sendJobStart(row.scheduledAt) },
  );
}

async function list(ctx: RequestContext, sender: Sender) {
  return { notifications: (await listNotifications(ctx.db, sender)).map(toNotification) };
}

async function add(
  ctx: RequestContext,
  sender: Sender,
  input: StoreFields | PlatformFields,
  segmentId: number | null = null,
) {
  const values = await valuesOf(ctx.db, sender, input, segmentId);
  const row = await ctx.db.transaction(async (tx) => {
    const added = await insertNotification(tx, sender, values);
    await schedule(ctx, tx, added);
    return added;
  });
  return { ...said('notifications.created'), notification: toNotification(row) };
}

async function update(
  ctx: RequestContext,
  sender: Sender,
  input: (StoreFields | PlatformFields) & { notificationId: number },
  segmentId: number | null = null,
) {
  const values = await valuesOf(ctx.db, sender, input, segmentId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findNotification(tx, sender, input.notificationId, { forUpdate: true });
    if (!current) throw notFound('notifications.notFound');
    if (current.sentAt) throw conflict('notifications.alreadySent');
    const changed = (await updateUnsent(tx, sender, input.notificationId, values))!;
    await schedule(ctx, tx, changed);
    return changed;
  });
  return { ...said('notifications.updated'), notification: toNotification(row) };
}

async function remove(ctx: RequestContext, sender: Sender, notificationId: number) {
  if (!(await softDelete(ctx.db, sender, notificationId))) throw notFound('notifications.notFound');
  return said('notifications.deleted');
}

/** Who a notification at that moment would reach: after quiet hours, the cap, and consent. */
async function reach(
  ctx: RequestContext,
  sender: Sender,
  input: {
    date: string;
    time: string;
    countryId?: number | null | undefined;
    cityId?: number | null | undefined;
    storeTypeId?: number | null | undefined;
  },
  /** A store's segment, as its customers' subquery: whom it reaches instead of every customer. */
  segment: SQL | null = null,
) {
  const settings = await settingsOf(ctx.db, sender);
  const at = await instantOf(ctx.db, input.date, input.time, settings.timeZone);
  const due = at.getTime() < Date.now() ? new Date() : at;
  const sendsAt = await afterQuietHours(ctx.db, due, settings);
  const audience =
    sender === null
      ? await audienceStores(ctx.db, {
          countryId: input.countryId ?? null,
          cityId: input.cityId ?? null,
          storeTypeId: input.storeTypeId ?? null,
        })
      : [sender];
  const underCap = await storesUnderCap(ctx.db, audience, settings.weeklyCap, sendsAt);
  return {
    customers:
      segment !== null && sender !== null
        ? underCap.length > 0
          ? await countConsentingIn(ctx.db, sender, segment)
          : 0
        : await countConsenting(ctx.db, underCap, ['inbox', 'push', 'mail']),
    sendsAt: sendsAt.toISOString(),
    waitsForQuietHours: sendsAt.getTime() > due.getTime(),
    capReached: audience.length > 0 && underCap.length === 0,
  };
}

async function getSettings(ctx: RequestContext, sender: Sender) {
  const { timeZone: _tz, ...settings } = await settingsOf(ctx.db, sender);
  return { settings };
}

async function putSettings(
  ctx: RequestContext,
  sender: Sender,
  input: RouteParsedInput<'/client/notification/settings/save'>,
) {
  await saveSettings(ctx.db, sender, input);
  return { ...said('notifications.settingsSaved'), ...(await getSettings(ctx, sender)) };
}

/**
 * Messages one store may send to single customers (tests and the drawer's) in a day: plenty for a
 * counter that writes to its customers, too few to use the platform as a mailer (issue #31 item 1).
 */
export const DIRECT_PER_DAY = 50;
export const directPerStore = (storeId: number): Limit => ({
  key: `notifications:direct:store:${storeId}`,
  max: DIRECT_PER_DAY,
  windowSeconds: 86_400,
});

/**
 * A notification to one customer now, by the channels it names that the customer accepts (the inbox
 * always, if accepted): a personal delivery, fanned out as any other. It counts in the store's daily
 * limit of direct messages (429) and in the customer's weekly cap (409): taken in a transaction that
 * holds the customer's lock, so parallel messages cannot pass the cap together.
 */
async function sendToCustomer(
  ctx: RequestContext,
  storeId: number,
  customerId: number,
  notification: NotificationRow,
) {
  const customer = await findCustomer(ctx.db, storeId, customerId);
  if (!customer) throw notFound('customers.notFound');
  const consents = await consentsOf(ctx.db, storeId, customerId);
  const reachable =
    consents.inbox || (notification.sendPush && consents.push) || (notification.sendMail && consents.mail);
  if (!reachable) throw conflict('notifications.noConsent');
  const limit = directPerStore(storeId);
  const { hits, resetSeconds } = await countHit(ctx.deps.db, limit);
  if (hits > limit.max) {
    throw rateLimited({ limit: limit.max, resetSeconds }, 'notifications.directLimit', { max: limit.max });
  }
  const { weeklyCap } = await settingsOf(ctx.db, storeId);
  await ctx.db.transaction(async (tx) => {
    await lockCustomerDeliveries(tx, customerId);
    if ((await deliveriesThisWeek(tx, storeId, customerId)) >= weeklyCap) {
      throw conflict('notifications.customerWeeklyCap', { cap: weeklyCap });
    }
    const deliveryId = await insertPersonalDelivery(tx, notification.id, storeId, customerId);
    if (notification.sendPush || notification.sendMail) {
      await ctx.deps.jobs.enqueue(tx, 'notification-fanout', { deliveryId });
    }
  });
}

export const storeNotifications = {
  list: (ctx: RequestContext) => list(ctx, storeOf(ctx)),
  async add(ctx: RequestContext, input: StoreFields) {
    const storeId = storeOf(ctx)!;
    return add(ctx, storeId, input, await segmentOf(ctx.db, storeId, input.segmentId));
  },
  async update(ctx: RequestContext, input: RouteParsedInput<'/client/notification/update'>) {
    const storeId = storeOf(ctx)!;
    return update(ctx, storeId, input, await segmentOf(ctx.db, storeId, input.segmentId));
  },
  remove: (ctx: RequestContext, input: { notificationId: number }) =>
    remove(ctx, storeOf(ctx), input.notificationId),
  async reach(ctx: RequestContext, input: RouteParsedInput<'/client/notification/reach'>) {
    const storeId = storeOf(ctx)!;
    const segment = input.segmentId ? await audienceOfSegment(ctx.db, storeId, input.segmentId) : null;
    return reach(ctx, storeId, input, segment);
  },
  settings: (ctx: RequestContext) => getSettings(ctx, storeOf(ctx)),
  saveSettings: (ctx: RequestContext, input: RouteParsedInput<'/client/notification/settings/save'>) =>
    putSettings(ctx, storeOf(ctx), input),

  /** "Enviar prueba": the notification now, to one chosen customer. */
  async sendOne(ctx: RequestContext, input: RouteParsedInput<'/client/notification/send-one'>) {
    const storeId = storeOf(ctx)!;
    const notification = await findNotification(ctx.db, storeId, input.notificationId);
    if (!notification) throw notFound('notifications.notFound');
    await sendToCustomer(ctx, storeId, input.customerId, notification);
    return said('notifications.testSent');
  },

  /** The customer drawer's message: written as a direct notification, sent now to that customer. */
  async sendToCustomer(ctx: RequestContext, input: RouteParsedInput<'/client/customer/notification/send'>) {
    const storeId = storeOf(ctx)!;
    const { timeZone } = await settingsOf(ctx.db, storeId);
    const now = new Date();
    const local = localDateTime(timeZone, now);
    const notification = await insertNotification(
      ctx.db,
      storeId,
      {
        title: input.title,
        description: input.description,
        image: null,
        sendDate: local.date,
        sendTime: local.time.slice(0, 5),
        scheduledAt: now,
        buttonText: input.buttonText ?? null,
        buttonLink: input.buttonLink ?? null,
        sendPush: input.sendPush,
        sendMail: input.sendMail,
        countryId: null,
        cityId: null,
        storeTypeId: null,
      },
      true,
    );
    await sendToCustomer(ctx, storeId, input.customerId, notification);
    return said('notifications.sent');
  },
};

export const platformNotifications = {
  list: (ctx: RequestContext) => list(ctx, platform(ctx)),
  add: (ctx: RequestContext, input: PlatformFields) => add(ctx, platform(ctx), input),
  update: (ctx: RequestContext, input: RouteParsedInput<'/admin/notification/update'>) =>
    update(ctx, platform(ctx), input),
  remove: (ctx: RequestContext, input: { notificationId: number }) =>
    remove(ctx, platform(ctx), input.notificationId),
  reach: (ctx: RequestContext, input: RouteParsedInput<'/admin/notification/reach'>) =>
    reach(ctx, platform(ctx), input),
  settings: (ctx: RequestContext) => getSettings(ctx, platform(ctx)),
  saveSettings: (ctx: RequestContext, input: RouteParsedInput<'/admin/notification/settings/save'>) =>
    putSettings(ctx, platform(ctx), input),

  /** "Enviar prueba" of a platform notification: by mail, now, to the address given. */
  async sendOne(ctx: RequestContext, input: RouteParsedInput<'/admin/notification/send-one'>) {
    const notification = await findNotification(ctx.db, platform(ctx), input.notificationId);
    if (!notification) throw notFound('notifications.notFound');
    const button = notification.buttonLink
      ? `\n\n${notification.buttonText ?? 'Ver más'}: ${notification.buttonLink}`
      : '';
    await ctx.db.transaction((tx) =>
      queueMail(ctx.deps.jobs, tx, {
        to: input.email,
        subject: `[Prueba] ${notification.title}`,
        text: `${notification.description}${button}`,
      }),
    );
    return said('notifications.testSent');
  },
};
