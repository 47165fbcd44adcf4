import {
  DEFAULT_BIRTHDAY_MESSAGE,
  DEFAULT_REDEEM_AVAILABLE_TEXT,
  fromCents,
  type RouteParsedInput,
  type StoreInfo,
  said,
  spanishMessage,
  toCents,
  truncateMoney,
} from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import type { Deps, StoreSession } from '../../../lib/context.ts';
import { runTask, taskModule } from '../../../lib/cpu-pool.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { pdfLogo } from '../../../lib/pdf-logo.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { emitPlatformWebhook } from '../../../webhooks/outbox.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { findStoreType, getGeneralConfiguration, listCurrencies } from '../../platform/general/index.ts';
import {
  closeStore,
  countStoreCustomers,
  findStoreDetails,
  lockAuditedSettings,
  recordStoreEvent,
  SLUG_UNIQUE,
  type StoreSettings,
  slugTaken,
  updateStore,
} from './stores.repository.ts';
import { walletLink } from './wallet-link.ts';
import type { PosterInfo } from './wallet-poster.ts';

/** Names are compared as a person reads them: spaces around, letter case and accents' encoding aside. */
const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().toLocaleLowerCase('es') === b.normalize('NFC').trim().toLocaleLowerCase('es');

/** Store info of spec §3, read by the owner's settings screen and by the counter. */
async function readStoreInfo(deps: Deps, db: DbOrTx, storeId: number): Promise<StoreInfo> {
  const row = await findStoreDetails(db, storeId);
  if (!row) throw notFound();
  const s = row.store;
  const storeTypeName =
    row.storeTypeTranslations?.find((t) => t.languageCode === 'es')?.text ?? row.storeTypeName;
  return {
    id: s.id,
    name: s.name,
    country: { id: s.countryId, name: row.countryName, countryCode: row.countryCode },
    storetype: s.storeTypeId !== null && storeTypeName ? { id: s.storeTypeId, name: storeTypeName } : null,
    clientsAmount: await countStoreCustomers(db, storeId),
    currencyCode: s.currencyCode,
    currencyName: row.currencyName,
    timeZone: s.timeZone,
    useConversion: s.useConversion,
    conversionPoints: s.conversionPoints,
    conversionMoney: truncateMoney(fromCents(s.conversionMoneyCents)),
    welcomePoints: s.welcomePoints,
    emailOnCustomerCreation: s.emailOnCustomerCreation,
    emailOnGivePoints: s.emailOnGivePoints,
    emailOnRedemmed: s.emailOnRedeemed,
    redeemBought: s.redeemBought,
    redeemFree: s.redeemFree,
    redeemTotal: s.redeemFree + s.redeemBought,
    showDescriptionField: s.showDescriptionField,
    showTicketNumberField: s.showTicketNumberField,
    duplicateTicketDays: s.duplicateTicketDays,
    logo: s.logo,
    phone: s.phone,
    phoneCode: s.phoneCode,
    description: s.description,
    email: s.email,
    requestReward: s.requestReward,
    rewardRequestInfo: s.rewardRequestInfo,
    ordersLink: s.ordersLink,
    maxOpenOrders: s.maxOpenOrders,
    pickupReleaseHours: s.pickupReleaseHours,
    slug: s.slug,
    // The customers' web app exists only in the multi-store brand; it is served from our address.
    clientWebApp: deps.config.brand.multiStore ? deps.config.publicUrl : null,
    // Every brand serves each store's wallet at our address (issue 32: the owner's way in for customers).
    walletUrl: walletLink(deps.config.publicUrl, { countryCode: row.countryCode, slug: s.slug }, '') ?? '',
    isMultiStore: s.isMultiStore,
    withSubscription: s.withSubscription,
    hasSubscripton: s.hasSubscription,
    qrReward: s.qrReward,
    discountGivenPoints: s.discountGivenPoints,
    redeemAvailableText: s.redeemAvailableText || DEFAULT_REDEEM_AVAILABLE_TEXT,
    pointsExpiryRule: s.pointsExpiryRule,
    pointsExpiryMonths: s.pointsExpiryMonths,
    pointValue: s.pointValueCents === null ? null : fromCents(s.pointValueCents),
    birthdayGift: s.birthdayGift,
    birthdayPoints: s.birthdayPoints,
    birthdayMessage: s.birthdayMessage,
    referralsOn: s.referralsOn,
    referrerPoints: s.referrerPoints,
    friendPoints: s.friendPoints,
    referralMinPurchase: fromCents(s.referralMinPurchaseCents),
    referralMonthlyCap: s.referralMonthlyCap,
    stampsOn: s.stampsOn,
    stampsPerCard: s.stampsPerCard,
    stampPrize: s.stampPrize,
    stampsOncePerDay: s.stampsOncePerDay,
  };
}

