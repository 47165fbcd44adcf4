import { z } from 'zod';
import { day, email, empty, pageInput, requiredText, saidFields, storeRef, text } from '../../common.ts';
import { route } from '../../route-table.ts';
import { openingHours } from '../account/locations.ts';
import { mobile } from './customers.ts';
import { ledgerEntry } from './points.ts';
import { deviceId, referralCodeInput } from './referrals.ts';
import { stampCardView } from './stamps.ts';

/**
 * A store's wallet address, `{clientWebApp}/{countryCode}/{slug}` (spec §4): the country's code (any
 * case) and the store's slug. Every wallet call before sign-in names its store this way.
 */
export const storeAddress = {
  countryCode: requiredText(3),
  slug: requiredText(100),
};

/** What anybody may read of an active store: its public page in the wallet. */
export const publicStore = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string(),
  slug: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  /** The store's IANA time zone: the wallet shows times as the store does. */
  timeZone: z.string(),
  /** How points are earned: conversionPoints for every conversionMoney spent, when useConversion. */
  useConversion: z.boolean(),
  conversionPoints: z.number(),
  conversionMoney: z.number(),
  welcomePoints: z.number(),
  requestReward: z.boolean(),
  rewardRequestInfo: z.string().nullable(),
  qrReward: z.boolean(),
  /** The store's own ordering link (spec §3 ordersLink: WhatsApp, a delivery app…), shown on its page. */
  ordersLink: z.string().nullable(),
  /** Whether the store sells online now (a product on sale): the wallet shows its shop only then. */
  shopOpen: z.boolean(),
  /** The store rewards invitations (issue 34 §3): the wallet shows «Invita a un amigo» only then. */
  referralsOn: z.boolean(),
  locations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      /** The week's hours in the store's time zone; null when the store has not said. */
      openingHours: openingHours.nullable(),
    }),
  ),
  rewards: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable(),
      pointsCost: z.number(),
      image: z.string().nullable(),
    }),
  ),
  levels: z.array(z.object({ id: z.number(), name: z.string(), color: z.string(), minPoints: z.number() })),
});
export type PublicStore = z.infer<typeof publicStore>;

/** The 6-digit sign-in code the customer got by mail. */
const signInCode = z
  .string()
  .trim()
  .regex(/^[0-9]+$/, { message: 'wallet.codeFormat' })
  .length(6, { message: 'wallet.codeFormat' });

/** The back office's languages (es the default); Arabic reads right to left. */
export const walletLanguages = ['es', 'en', 'zh', 'fr', 'it', 'ar'] as const;
export const walletLanguage = z.enum(walletLanguages);
export type WalletLanguage = z.infer<typeof walletLanguage>;

/** What the customer may change of themselves in the wallet. */
export const walletProfileFields = z.object({
  firstName: requiredText(80),
  lastName: text(80).default(''),
  mobile: mobile(),
  birthday: day().nullable().optional(),
  /** Consent to the store's marketing messages: opt-in, never required, changeable at any time. */
  marketingConsent: z.boolean().default(false),
  language: walletLanguage.default('es'),
});

export const walletProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  marketingConsent: z.boolean(),
  language: walletLanguage,
});
export type WalletProfile = z.infer<typeof walletProfile>;

/** The store's page and the customer's passwordless sign-in: no token. */
export const walletPublicRoutes = {
  '/general/store': route({
    area: 'wallet',
    summary:
      "An active store's public page by its address (country code + slug): how points are earned, locations, rewards, levels.",
    access: 'anonymous',
    failures: ['not-found'],
    input: z.object(storeAddress),
    output: z.object({ store: publicStore }),
    example: { countryCode: 'pe', slug: 'cafe-aurora' },
  }),
  '/login/customer/send-code': route({
    area: 'wallet',
    summary:
      'Mail a 6-digit sign-in code (20 minutes, single use; 3 an hour per email, then one per 15 minutes, else the answer says a recent code still works) to the email; the same answer whether or not the store knows it.',
    access: 'anonymous',
    failures: ['not-found', 'rate-limited'],
    input: z.object({ ...storeAddress, email: email() }),
    output: z.object({ ...saidFields }),
    example: { countryCode: 'pe', slug: 'cafe-aurora', email: 'cliente@example.com' },
  }),
  '/login/customer/verify-code': route({
    area: 'wallet',
    summary:
      'Check the code: a customer of the store with that email gets a session (token); a new email gets a sign-up ticket (30 minutes) for /login/customer/sign-up.',
    access: 'anonymous',
    failures: ['not-found', 'rate-limited'],
    input: z.object({ ...storeAddress, email: email(), code: signInCode }),
    output: z.object({ token: z.string().nullable(), signUpTicket: z.string().nullable() }),
    example: { countryCode: 'pe', slug: 'cafe-aurora', email: 'cliente@example.com', code: '123456' },
  }),
  '/login/customer/sign-up': route({
    area: 'wallet',
    summary:
      "Register the customer whose email a code proved (its sign-up ticket): terms accepted, marketing apart; the store's welcome points and mail; a session. An optional referralCode (a customer's invitation code, any case) records the referral while the store has referrals on (an unknown code: 400 referrals.codeUnknown); the friend's email, mobile or device equal to the referrer's records it refused.",
    access: 'anonymous',
    failures: ['not-found', 'conflict', 'rate-limited'],
    input: walletProfileFields.extend({
      ...storeAddress,
      signUpTicket: requiredText(100),
      acceptTerms: z.literal(true, { message: 'wallet.termsRequired' }),
      /** A friend's invitation code (optional): recorded as their referral (issue 34 §3). */
      referralCode: referralCodeInput().optional(),
      /** The wallet's device id: a friend on the referrer's device is refused as self-referral. */
      device: deviceId().optional(),
    }),
    output: z.object({ ...saidFields, token: z.string() }),
    example: {
      countryCode: 'pe',
      slug: 'cafe-aurora',
      signUpTicket: 'ticket',
      firstName: 'Lucía',
      lastName: 'Quispe',
      mobile: '987654321',
      acceptTerms: true,
      marketingConsent: false,
    },
  }),
} as const;

