import { z } from 'zod';
import {
  email,
  empty,
  id,
  longText,
  MAX_MONEY,
  money,
  phoneCode,
  plainText,
  requiredText,
  saidFields,
  text,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { systemTexts } from '../../system-texts.ts';
import { MAX_REFERRAL_MONTHLY_CAP, MAX_REFERRAL_POINTS } from '../loyalty/referrals.ts';
import { MAX_STAMP_PRIZE_LENGTH, MAX_STAMPS_PER_CARD, MIN_STAMPS_PER_CARD } from '../loyalty/stamps.ts';
import { messageOutput } from './auth.ts';

/** What a customer reads when a reward can be redeemed, unless the store writes its own (spec §9). */
export const DEFAULT_REDEEM_AVAILABLE_TEXT =
  'Ya puede canjear su premio: muestre su código QR en el negocio para recibirlo.';

/**
 * When a store's points expire (issue 34): never (the default); N months after each earning ('earned');
 * or the whole balance after N months without a visit ('inactive').
 */
export const pointsExpiryRules = ['never', 'earned', 'inactive'] as const;
export type PointsExpiryRule = (typeof pointsExpiryRules)[number];
/** The months of a store's expiry rule: 1 to 5 years. */
export const MAX_POINTS_EXPIRY_MONTHS = 60;

/**
 * What a store gives on a customer's birthday (issue 34 §2): nothing (the default) or points, once a
 * year, on the birthday in the store's zone (29 February on the 28th in other years). A reward as a
 * gift is not offered: the platform has no free-redemption credit to give one with.
 */
export const birthdayGifts = ['off', 'points'] as const;
export type BirthdayGift = (typeof birthdayGifts)[number];
/** The most points a birthday may give (an operation's limit is higher; a gift is a gesture). */
export const MAX_BIRTHDAY_POINTS = 100_000;
/** The birthday message the customer gets when the owner has written none, in their language. */
export const DEFAULT_BIRTHDAY_MESSAGE = systemTexts['notifications.birthdayBody'];

/** Store info of spec §3 (field names, spellings included, as the spec gives them). */
/** The longest window the counter looks back for a ticket number already used (a year). */
export const MAX_DUPLICATE_TICKET_DAYS = 365;

export const storeInfo = z.object({
  id: z.number(),
  name: z.string(),
  country: z.object({ id: z.number(), name: z.string(), countryCode: z.string() }),
  storetype: z.object({ id: z.number(), name: z.string() }).nullable(),
  clientsAmount: z.number(),
  currencyCode: z.string(),
  currencyName: z.string(),
  timeZone: z.string(),
  useConversion: z.boolean(),
  conversionPoints: z.number(),
  /** Money that earns conversionPoints points, two decimals. */
  conversionMoney: z.number(),
  welcomePoints: z.number(),
  emailOnCustomerCreation: z.boolean(),
  emailOnGivePoints: z.boolean(),
  emailOnRedemmed: z.boolean(),
  redeemBought: z.number(),
  redeemFree: z.number(),
  /** redeemFree + redeemBought. */
  redeemTotal: z.number(),
  showDescriptionField: z.boolean(),
  showTicketNumberField: z.boolean(),
  /**
   * How far back a ticket number counts as already used (the counter then asks to confirm): 1 = today,
   * N = today and the N − 1 days before, in the store's time zone.
   */
  duplicateTicketDays: z.number(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  requestReward: z.boolean(),
  rewardRequestInfo: z.string().nullable(),
  ordersLink: z.string().nullable(),
  /** Online shop orders one customer may have open (unpaid: not delivered nor cancelled) at once. */
  maxOpenOrders: z.number(),
  /** Hours after which a pick-up order not collected is cancelled and its stock put back on sale. */
  pickupReleaseHours: z.number(),
  slug: z.string(),
  /** Base address of the customers' web app (multi-store brand); null when there is none. */
  clientWebApp: z.string().nullable(),
  /**
   * The store's wallet, {our address}/{country code}/{slug}, in every brand: the link and QR the owner
   * gives customers (issue 32).
   */
  walletUrl: z.string(),
  isMultiStore: z.boolean(),
  withSubscription: z.boolean(),
  hasSubscripton: z.boolean(),
  qrReward: z.boolean(),
  /** Employees may take points off a customer at the counter (the owner always may). */
  discountGivenPoints: z.boolean(),
  redeemAvailableText: z.string(),
  pointsExpiryRule: z.enum(pointsExpiryRules),
  /** The N of the expiry rule (kept while the rule is 'never', for when it is turned on again). */
  pointsExpiryMonths: z.number(),
  /** What the store owes for a point it gave (money, the liability report's value); null until set. */
  pointValue: z.number().nullable(),
  birthdayGift: z.enum(birthdayGifts),
  /** The points of a birthday (kept while the gift is 'off', for when it is turned on again). */
  birthdayPoints: z.number(),
  /** The owner's own birthday message; null: the default (DEFAULT_BIRTHDAY_MESSAGE, in the customer's language). */
  birthdayMessage: z.string().nullable(),
  /** Referrals (issue 34 §3): on or off, the points of each side, the friend's minimum first purchase (money), the monthly cap per referrer. */
  referralsOn: z.boolean(),
  referrerPoints: z.number(),
  friendPoints: z.number(),
  referralMinPurchase: z.number(),
  referralMonthlyCap: z.number(),
  /**
   * Stamp cards (issue 34 §4): on or off, beside points or instead; the stamps a full card has; what a
   * full card gives (null until written); one stamp per customer per store day (default) or more.
   */
  stampsOn: z.boolean(),
  stampsPerCard: z.number(),
  stampPrize: z.string().nullable(),
  stampsOncePerDay: z.boolean(),
});
export type StoreInfo = z.infer<typeof storeInfo>;

export const storeGeneralConfiguration = z.object({
  supportPhone: z.string().nullable(),
  redeemBought: z.number(),
});

export const storeInfoOutput = z.object({
  store: storeInfo,
  generalConfiguration: storeGeneralConfiguration,
});

const link = () =>
  plainText()
    .max(500)
    .regex(/^https?:\/\/[^\s]+$/i, { message: 'validation.linkScheme' });

/** The most a store may allow: open orders per customer, and hours a pick-up order is held. */
export const MAX_OPEN_ORDERS = 50;
export const MAX_PICKUP_RELEASE_HOURS = 720;

/** A slug is part of the store's web address: lower-case letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every field is optional: only the fields sent change. */
export const storeSaveInput = z.object({
  name: requiredText(120).optional(),
  description: longText(1000).nullable().optional(),
  storeTypeId: id().optional(),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9 ()-]*$/, { message: 'validation.phoneChars' })
    .nullable()
    .optional(),
  phoneCode: phoneCode().nullable().optional(),
  email: email().nullable().optional(),
  logo: text(500).nullable().optional(),
  currencyCode: plainText().toUpperCase().length(3).optional(),
  useConversion: z.boolean().optional(),
  conversionPoints: z.number().int().min(1).max(1_000_000).optional(),
  conversionMoney: z.number().min(0.01).max(1_000_000).optional(),
  welcomePoints: z.number().int().min(0).max(1_000_000).optional(),
  emailOnCustomerCreation: z.boolean().optional(),
  emailOnGivePoints: z.boolean().optional(),
  emailOnRedemmed: z.boolean().optional(),
  showDescriptionField: z.boolean().optional(),
  showTicketNumberField: z.boolean().optional(),
  duplicateTicketDays: z.number().int().min(1).max(MAX_DUPLICATE_TICKET_DAYS).optional(),
  requestReward: z.boolean().optional(),
  rewardRequestInfo: longText(1000).nullable().optional(),
  qrReward: z.boolean().optional(),
  discountGivenPoints: z.boolean().optional(),
  ordersLink: link().nullable().optional(),
  maxOpenOrders: z.number().int().min(1).max(MAX_OPEN_ORDERS).optional(),
  pickupReleaseHours: z.number().int().min(1).max(MAX_PICKUP_RELEASE_HOURS).optional(),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(60)
    .regex(SLUG_PATTERN, {
      message: 'validation.slugChars',
    })
    .optional(),
  redeemAvailableText: longText(500).nullable().optional(),
  pointsExpiryRule: z.enum(pointsExpiryRules).optional(),
  pointsExpiryMonths: z.number().int().min(1).max(MAX_POINTS_EXPIRY_MONTHS).optional(),
  /** «Valor de un punto»: at least a cent; null clears it. */
  pointValue: z.number().min(0.01).max(MAX_MONEY).nullable().optional(),
  birthdayGift: z.enum(birthdayGifts).optional(),
  birthdayPoints: z.number().int().min(1).max(MAX_BIRTHDAY_POINTS).optional(),
  /** Empty or null: the default message. */
  birthdayMessage: longText(500).nullable().optional(),
  referralsOn: z.boolean().optional(),
  referrerPoints: z.number().int().min(1).max(MAX_REFERRAL_POINTS).optional(),
  friendPoints: z.number().int().min(1).max(MAX_REFERRAL_POINTS).optional(),
  /** The friend's first purchase must reach it (0: any purchase that earns points). */
  referralMinPurchase: money().optional(),
  referralMonthlyCap: z.number().int().min(1).max(MAX_REFERRAL_MONTHLY_CAP).optional(),
  /** Turning stamp cards on needs a prize (sent now or saved before): 400 stamps.prizeRequired. */
  stampsOn: z.boolean().optional(),
  stampsPerCard: z.number().int().min(MIN_STAMPS_PER_CARD).max(MAX_STAMPS_PER_CARD).optional(),
  stampPrize: requiredText(MAX_STAMP_PRIZE_LENGTH).optional(),
  stampsOncePerDay: z.boolean().optional(),
});