export async function info(deps: Deps, session: StoreSession) {
  const [store, general] = await Promise.all([
    readStoreInfo(deps, deps.db, session.storeId),
    getGeneralConfiguration(deps.db),
  ]);
  return {
    store,
    generalConfiguration: { supportPhone: general.supportPhone || null, redeemBought: general.redeemBought },
  };
}

/** The columns a save changes: only the fields sent. */
function settingsOf(input: RouteParsedInput<'/client/store/save'>): StoreSettings {
  const {
    conversionMoney,
    emailOnRedemmed,
    redeemAvailableText,
    pointValue,
    birthdayMessage,
    referralMinPurchase,
    ...same
  } = input;
  const settings: StoreSettings = {};
  for (const [key, value] of Object.entries(same)) {
    if (value !== undefined) (settings as Record<string, unknown>)[key] = value === '' ? null : value;
  }
  if (conversionMoney !== undefined) settings.conversionMoneyCents = toCents(conversionMoney);
  if (emailOnRedemmed !== undefined) settings.emailOnRedeemed = emailOnRedemmed;
  if (redeemAvailableText !== undefined) settings.redeemAvailableText = redeemAvailableText || null;
  if (pointValue !== undefined) settings.pointValueCents = pointValue === null ? null : toCents(pointValue);
  if (referralMinPurchase !== undefined) settings.referralMinPurchaseCents = toCents(referralMinPurchase);
  // Our own words, sent back unchanged, stay ours: the customer then reads them in their language.
  if (birthdayMessage !== undefined)
    settings.birthdayMessage =
      !birthdayMessage || birthdayMessage.trim() === DEFAULT_BIRTHDAY_MESSAGE ? null : birthdayMessage;
  return settings;
}

export async function save(deps: Deps, session: StoreSession, input: RouteParsedInput<'/client/store/save'>) {
  if (input.storeTypeId !== undefined && !(await findStoreType(deps.db, input.storeTypeId))) {
    throw invalid('platform.storeTypeNotFound');
  }
  const currencyCode = input.currencyCode;
  if (currencyCode !== undefined && !(await listCurrencies(deps.db)).some((c) => c.code === currencyCode)) {
    throw invalid('platform.currencyNotFound');
  }
  if (input.conversionMoney !== undefined && toCents(input.conversionMoney) < 1) {
    throw invalid('stores.conversionMoneyMin');
  }
  if (input.slug !== undefined && (await slugTaken(deps.db, input.slug, session.storeId))) {
    throw conflict('stores.slugTaken');
  }
  const settings = settingsOf(input);
  await deps.db
    .transaction(async (tx) => {
      const expiry = await lockAuditedSettings(tx, session.storeId);
      // A stamp card on needs its prize: the counter and the wallet name it.
      if ((settings.stampsOn ?? expiry?.stampsOn) && !(settings.stampPrize ?? expiry?.stampPrize)) {
        throw invalid('stamps.prizeRequired');
      }
      await updateStore(tx, session.storeId, settings);
      const changed = Object.keys(settings);
      if (changed.length > 0) {
        await recordStoreEvent(
          tx,
          session.storeId,
          session.userId,
          `Configuración cambiada: ${changed.join(', ')}`,
        );
        // The form's names of the fields saved (the web app labels them as the configuration screen does).
        const fields = Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined);
        await recordAudit(tx, session, session.storeId, 'store.settings', { fields });
      }
      // Expiry takes customers' points: a change of its rule is audited with what it was and what it is.
      const rule = settings.pointsExpiryRule ?? expiry?.rule;
      const months = settings.pointsExpiryMonths ?? expiry?.months;
      if (expiry && (rule !== expiry.rule || months !== expiry.months)) {
        await recordAudit(tx, session, session.storeId, 'store.pointsExpiry', {
          rule: rule ?? null,
          months: months ?? null,
          previousRule: expiry.rule,
          previousMonths: expiry.months,
        });
      }
      // The birthday gift gives customers points: a change of it is audited the same way.
      const gift = settings.birthdayGift ?? expiry?.gift;
      const giftPoints = settings.birthdayPoints ?? expiry?.points;
      if (expiry && (gift !== expiry.gift || giftPoints !== expiry.points)) {
        await recordAudit(tx, session, session.storeId, 'store.birthdayGift', {
          gift: gift ?? null,
          points: giftPoints ?? null,
          previousGift: expiry.gift,
          previousPoints: expiry.points,
        });
      }
      if (expiry) await auditStampCard(tx, session, settings, expiry);
      // Referrals give customers points: a change of their terms is audited with what they were.
      if (expiry) {
        const now = {
          referralsOn: settings.referralsOn ?? expiry.referralsOn,
          referrerPoints: settings.referrerPoints ?? expiry.referrerPoints,
          friendPoints: settings.friendPoints ?? expiry.friendPoints,
          minPurchaseCents: settings.referralMinPurchaseCents ?? expiry.referralMinPurchaseCents,
          monthlyCap: settings.referralMonthlyCap ?? expiry.referralMonthlyCap,
        };
        if (
          now.referralsOn !== expiry.referralsOn ||
          now.referrerPoints !== expiry.referrerPoints ||
          now.friendPoints !== expiry.friendPoints ||
          now.minPurchaseCents !== expiry.referralMinPurchaseCents ||
          now.monthlyCap !== expiry.referralMonthlyCap
        ) {
          await recordAudit(tx, session, session.storeId, 'store.referrals', {
            referralsOn: now.referralsOn,
            referrerPoints: now.referrerPoints,
            friendPoints: now.friendPoints,
            minPurchase: fromCents(now.minPurchaseCents),
            monthlyCap: now.monthlyCap,
            previousReferralsOn: expiry.referralsOn,
            previousReferrerPoints: expiry.referrerPoints,
            previousFriendPoints: expiry.friendPoints,
            previousMinPurchase: fromCents(expiry.referralMinPurchaseCents),
            previousMonthlyCap: expiry.referralMonthlyCap,
          });
        }
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, SLUG_UNIQUE)) throw conflict('stores.slugTaken');
      throw error;
    });
  return {
    ...said('stores.saved'),
    store: await readStoreInfo(deps, deps.db, session.storeId),
  };
}

