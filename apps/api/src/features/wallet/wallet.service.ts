import { clientCode } from '@premia/contract';
import type { DbOrTx } from '../../db/database.ts';
import { customerSessionOf, type RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findCard, insertCustomerSession, revokeCustomerSession } from './wallet.repository.ts';

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

/** The signed-in customer's own card in their store. */
export async function myCard(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const card = await findCard(ctx.db, storeId, customerId);
  if (!card) throw notFound('customers.notFound');
  return {
    card: {
      storeName: card.storeName,
      customerName: `${card.firstName} ${card.lastName}`.trim(),
      clientCode: clientCode(card.customerId)!,
      balance: card.balance,
    },
  };
}

export async function logout(ctx: RequestContext) {
  const { storeId, sessionId } = customerSessionOf(ctx);
  await revokeCustomerSession(ctx.db, storeId, sessionId);
  return {};
}
