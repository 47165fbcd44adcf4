import { randomInt } from 'node:crypto';
import {
  COUPON_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_PDF_PART,
  localToday,
  MAX_COUPON_FILE_BYTES,
  normalCouponCode,
  type RouteParsedInput,
  said,
} from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import { actorOf, customerSessionOf, type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { runTask, taskModule } from '../../../lib/cpu-pool.ts';
import { AppError, conflict, invalid, notFound, tooLarge } from '../../../lib/errors.ts';
import { pdfLogo } from '../../../lib/pdf-logo.ts';
import { systemText } from '../../../lib/system-text.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { limitReached, takeAttempt, tooMany } from '../../account/auth/index.ts';
import { findStore, walletAddressOf } from '../../account/stores/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { readSpreadsheet } from '../../loyalty/bulk/index.ts';
import { postEntry } from '../../loyalty/ledger/index.ts';
import { findReward, redeemInTransaction } from '../../loyalty/rewards/index.ts';
import { customersOfSegment } from '../../loyalty/segments/index.ts';
import { couponClaimLimits } from './claim-limits.ts';
import { judgeCodeRows } from './coupon-file.ts';
import { couponLink } from './coupon-link.ts';
import type { SheetInfo } from './coupon-sheet.ts';
import { assertOwnReward, couponWorth, worthText } from './coupon-worth.ts';
import * as repo from './coupons.repository.ts';

const dayShown = (day: string) => day.split('-').reverse().join('/');

/** A code nobody can guess: COUPON_CODE_LENGTH characters of the alphabet, from the system's CSPRNG. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i++) code += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  return code;
}

async function storeTodayOf(db: DbOrTx, storeId: number): Promise<string> {
  const store = await findStore(db, storeId);
  if (!store) throw notFound();
  return localToday(store.timeZone);
}

async function assertNotPast(db: DbOrTx, storeId: number, expiresOn: string) {
  if (expiresOn < (await storeTodayOf(db, storeId))) throw invalid('coupons.expiresInPast');
}

export async function get(ctx: RequestContext, input: RouteParsedInput<'/client/coupons/get'>) {
  const { storeId } = storeSessionOf(ctx);
  if (input.batchId === undefined) {
    return { batches: await repo.listBatches(ctx.db, storeId), batch: null, codes: [], total: 0 };
  }
  const batch = await repo.findBatch(ctx.db, storeId, input.batchId);
  if (!batch) throw notFound('coupons.batchNotFound');
  const page = await repo.codesPage(ctx.db, storeId, batch.id, input.only, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { batches: [], batch, ...page };
}

const created = (batch: string, codes: number) =>
  codes === 1 ? said('coupons.batchCreatedOne', { batch }) : said('coupons.batchCreated', { batch, codes });

/** A batch of codes made here: each new code that meets an existing one is made again. */
export async function add(ctx: RequestContext, input: RouteParsedInput<'/client/coupons/add'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  await assertNotPast(ctx.db, storeId, input.expiresOn);
  const worth = await couponWorth(ctx.db, storeId, input);
  const batch = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertBatch(tx, {
      storeId,
      name: input.name,
      ...worth,
      expiresOn: input.expiresOn,
      limitPerCustomer: input.limitPerCustomer ?? null,
      source: 'generated',
      codesTotal: input.count,
      userId: actorOf(session).userId,
    });
    let missing = input.count;
    while (missing > 0) {
      const inserted = await repo.insertCodes(tx, storeId, id, Array.from({ length: missing }, newCode));
      missing -= inserted.length;
    }
    return (await repo.findBatch(tx, storeId, id))!;
  });
  return { ...created(batch.name, batch.codesTotal), batch };
}

/** A file of codes: preview judges every row and keeps nothing; create makes the batch of the valid rows. */
export async function upload(ctx: RequestContext, input: RouteParsedInput<'/client/coupons/upload'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  await assertOwnReward(ctx.db, storeId, input.rewardId);
  const file = ctx.upload;
  if (!file) throw invalid('coupons.fileRequired');
  if (file.data.length > MAX_COUPON_FILE_BYTES) throw tooLarge('coupons.fileTooLarge');
  const creating = input.action === 'create';
  if (
    creating &&
    (!input.name || (input.points === undefined && input.rewardId === undefined) || !input.expiresOn)
  )
    throw invalid('coupons.fieldsRequired');
  if (creating && input.expiresOn) await assertNotPast(ctx.db, storeId, input.expiresOn);
  const worth = creating ? await couponWorth(ctx.db, storeId, input) : null;
  const lines = await readSpreadsheet(file.data);
  const rows = await judgeCodeRows(lines, (codes) => repo.existingCodes(ctx.db, storeId, codes));
  const valid = rows.filter((r) => r.error === null).map((r) => r.code);
  const summary = { rows, valid: valid.length, errors: rows.length - valid.length };
  if (!creating) {
    return {
      ...said('coupons.fileChecked', { valid: summary.valid, errors: summary.errors }),
      ...summary,
      batch: null,
    };
  }
  if (valid.length === 0) throw invalid('coupons.noValidCodes');
  const batch = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertBatch(tx, {
      storeId,
      name: input.name!,
      ...worth!,
      expiresOn: input.expiresOn!,
      limitPerCustomer: input.limitPerCustomer ?? null,
      source: 'uploaded',
      codesTotal: valid.length,
      userId: actorOf(session).userId,
    });
    // A code another batch took since the preview is left out: the batch says how many it holds.
    const inserted = await repo.insertCodes(tx, storeId, id, valid);
    if (inserted.length === 0) throw invalid('coupons.noValidCodes');
    if (inserted.length !== valid.length) await repo.setCodesTotal(tx, storeId, id, inserted.length);
    return (await repo.findBatch(tx, storeId, id))!;
  });
  return { ...created(batch.name, batch.codesTotal), ...summary, batch };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/coupons/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.deleteBatch(ctx.db, storeId, input.batchId))) throw notFound('coupons.batchNotFound');
  return said('coupons.batchDeleted');
}