/** The owner confirms by typing the store's name; the store's users can no longer sign in. */
export async function deleteAccount(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/delete-account'>,
) {
  const row = await findStoreDetails(deps.db, session.storeId);
  if (!row) throw notFound();
  if (!sameName(input.storeName, row.store.name)) throw invalid('stores.nameMismatch');
  await deps.db.transaction(async (tx) => {
    await closeStore(tx, session.storeId);
    await recordStoreEvent(tx, session.storeId, session.userId, 'Cuenta cerrada por el dueño');
    await recordAudit(tx, session, session.storeId, 'store.closed');
    await emitPlatformWebhook(tx, 'store.closed', {
      storeId: session.storeId,
      name: row.store.name,
      closedBy: 'owner',
    });
  });
  return said('stores.accountDeleted');
}

/** What the poster promises: the welcome points when the store gives them, else points on every purchase. */
function posterOffer(welcomePoints: number): string {
  if (welcomePoints === 1) return spanishMessage('stores.posterWelcomeOne');
  if (welcomePoints > 1) return spanishMessage('stores.posterWelcome', { points: welcomePoints });
  return spanishMessage('stores.posterPoints');
}

/** Where the poster is drawn: a thread of the CPU pool, so that no PDF holds the event loop. */
const WALLET_POSTER_TASK = taskModule(import.meta.url, 'wallet-poster');

export async function walletPosterInPool(info: PosterInfo): Promise<Buffer> {
  return Buffer.from(await runTask<Uint8Array>(WALLET_POSTER_TASK, info));
}

/** The printable invitation to the store's wallet: an A4 poster or an A6 table tent. */
export async function poster(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/store/wallet-poster'>,
) {
  const row = await findStoreDetails(deps.db, session.storeId);
  if (!row) throw notFound();
  const s = row.store;
  const walletUrl = walletLink(deps.config.publicUrl, { countryCode: row.countryCode, slug: s.slug }, '');
  if (!walletUrl) throw notFound();
  const pdf = await walletPosterInPool({
    size: input.size,
    storeName: s.name,
    logo: await pdfLogo(deps, s.logo),
    walletUrl,
    offer: posterOffer(s.welcomePoints),
    scan: spanishMessage('stores.posterScan'),
  });
  const kind = input.size === 'a4' ? 'afiche' : 'cartel-mesa';
  return { ...said('stores.posterReady'), filename: `${kind}-${s.slug}.pdf`, pdf: pdf.toString('base64') };
}

type AuditedSettings = NonNullable<Awaited<ReturnType<typeof lockAuditedSettings>>>;

/** A stamp card gives customers prizes: a change of its terms is audited with what they were. */
async function auditStampCard(tx: Tx, session: StoreSession, settings: StoreSettings, was: AuditedSettings) {
  const now = {
    stampsOn: settings.stampsOn ?? was.stampsOn,
    stampsPerCard: settings.stampsPerCard ?? was.stampsPerCard,
    stampPrize: settings.stampPrize ?? was.stampPrize,
    stampsOncePerDay: settings.stampsOncePerDay ?? was.stampsOncePerDay,
  };
  if (
    now.stampsOn === was.stampsOn &&
    now.stampsPerCard === was.stampsPerCard &&
    now.stampPrize === was.stampPrize &&
    now.stampsOncePerDay === was.stampsOncePerDay
  )
    return;
  await recordAudit(tx, session, session.storeId, 'store.stampCard', {
    ...now,
    previousStampsOn: was.stampsOn,
    previousStampsPerCard: was.stampsPerCard,
    previousStampPrize: was.stampPrize,
    previousStampsOncePerDay: was.stampsOncePerDay,
  });
}