/** The signed-in customer's own card in one store. */
export const walletCard = z.object({
  storeName: z.string(),
  customerName: z.string(),
  clientCode: z.string(),
  balance: z.number(),
  level: z.object({ name: z.string(), color: z.string() }).nullable(),
  /** The next level up and the points still to earn (in 12 months) to reach it; null at the top. */
  nextLevel: z.object({ name: z.string(), pointsLeft: z.number() }).nullable(),
  /**
   * The points the store's expiry rule takes next and the last day (the store's, YYYY-MM-DD) they still
   * count; null when the store's points never expire or the customer has none.
   */
  nextExpiry: z.object({ points: z.number(), date: z.string() }).nullable(),
  /** The store's stamp card (issue 34 §4) with the customer's stamps; null when the store runs none. */
  stampCard: stampCardView.nullable(),
});
export type WalletCard = z.infer<typeof walletCard>;

/** The customer wallet: a customer signed in to one store sees their own card, and nothing else. */
export const walletCardRoutes = {
  '/wallet/me': route({
    area: 'wallet',
    summary: "The signed-in customer's card: the store, their name, client code, balance and level.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({ card: walletCard }),
    example: {},
  }),
  '/wallet/qr': route({
    area: 'wallet',
    summary:
      "The signed QR of the customer's card, or of one reward (rewardId, where the store redeems by QR): qr lives two minutes (the wallet asks again every 45 seconds, so what it shows changes), offlineQr eight hours (kept to show offline). The counter and the POS check them with the store's key and refuse an expired one.",
    access: 'customer',
    failures: ['not-found'],
    input: z.object({ rewardId: storeRef('reward').optional() }),
    output: z.object({
      qr: z.string(),
      expiresAt: z.string(),
      offlineQr: z.string(),
      offlineExpiresAt: z.string(),
    }),
    example: {},
  }),
  '/wallet/passes': route({
    area: 'wallet',
    summary:
      "The links that put the customer's card in Apple Wallet (a .pkpass download, ten minutes) and Google Wallet (its save link), each null when the platform has no keys for that wallet: the wallet app shows a button per link. The pass shows the store's name and logo, the balance, the level and the client code's QR.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
    example: {},
  }),
  '/wallet/logout': route({
    area: 'wallet',
    summary: "End the customer's wallet session of this call.",
    access: 'customer',
    input: empty,
    output: z.object({}),
    example: {},
  }),
  '/wallet/points': route({
    area: 'wallet',
    summary: "The customer's balance and statement, newest first: the entries the store sees.",
    access: 'customer',
    failures: ['not-found'],
    input: z.object(pageInput),
    output: z.object({ balance: z.number(), entries: z.array(ledgerEntry), total: z.number() }),
    example: { page: 1, pageSize: 20 },
  }),
  '/wallet/profile': route({
    area: 'wallet',
    summary: "The customer's own details.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({ profile: walletProfile }),
    example: {},
  }),
  '/wallet/profile/update': route({
    area: 'wallet',
    summary:
      'Change name, mobile, birthday and language; marketingConsent, when sent, gives or withdraws every channel (the profile page changes them one by one with /wallet/consent/save). The birthday is set once: while it is empty the customer may set it; once set, only the store changes it (another value, or null, is refused 409 wallet.birthdayLocked; leaving it out or sending the same keeps it), so a birthday gift cannot be collected twice.',
    access: 'customer',
    failures: ['not-found', 'conflict', 'rate-limited'],
    input: walletProfileFields.extend({ marketingConsent: z.boolean().optional() }),
    output: z.object({ ...saidFields, profile: walletProfile }),
    example: {
      firstName: 'Lucía',
      lastName: 'Quispe',
      mobile: '987654321',
      marketingConsent: true,
      language: 'es',
    },
  }),
  '/wallet/delete-account': route({
    area: 'wallet',
    summary: "Delete the customer's account: personal data erased, the points ledger kept without it.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({ ...saidFields }),
    example: {},
  }),
} as const;
