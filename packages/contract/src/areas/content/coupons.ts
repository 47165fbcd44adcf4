import { z } from 'zod';
import { day, pageInput, points, requiredText, saidFields, storeRef } from '../../common.ts';
import { route, SPREADSHEET_TYPES } from '../../route-table.ts';

/** A batch made by the server holds at most this many codes; an uploaded file, at most as many rows. */
export const MAX_COUPON_CODES = 10_000;
/** An uploaded file of codes may weigh up to 2 MB. */
export const MAX_COUPON_FILE_BYTES = 2 * 1024 * 1024;
/** The characters of a code the server makes: no 0/O, 1/I/L, so that a printed code is read back right. */
export const COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Codes in one part of a batch's printable sheet (50 A4 pages of 20). */
export const COUPON_PDF_PART = 1_000;
/** Characters of a code the server makes (≈ 69 bits: unguessable). */
export const COUPON_CODE_LENGTH = 14;

/** A code as the customer types or scans it: letters, digits and dashes; compared without case or dashes. */
export const couponCode = () =>
  z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, { message: 'coupons.codeChars' });

/** The code as it is kept and compared: upper case, without dashes or spaces. */
export function normalCouponCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** A code made by the server, shown in groups of four (ABCD-EFGH-…) so that it can be typed. */
export function groupedCouponCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const couponBatch = z.object({
  id: z.number(),
  name: z.string(),
  /** What a code is worth: points, or one reward of the store (redeemed for the customer who claims it). */
  points: z.number().nullable(),
  reward: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The last day (the store's) a code can be claimed. */
  expiresOn: z.string(),
  /** Codes of this batch one customer may claim at most; null: no limit. */
  limitPerCustomer: z.number().nullable(),
  source: z.enum(['generated', 'uploaded']),
  codesTotal: z.number(),
  codesClaimed: z.number(),
  createdAt: z.string(),
});
export type CouponBatch = z.infer<typeof couponBatch>;

export const couponCodeRow = z.object({
  code: z.string(),
  claimedAt: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }).nullable(),
});
export type CouponCodeRow = z.infer<typeof couponCodeRow>;

/** Multipart text fields arrive as text: a number written as text is read as that number. */
const fromForm = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), schema);

/** A batch is worth points or a reward, one of them (the server refuses both or neither). */
export const couponBatchFields = z.object({
  name: requiredText(120),
  points: points().nullable().optional(),
  rewardId: storeRef('reward').nullable().optional(),
  expiresOn: day(),
  limitPerCustomer: z.number().int().min(1).max(1000).nullable().optional(),
});

/** A batch of codes made by the server: its fields and how many codes. */
export const couponAddFields = couponBatchFields.extend({
  count: z.number().int().min(1).max(MAX_COUPON_CODES),
});

export const couponUploadRow = z.object({
  /** The row's number in the file (the header, when there is one, is row 1). */
  row: z.number(),
  code: z.string(),
  /** Why the row cannot be a code, in Spanish; null when it can. */
  error: z.string().nullable(),
});
export type CouponUploadRow = z.infer<typeof couponUploadRow>;

const batchId = { batchId: storeRef('couponBatch') };
const segmentRef = { segmentId: storeRef('segment') };