/** Where the coupon sheet is made: a thread of the CPU pool, so that no sheet holds the event loop. */
const COUPON_SHEET_TASK = taskModule(import.meta.url, 'coupon-sheet');

export async function couponSheetInPool(info: SheetInfo, codes: string[]): Promise<Buffer> {
  return Buffer.from(await runTask<Uint8Array>(COUPON_SHEET_TASK, { info, codes }));
}

export async function pdf(ctx: RequestContext, input: RouteParsedInput<'/client/coupons/pdf'>) {
  const { storeId } = storeSessionOf(ctx);
  const batch = await repo.findBatch(ctx.db, storeId, input.batchId);
  if (!batch) throw notFound('coupons.batchNotFound');
  const parts = Math.max(1, Math.ceil(batch.codesTotal / COUPON_PDF_PART));
  if (input.part > parts) throw notFound('coupons.partNotFound', { parts });
  const store = (await findStore(ctx.db, storeId))!;
  const address = await walletAddressOf(ctx.db, storeId);
  const codes = await repo.allCodes(ctx.db, storeId, batch.id, {
    limit: COUPON_PDF_PART,
    offset: (input.part - 1) * COUPON_PDF_PART,
  });
  const sheet = await couponSheetInPool(
    {
      storeName: store.name,
      logo: await pdfLogo(ctx.deps, store.logo),
      batchName: batch.name,
      worth: worthText(batch),
      expires: dayShown(batch.expiresOn),
      groupCodes: batch.source === 'generated',
      qrTexts: codes.map((code) => couponLink(ctx.deps.config.publicUrl, address, code)),
    },
    codes,
  );
  const slug = batch.name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    ...said('coupons.sheetReady'),
    filename: `cupones-${slug || batch.id}.pdf`,
    pdf: sheet.toString('base64'),
    part: input.part,
    parts,
    codes: codes.length,
  };
}

/**
 * A customer claims a code, within the limits of wrong codes per customer and per address
 * (claim-limits.ts): a wrong code uses a try; a right one is judged only while no window is full.
 */
export async function claim(ctx: RequestContext, input: RouteParsedInput<'/wallet/coupons/claim'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const code = normalCouponCode(input.code);
  const tries = [
    couponClaimLimits.wrongPerCustomer(storeId, customerId),
    couponClaimLimits.wrongPerIp(ctx.ip),
  ];
  if (!(await repo.codeIsLive(ctx.db, storeId, code))) {
    await takeAttempt(ctx.deps.db, tries, 'coupons.tooManyWrong');
    throw notFound('coupons.notFound');
  }
  const reached = await limitReached(ctx.deps.db, tries);
  if (reached) throw tooMany('coupons.tooManyWrong', reached);
  return claimCode(ctx, code);
}

/**
 * The claim itself: the code's row (claimed only while nobody has), the batch's count for the customer
 * (its limit) and the points (postEntry), in one transaction. However many claims of one code run at
 * once, one updates its row; the others find it claimed.
 */
async function claimCode(ctx: RequestContext, code: string) {
  const session = customerSessionOf(ctx);
  const { storeId, customerId } = session;
  return ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimCode(tx, storeId, customerId, code);
    if (!claimed) {
      const why = await repo.whyUnclaimable(tx, storeId, customerId, code);
      switch (why.why) {
        case 'unknown':
          throw notFound('coupons.notFound');
        case 'yours':
          throw conflict('coupons.alreadyYours');
        case 'taken':
          throw conflict('coupons.alreadyClaimed');
        case 'expired':
          throw conflict('coupons.expired', { date: why.expiresOn });
      }
    }
    const { limitPerCustomer: limit } = claimed;
    if (!(await repo.countCustomerClaim(tx, storeId, claimed.batchId, customerId, limit)))
      throw conflict('coupons.limitReached', { limit: limit ?? 0 });
    await emitWebhook(tx, storeId, 'coupon.claimed', {
      batchId: claimed.batchId,
      customerId,
      code,
      points: claimed.points ?? 0,
      rewardId: claimed.rewardId,
    });
    if (claimed.rewardId !== null) return claimReward(ctx, tx, claimed);
    const points = claimed.points!;
    const posted = await postEntry(tx, session, {
      customerId,
      kind: 'coupon',
      points,
      reason: systemText('ledger.coupon', { batch: claimed.batchName }),
    });
    await repo.setLedgerEntry(tx, storeId, claimed.codeId, posted.id);
    return {
      ...said('coupons.pointsClaimed', { points, batch: claimed.batchName }),
      points,
      reward: null,
      balance: posted.balance,
      batchName: claimed.batchName,
    };
  });
}