export const deleteAccountInput = z.object({ storeName: requiredText(200) });

/** The printed invitation to the wallet: an A4 poster for a wall, an A6 card for a table. */
export const walletPosterSizes = ['a4', 'a6'] as const;
export type WalletPosterSize = (typeof walletPosterSizes)[number];

export const storeRoutes = {
  '/client/get-store-info': route({
    area: 'stores',
    summary:
      "The store's settings and the platform's general configuration; employees read it too (the counter needs the conversion).",
    access: 'client',
    failures: ['not-found'],
    input: empty,
    output: storeInfoOutput,
    example: {},
  }),
  '/client/store/save': route({
    area: 'stores',
    summary:
      "Save the store's settings; only the fields sent change. A change of the points expiry (store.pointsExpiry) or of the birthday gift (store.birthdayGift: off, or birthdayPoints once a year on each customer's birthday in the store's time zone) is audited with what it was.",
    access: 'owner',
    failures: ['not-found', 'conflict'],
    input: storeSaveInput,
    output: messageOutput.extend({ store: storeInfo }),
    example: {
      description: 'Café de especialidad y pastelería artesanal en Lima.',
      useConversion: true,
      conversionPoints: 1,
      conversionMoney: 10,
      welcomePoints: 20,
      emailOnGivePoints: false,
    },
  }),
  '/client/store/wallet-poster': route({
    area: 'stores',
    summary:
      "A printable PDF (base64) that invites customers to the store's wallet: the store's name and logo, the QR of its wallet address written out beneath, and one line of what customers get (the welcome points, else points on every purchase). size a4 is a poster for a wall, a6 a table tent.",
    access: 'owner',
    failures: ['not-found'],
    input: z.object({ size: z.enum(walletPosterSizes).default('a4') }),
    output: z.object({
      ...saidFields,
      filename: z.string(),
      /** The PDF, base64. */
      pdf: z.string(),
    }),
    example: { size: 'a4' },
  }),
  '/client/delete-account': route({
    area: 'stores',
    summary:
      "Close the store's account: the owner types the store name; its users can no longer sign in; data is kept.",
    access: 'owner',
    failures: ['not-found'],
    input: deleteAccountInput,
    output: messageOutput,
    // Not the demo store's name: a documented body that does not close the demo account.
    example: { storeName: 'Mi negocio' },
  }),
} as const;
