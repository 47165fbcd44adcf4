import { z } from 'zod';
import { messageCodes } from './messages.ts';
import { systemTextCodes } from './system-texts.ts';

/** What the client must react to when a call fails (DESIGN.md, "The wire protocol"). */
export const errorTypes = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'no-subscription',
  'no-redemptions-left',
  'payload-too-large',
  'provider-unavailable',
  'internal',
] as const;
export type ErrorType = (typeof errorTypes)[number];

export const errorStatus: Record<ErrorType, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'no-subscription': 402,
  /** The store used every redemption it had: paying for a redemption pack is what lets it go on. */
  'no-redemptions-left': 402,
  'payload-too-large': 413,
  /** The payment provider failed or could not be reached: not our bug, not the user's. */
  'provider-unavailable': 502,
  internal: 500,
};

/** A message's stable code (messages.ts), which the apps show in the reader's language. */
export const messageCode = z.enum(messageCodes);

/**
 * What an answer says, ok or not: m, the Spanish text (messages.ts) fit to show as is, and the code and
 * params it was made from (said()). `params` fills the code's {{placeholders}}; `field` is a field's key.
 */
export const saidFields = {
  m: z.string(),
  code: messageCode.optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/**
 * A text the API wrote (system-texts.ts), beside the row's Spanish text: its code, and its params
 * (systemTextParams), said by the apps in the reader's language. Null for a text a person typed, or an
 * old row not recognised: the apps then show the row's text as it is.
 */
export const systemTextCode = z.enum(systemTextCodes).nullable();
export const systemTextParams = z.record(z.string(), z.union([z.string(), z.number()])).nullable();

export const failureEnvelope = z.object({
  s: z.literal('not-ok'),
  ...saidFields,
  errorType: z.enum(errorTypes).optional(),
  requestId: z.string().optional(),
});
export type Failure = z.infer<typeof failureEnvelope>;

/** A database id: a positive 32-bit integer. */
export const id = () => z.number().int().positive().max(2_147_483_647);

/**
 * An id that points at a row of one store (a tenant). The route-table suite replaces it with an id of
 * another store and expects 404, so every such field must say which entity it names.
 */
export const storeRef = (entity: StoreEntity) => id().meta({ storeRef: entity });
export const storeEntities = [
  'location',
  'employee',
  'customer',
  'reward',
  'level',
  'ledgerEntry',
  'stampEntry',
  'payment',
  'subscription',
  'bulkBatch',
  'notification',
  'till',
  'webhookEndpoint',
  'webhookDelivery',
  // content
  'couponBatch',
  'news',
  'banner',
  'offer',
  // The online shop.
  'productCategory',
  'product',
  'shippingCost',
  'order',
  'orderNote',
  'rewardRequest',
  'survey',
  'segment',
  'automation',
  'review',
] as const;
export type StoreEntity = (typeof storeEntities)[number];

/**
 * An id the platform admin names across stores (a store, its owner, a payment, a plan): no tenant to
 * check, but the route-table suite sends an id that does not exist and expects 404.
 */
export const adminRef = (entity: AdminEntity) => id().meta({ adminRef: entity });
export const adminEntities = [
  'store',
  'user',
  'payment',
  'plan',
  'category',
  'storeType',
  'location',
  'news',
  'offer',
  'platformWebhookEndpoint',
  'platformWebhookDelivery',
] as const;
export type AdminEntity = (typeof adminEntities)[number];

export const email = () =>
  z
    .string()
    .trim()
    .max(254)
    .regex(EMAIL_PATTERN, { message: 'validation.email' })
    .transform((v) => v.toLowerCase());

/** spec §5: a standard address pattern, checked case-insensitively. */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** The message of a text that holds a control character; spanishIssue names the field. */
export const CONTROL_CHARACTERS = 'validation.controlCharacters';
// C0 and C1 control characters, NUL included: PostgreSQL refuses NUL in text, and none belongs in a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// The same but tab and line breaks, which a long text (a description, notes) may hold.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** Text typed on one line (a name, a search, a code), trimmed: no control characters. */
export const plainText = () => z.string().trim().regex(NO_CONTROL, { message: CONTROL_CHARACTERS });
/** Text of several lines (a description, notes), trimmed: tabs and line breaks, no other control characters. */
export const linesText = () => z.string().trim().regex(NO_CONTROL_BUT_LINES, { message: CONTROL_CHARACTERS });

/** A password the server accepts (the common-password list is checked by the server); no control characters. */
export const newPassword = () =>
  z
    .string()
    .min(8, { message: 'password.tooShort' })
    .max(128, { message: 'password.tooLong' })
    .regex(NO_CONTROL, { message: CONTROL_CHARACTERS });

/** A password typed to prove who one is: never trimmed; no control characters (no password has them). */
export const typedPassword = () => z.string().max(1024).regex(NO_CONTROL, { message: CONTROL_CHARACTERS });

/** A phone's country code, like +51: a plus and at most four digits. */
export const phoneCode = () =>
  z
    .string()
    .trim()
    .regex(/^\+[0-9]+$/, { message: 'validation.phoneCode' })
    .max(5, { message: 'validation.phoneCode' });

export const text = (max: number) => plainText().max(max);
export const requiredText = (max: number) => plainText().min(1).max(max);
export const longText = (max: number) => linesText().max(max);
export const requiredLongText = (max: number) => linesText().min(1).max(max);

export const languageCodes = ['es', 'en', 'zh', 'fr', 'it'] as const;
export const languageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCode>;

export const empty = z.object({});
export const ok = z.object({});

/** The largest amount of money one field takes (a purchase, a price). */
export const MAX_MONEY = 10_000_000;

/** Money on the wire: a decimal amount, at most MAX_MONEY, truncated to cents by the server. */
export const money = () => z.number().min(0).max(MAX_MONEY);
export const positiveMoney = () => z.number().gt(0).max(MAX_MONEY);

/**
 * The most points one operation may give, take or cost (a purchase, a discount, a reward, a bulk file's
 * row): far above any real purchase in a small business, and low enough that no store's day of
 * operations can reach the limits of what the roll-ups and balances hold.
 */
export const MAX_POINTS_PER_OPERATION = 1_000_000;

/** Points are whole numbers, at most MAX_POINTS_PER_OPERATION in one operation. */
export const points = () => z.number().int().min(1).max(MAX_POINTS_PER_OPERATION);

/** A calendar day, YYYY-MM-DD. */
export const day = () => z.iso.date();

export const pageInput = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

export const sortOrder = z.enum(['asc', 'desc']).default('asc');

export const person = z.object({ id: z.number(), name: z.string() });
export const named = z.object({ id: z.number(), name: z.string() });