/**
 * A reward's code: the reward's points given by the coupon and spent on it in the claim's transaction,
 * through THE redemption (rewards' redeemInTransaction: its dates, stock, limit per customer and the
 * store's allowance), so the balance never changes and the store sees the redemption as any other. A
 * reward that cannot be redeemed now rolls the claim back: the code stays unclaimed.
 */
async function claimReward(ctx: RequestContext, tx: Tx, claimed: repo.ClaimedCode) {
  const session = customerSessionOf(ctx);
  const reward = await findReward(tx, session.storeId, claimed.rewardId!);
  if (!reward) throw conflict('coupons.rewardUnavailable');
  const given = await postEntry(tx, session, {
    customerId: session.customerId,
    kind: 'coupon',
    points: reward.pointsCost,
    rewardId: reward.id,
    reason: systemText('ledger.coupon', { batch: claimed.batchName }),
  });
  await repo.setLedgerEntry(tx, session.storeId, claimed.codeId, given.id);
  const redeemed = await redeemInTransaction(ctx, tx, {
    customerId: session.customerId,
    rewardId: reward.id,
  }).catch((error: unknown) => {
    // The store's own standing (subscription, redemptions bought) is not the customer's to fix.
    if (
      error instanceof AppError &&
      (error.errorType === 'no-subscription' || error.errorType === 'no-redemptions-left')
    )
      throw conflict('coupons.rewardUnavailable');
    throw error;
  });
  return {
    ...said('coupons.rewardClaimed', { reward: reward.name, batch: claimed.batchName }),
    points: 0,
    reward: { id: reward.id, name: reward.name },
    balance: redeemed.balance,
    batchName: claimed.batchName,
  };
}

/**
 * Who of a segment a send of the batch gives a code to (those without one of the batch, under its
 * limit per customer) and how many codes the batch has free. `lock`: the batch's row held till the end
 * of the transaction (the send).
 */
async function segmentSend(db: DbOrTx, storeId: number, batchId: number, segmentId: number, lock: boolean) {
  const batch = await repo.sendableBatch(db, storeId, batchId, lock);
  if (!batch) throw notFound('coupons.batchNotFound');
  const members = await customersOfSegment(db, storeId, segmentId);
  if (!members) throw notFound('segments.notFound');
  const toGive = await repo.customersToGive(db, storeId, batch, members.customerIds);
  return { batch, segment: members.segment, toGive, available: await repo.freeCodes(db, storeId, batch.id) };
}

export async function segmentReach(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/coupons/segment-reach'>,
) {
  const { storeId } = storeSessionOf(ctx);
  const { toGive, available } = await segmentSend(ctx.db, storeId, input.batchId, input.segmentId, false);
  return { customers: toGive.length, available };
}

/**
 * Gives one code of the batch to each customer of the segment who has none of it (issue 34 §6), in one
 * transaction with its audit row: all of them or none. A batch with fewer free codes than customers to
 * give, or past its day, is refused before anything is given. A second send (a retry, a double click,
 * the same batch to an overlapping segment) gives only to those still without one: the unique
 * coupon_codes_given_uq, and the batch's row locked while a send runs. At most MAX_COUPON_CODES codes a
 * batch: one statement, no job needed.
 */
export async function sendToSegment(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/coupons/send-to-segment'>,
) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  return ctx.db.transaction(async (tx) => {
    const { batch, segment, toGive, available } = await segmentSend(
      tx,
      storeId,
      input.batchId,
      input.segmentId,
      true,
    );
    if (batch.expired) throw conflict('coupons.expired', { date: batch.expiresOn });
    if (toGive.length > available)
      throw conflict('coupons.notEnoughForSegment', {
        batch: batch.name,
        available,
        customers: toGive.length,
      });
    const sent = await repo.giveCodes(tx, storeId, batch.id, toGive);
    await recordAudit(tx, session, storeId, 'segment.couponSent', {
      batchId: batch.id,
      segmentId: segment.id,
      customers: sent,
    });
    const names = { batch: batch.name, segment: segment.name };
    return {
      ...(sent > 0
        ? said('coupons.sentToSegment', { ...names, customers: sent })
        : said('coupons.sentToSegmentNone', names)),
      sent,
    };
  });
}

/** The coupons given to the signed-in customer, to claim. */
export async function mine(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return { coupons: await repo.givenCoupons(ctx.db, storeId, customerId) };
}
