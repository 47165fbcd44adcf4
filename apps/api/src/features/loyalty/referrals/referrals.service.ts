import { randomInt } from 'node:crypto';
import type { ReferralRefusal, RouteParsedInput } from '@premia/contract';
import { fromCents, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { customerSessionOf, type Deps, type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { creditReferralPoints } from '../ledger/index.ts';
import {
  type Contact,
  codeOf,
  contactOf,
  firstPurchase,
  hasPendingReferral,
  insertCode,
  insertReferral,
  listReferrals,
  lockContacts,
  lockPendingReferral,
  markRewarded,
  REFERRAL_CODE_UNIQUE,
  recordDevice,
  referralTerms,
  referrerByCode,
  referrerSummary,
  refuseReferral,
  rewardedThisMonth,
  usedDevice,
} from './referrals.repository.ts';

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The customer's code, made on first need: a code another customer has already is drawn again. */
async function ensureCode(db: DbOrTx, storeId: number, customerId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await codeOf(db, storeId, customerId);
    if (existing) return existing;
    try {
      await insertCode(db, storeId, customerId, newCode());
    } catch (error) {
      if (!isUniqueViolation(error, REFERRAL_CODE_UNIQUE)) throw error;
    }
  }
  const code = await codeOf(db, storeId, customerId);
  if (!code) throw new Error('no free referral code after 8 draws');
  return code;
}

/** An email as its mailbox: case aside, a «+tag» dropped, and Gmail's dots (they reach the same inbox). */
export function mailboxOf(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`;
}

const digits = (mobile: string | null) => (mobile ? mobile.replace(/\D/g, '') : '');

/** Why the friend is the referrer themself, by what they share; null when nothing. */
function selfReferral(friend: Contact, referrer: Contact): ReferralRefusal | null {
  const mail = mailboxOf(friend.email);
  if (mail && mail === mailboxOf(referrer.email)) return 'same-email';
  const theirs = new Set(
    [digits(referrer.mobile), digits(referrer.pendingMobile)].filter((m) => m.length >= 6),
  );
  if ([digits(friend.mobile), digits(friend.pendingMobile)].some((m) => theirs.has(m))) return 'same-mobile';
  return null;
}

/** The wallet's invite card: the customer's code (made now if new), the store's terms and their friends. */
export async function walletReferral(ctx: RequestContext, input: RouteParsedInput<'/wallet/referral'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  if (input.device) await recordDevice(ctx.db, storeId, customerId, input.device);
  const [code, terms, summary] = await Promise.all([
    ensureCode(ctx.db, storeId, customerId),
    referralTerms(ctx.db, storeId),
    referrerSummary(ctx.db, storeId, customerId),
  ]);
  return {
    enabled: terms?.on ?? false,
    code,
    referrerPoints: terms?.referrerPoints ?? 0,
    friendPoints: terms?.friendPoints ?? 0,
    minPurchase: fromCents(terms?.minPurchaseCents ?? 0),
    rewarded: summary.rewarded,
    pending: summary.pending,
    pointsEarned: summary.points,
  };
}

/**
 * A new customer signed up with a friend's code, in the sign-up's transaction: recorded pending, or
 * refused at once when they share the referrer's email, mobile or device. An unknown code is a 400 (the
 * form says so; the field is optional); while the store has referrals off the code is not recorded.
 */
export async function recordReferral(
  tx: DbOrTx,
  storeId: number,
  friendId: number,
  input: { code?: string | undefined; device?: string | undefined },
) {
  if (input.device) await recordDevice(tx, storeId, friendId, input.device);
  if (!input.code) return;
  const referrerId = await referrerByCode(tx, storeId, input.code);
  if (referrerId === undefined || referrerId === friendId) throw invalid('referrals.codeUnknown');
  const terms = await referralTerms(tx, storeId);
  if (!terms?.on) return;
  const [friend, referrer] = await Promise.all([
    contactOf(tx, storeId, friendId),
    contactOf(tx, storeId, referrerId),
  ]);
  if (!friend || !referrer) return;
  let refusal = selfReferral(friend, referrer);
  if (!refusal && input.device && (await usedDevice(tx, storeId, referrerId, input.device)))
    refusal = 'same-device';
  await insertReferral(tx, storeId, { referrerId, friendId, refusal });
}

/**
 * After a points-earning purchase: when the customer is a friend whose referral is pending, their FIRST
 * purchase settles it, once. The referral row is locked, so a second settlement (a retry, two purchases
 * at once, two processes) waits and finds it settled; the reward's key (referral_rewards) is written
 * with both ledger rows in the same transaction, so a second reward could only roll back.
 */
export async function settleAfterPurchase(deps: Pick<Deps, 'db'>, storeId: number, friendId: number) {
  if (!(await hasPendingReferral(deps.db, storeId, friendId))) return null;
  return deps.db.transaction(async (tx) => {
    const referral = await lockPendingReferral(tx, storeId, friendId);
    if (!referral) return null;
    const terms = await referralTerms(tx, storeId);
    // While the store has referrals off, a pending one waits; its first purchase decides once they are on.
    if (!terms?.on) return null;
    const first = await firstPurchase(tx, storeId, friendId);
    if (!first) return null;
    const contacts = await lockContacts(tx, storeId, [referral.referrerId, friendId]);
    const friend = contacts.get(friendId);
    const referrer = contacts.get(referral.referrerId);
    const refuse = async (reason: ReferralRefusal) => {
      await refuseReferral(tx, storeId, referral.id, reason);
      return { state: 'refused' as const, reason };
    };
    if (!friend || !referrer || friend.deleted || referrer.deleted) return refuse('customer-deleted');
    // A mobile changed after sign-up to the referrer's is still self-referral.
    const self = selfReferral(friend, referrer);
    if (self) return refuse(self);
    if ((first.amountCents ?? 0) < terms.minPurchaseCents) return refuse('below-minimum');
    // The referrer's row is locked: their concurrent referrals are counted one after the other.
    if ((await rewardedThisMonth(tx, storeId, referral.referrerId, terms.month)) >= terms.monthlyCap)
      return refuse('monthly-cap');
    const friendEntry = await creditReferralPoints(tx, storeId, friendId, terms.friendPoints, 'friend');
    const referrerEntry = await creditReferralPoints(
      tx,
      storeId,
      referral.referrerId,
      terms.referrerPoints,
      'referrer',
    );
    await markRewarded(
      tx,
      storeId,
      { id: referral.id, friendId },
      {
        referrerPoints: terms.referrerPoints,
        friendPoints: terms.friendPoints,
        referrerEntryId: referrerEntry.id,
        friendEntryId: friendEntry.id,
      },
      terms.month,
    );
    return { state: 'rewarded' as const, reason: null };
  });
}

/** How long a settlement that failed at the counter waits before its job ('referral-settle') tries again. */
const SETTLE_RETRY_AFTER_MS = 5_000;

/**
 * The counter's settlement, after the purchase has committed: a settlement that fails (a lost connection,
 * a deadlock) is queued to be tried again, so the friend's reward does not wait for a next purchase that
 * may never come. The purchase's answer does not wait for either.
 */
export async function settleAtCounter(deps: Deps, storeId: number, friendId: number): Promise<void> {
  try {
    await settleAfterPurchase(deps, storeId, friendId);
  } catch (err) {
    deps.log.warn({ err, storeId, friendId }, 'a referral could not be settled at the counter: queued');
    const startAfter = new Date(Date.now() + SETTLE_RETRY_AFTER_MS);
    await deps.db
      .transaction((tx) => deps.jobs.enqueue(tx, 'referral-settle', { storeId, friendId }, { startAfter }))
      .catch((queueErr: unknown) =>
        deps.log.error({ err: queueErr, storeId, friendId }, 'a referral settlement could not be queued'),
      );
  }
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/referrals/list'>) {
  const { storeId } = storeSessionOf(ctx);
  return listReferrals(ctx.db, storeId, input);
}