export const couponRoutes = {
  '/client/coupons/get': route({
    area: 'coupons',
    summary:
      "Without batchId: the store's coupon batches, newest first, with how many codes were claimed. With batchId: that batch and a page of its codes (only: all, claimed or unclaimed), each with who claimed it and when.",
    access: 'owner',
    input: z.object({
      batchId: storeRef('couponBatch').optional(),
      only: z.enum(['all', 'claimed', 'unclaimed']).default('all'),
      ...pageInput,
    }),
    output: z.object({
      batches: z.array(couponBatch),
      batch: couponBatch.nullable(),
      codes: z.array(couponCodeRow),
      total: z.number(),
    }),
    example: {},
  }),
  '/client/coupons/add': route({
    area: 'coupons',
    summary: `A batch of \`count\` single-use codes made by the server (unguessable; at most ${MAX_COUPON_CODES.toLocaleString('en')}), each worth \`points\` or one reward (\`rewardId\`), claimable until \`expiresOn\` (the store's day), at most \`limitPerCustomer\` per customer.`,
    access: 'owner',
    input: couponAddFields,
    output: z.object({ ...saidFields, batch: couponBatch }),
    example: { name: 'Volantes de verano', points: 50, expiresOn: '2030-12-31', count: 20 },
    idempotent: true,
  }),
  '/client/coupons/upload': route({
    area: 'coupons',
    summary:
      'A batch from a CSV or XLSX of codes (multipart/form-data, the field "file"; one code per row, in the first column or the one headed «código»/«cupón»; 4 to 64 letters, digits or dashes). action=preview: the rows, each valid or with its error, nothing kept. action=create (with name, points or rewardId, expiresOn, limitPerCustomer): the batch of the valid rows.',
    access: 'owner',
    acceptsFile: { maxBytes: MAX_COUPON_FILE_BYTES, mediaTypes: SPREADSHEET_TYPES },
    input: z.object({
      action: z.enum(['preview', 'create']),
      name: requiredText(120).optional(),
      points: fromForm(points()).optional(),
      // The meta again on the wrapper: the route-table suite reads it there (another store's reward: 404).
      rewardId: fromForm(storeRef('reward')).meta({ storeRef: 'reward' }).optional(),
      expiresOn: day().optional(),
      limitPerCustomer: fromForm(z.number().int().min(1).max(1000)).optional(),
    }),
    output: z.object({
      ...saidFields,
      rows: z.array(couponUploadRow),
      valid: z.number(),
      errors: z.number(),
      batch: couponBatch.nullable(),
    }),
    example: { action: 'preview' },
  }),
  '/client/coupons/delete': route({
    area: 'coupons',
    summary:
      'Delete a batch: its unclaimed codes can no longer be claimed; claimed ones stay in the history.',
    access: 'owner',
    input: z.object(batchId),
    output: z.object({ ...saidFields }),
    example: { batchId: 1 },
  }),
  '/client/coupons/pdf': route({
    area: 'coupons',
    summary: `A printable A4 sheet (PDF, base64) of a batch's codes, in the order they were made: a grid of QR codes with the store's logo, the points and the expiry. Big batches come in parts of ${COUPON_PDF_PART.toLocaleString('en')} codes (part 1, 2, …; the answer says how many parts), so the screen shows progress and joins the parts into one file.`,
    access: 'owner',
    input: z.object({ ...batchId, part: z.number().int().min(1).max(1000).default(1) }),
    output: z.object({
      ...saidFields,
      filename: z.string(),
      /** The PDF, base64. */
      pdf: z.string(),
      part: z.number(),
      parts: z.number(),
      codes: z.number(),
    }),
    example: { batchId: 1 },
  }),
  '/client/coupons/segment-reach': route({
    area: 'coupons',
    summary:
      "Before giving a batch's coupon to a segment: how many of the segment's customers would get one now (those who have none of the batch yet and are under its limit per customer) and how many of the batch's codes are free (not claimed, not given).",
    access: 'owner',
    input: z.object({ ...batchId, ...segmentRef }),
    output: z.object({ customers: z.number(), available: z.number() }),
    example: { batchId: 1, segmentId: 1 },
  }),
  '/client/coupons/send-to-segment': route({
    area: 'coupons',
    summary:
      'Give one code of the batch to each customer of the segment (issue 34 §6), kept for them: it shows in their wallet until they claim it. Once per customer and batch, whatever the retries; refused whole (409) when the batch has fewer free codes than customers to give, or is past its day. Audited.',
    access: 'owner',
    failures: ['not-found', 'conflict'],
    input: z.object({ ...batchId, ...segmentRef }),
    output: z.object({ ...saidFields, sent: z.number() }),
    example: { batchId: 1, segmentId: 1 },
    idempotent: true,
  }),
} as const;

/** A code given to the customer (sent to a segment of theirs), not claimed yet. */
export const givenCoupon = z.object({
  code: z.string(),
  batchName: z.string(),
  points: z.number().nullable(),
  reward: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The last day (the store's) it can be claimed. */
  expiresOn: z.string(),
});
export type GivenCoupon = z.infer<typeof givenCoupon>;

/** A customer claims a code in the wallet. */
export const couponWalletRoutes = {
  '/wallet/coupons/claim': route({
    area: 'coupons',
    summary:
      "Claim a coupon code (typed or scanned): its points go to the signed-in customer once, whatever the race, or its reward is redeemed for them (the reward's points given and spent in one transaction, under the reward's rules); a code claimed, expired, deleted or past the batch's limit per customer is refused, and so is every code after 10 wrong ones in 15 minutes.",
    access: 'customer',
    failures: ['no-subscription', 'no-redemptions-left', 'not-found', 'conflict', 'rate-limited'],
    input: z.object({ code: couponCode() }),
    output: z.object({
      ...saidFields,
      /** Points the code added to the balance (0 for a reward's code). */
      points: z.number(),
      /** The reward the code gave, redeemed; null for a code worth points. */
      reward: z.object({ id: z.number(), name: z.string() }).nullable(),
      balance: z.number(),
      batchName: z.string(),
    }),
    example: { code: 'EJEMPLO-CUPON-1' },
  }),
  '/wallet/coupons/mine': route({
    area: 'coupons',
    summary:
      'The coupons the store gave the signed-in customer (sent to a segment they are in) that they have not claimed yet and can still claim, soonest to expire first.',
    access: 'customer',
    input: z.object({}),
    output: z.object({ coupons: z.array(givenCoupon) }),
    example: {},
  }),
} as const;
