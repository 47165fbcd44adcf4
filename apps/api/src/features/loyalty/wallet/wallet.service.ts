import {
  clientCode,
  type RouteParsedInput,
  said,
  type WalletCard,
  type WalletProfile,
  walletLanguage,
} from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { customerSessionOf, type RequestContext } from '../../../lib/context.ts';
import { AppError, notFound, rateLimited } from '../../../lib/errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { countHit } from '../../account/auth/index.ts';
import { customerDeleted, eraseCustomer, saveCustomerDetails } from '../customers/index.ts';
import { customerStatement, nextExpiryOf } from '../ledger/index.ts';
import { listLevels } from '../levels/index.ts';
import { walletStampCard } from '../stamps/index.ts';
import { mobileChangesPerCustomer } from './profile-limits.ts';
import {
  deleteSignInCodes,
  findCard,
  findProfile,
  insertCustomerSession,
  revokeCustomerSession,
  revokeCustomerSessions,
} from './wallet.repository.ts';

/** Customer tokens say what they are, like the POS's: the session lookup knows where to look. */
export const CUSTOMER_TOKEN_PREFIX = 'cus_';

/**
 * Signs a customer in to their store's wallet: a new session, its token returned this once (only its
 * hash is kept). How the customer proves who they are is the sign-in's business, not this function's.
 */
export async function startCustomerSession(db: DbOrTx, storeId: number, customerId: number): Promise<string> {
  if (!(await findCard(db, storeId, customerId))) throw notFound('customers.notFound');
  const token = `${CUSTOMER_TOKEN_PREFIX}${newToken()}`;
  await insertCustomerSession(db, { storeId, customerId, tokenHash: hashToken(token) });
  return token;
}

/** A customer's card in their store, with the next level and the points left to it; null: no such customer. */
export async function cardOf(db: DbOrTx, storeId: number, customerId: number): Promise<WalletCard | null> {
  const [card, levels, nextExpiry, stampCard] = await Promise.all([
    findCard(db, storeId, customerId),
    listLevels(db, storeId),
    nextExpiryOf(db, storeId, customerId),
    walletStampCard(db, storeId, customerId).catch((error: unknown) => {
      // A customer not found is the card's null, said by findCard; anything else is a failure.
      if (error instanceof AppError && error.errorType === 'not-found') return null;
      throw error;
    }),
  ]);
  if (!card) return null;
  const next = levels
    .filter((l) => l.minPoints > card.earnedLastYear)
    .sort((a, b) => a.minPoints - b.minPoints)[0];
  return {
    storeName: card.storeName,
    customerName: `${card.firstName} ${card.lastName}`.trim(),
    clientCode: clientCode(card.customerId)!,
    balance: card.balance,
    level: card.levelName ? { name: card.levelName, color: card.levelColor ?? '' } : null,
    nextLevel: next ? { name: next.name, pointsLeft: next.minPoints - card.earnedLastYear } : null,
    nextExpiry,
    stampCard,
  };
}

/** The signed-in customer's own card in their store. */
export async function myCard(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const card = await cardOf(ctx.db, storeId, customerId);
  if (!card) throw notFound('customers.notFound');
  return { card };
}

/** The customer's statement: the same entries, newest first, that the store sees of them. */
export async function myPoints(ctx: RequestContext, input: RouteParsedInput<'/wallet/points'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const card = await findCard(ctx.db, storeId, customerId);
  if (!card) throw notFound('customers.notFound');
  const page = await customerStatement(ctx.db, storeId, customerId, input.page, input.pageSize);
  return { balance: card.balance, ...page };
}

async function profileOf(db: DbOrTx, storeId: number, customerId: number): Promise<WalletProfile> {
  const row = await findProfile(db, storeId, customerId);
  if (!row) throw notFound('customers.notFound');
  const { pendingMobile, ...profile } = row;
  // A held mobile is shown as the customer's: what they see never depends on whose a number is.
  return {
    ...profile,
    mobile: pendingMobile ?? profile.mobile,
    language: walletLanguage.catch('es').parse(row.language),
  };
}

export async function myProfile(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return { profile: await profileOf(ctx.db, storeId, customerId) };
}

/**
 * The customer's own details. A mobile that another customer of the store has is held (pending_mobile),
 * not applied, and the answer is the same as for any other change: the wallet never tells whose a
 * number is. Changes of mobile are limited per customer (mobileChangesPerCustomer).
 */
export async function updateProfile(ctx: RequestContext, input: RouteParsedInput<'/wallet/profile/update'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const current = await findProfile(ctx.db, storeId, customerId);
  if (!current) throw notFound('customers.notFound');
  if (input.mobile !== (current.pendingMobile ?? current.mobile)) {
    const limit = mobileChangesPerCustomer(customerId);
    const { hits, resetSeconds } = await countHit(ctx.deps.db, limit);
    if (hits > limit.max) {
      throw rateLimited({ limit: limit.max, resetSeconds }, 'wallet.tooManyMobileChanges');
    }
  }
  const details = {
    firstName: input.firstName,
    lastName: input.lastName,
    // Left out it stays; set once (saveCustomerDetails refuses another one).
    birthday: input.birthday,
    marketingConsent: input.marketingConsent,
    language: input.language,
  };
  const save = (mobile: string | null, pendingMobile: string | null) =>
    saveCustomerDetails(ctx.db, storeId, customerId, { ...details, mobile, pendingMobile }, 'wallet-profile');
  const saved = await save(input.mobile, null).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'customers.mobileTaken') {
      return save(current.mobile, input.mobile);
    }
    throw error;
  });
  if (!saved) throw notFound('customers.notFound');
  return { ...said('wallet.profileSaved'), profile: await profileOf(ctx.db, storeId, customerId) };
}

/**
 * The customer deletes their account: their personal data is erased as when the store deletes them
 * (the ledger keeps its rows without it), their sign-in codes go, and every session of theirs ends.
 */
export async function deleteAccount(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const profile = await findProfile(tx, storeId, customerId);
    if (!profile) throw notFound('customers.notFound');
    if (profile.email) await deleteSignInCodes(tx, storeId, profile.email);
    await eraseCustomer(tx, storeId, customerId);
    await customerDeleted(tx, storeId, customerId);
    await revokeCustomerSessions(tx, storeId, customerId);
  });
  return said('wallet.accountDeleted');
}

export async function logout(ctx: RequestContext) {
  const { storeId, sessionId } = customerSessionOf(ctx);
  await revokeCustomerSession(ctx.db, storeId, sessionId);
  return {};
}
