import { parseClientCode, type RouteParsedInput, said } from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { type RequestContext, type StoreSession, sessionOf, storeSessionOf } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { findLocation } from '../../account/locations/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { findCustomerBy } from '../customers/index.ts';
import { customerStatementPage, givePurchasePoints, reversePurchase } from '../points/index.ts';
import { verifiedScan } from '../qr-codes/index.ts';
import { giveReward } from '../rewards/index.ts';
import { deleteLiveTokens, findLiveToken, insertToken, POS_TOKEN_PREFIX } from './pos.repository.ts';

type CustomerKey = RouteParsedInput<'/client/transaction/customer'>['customer'];

function tokenInfo(row: Awaited<ReturnType<typeof findLiveToken>>) {
  return {
    exists: Boolean(row),
    lastFour: row?.lastFour ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

export async function getToken(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { token: tokenInfo(await findLiveToken(ctx.db, storeId)) };
}

export async function generateToken(ctx: RequestContext) {
  const session = storeSessionOf(ctx);
  const token = `${POS_TOKEN_PREFIX}${newToken()}`;
  await ctx.db.transaction(async (tx) => {
    await auditRevoked(tx, session, await deleteLiveTokens(tx, session.storeId));
    await insertToken(tx, {
      storeId: session.storeId,
      tokenHash: hashToken(token),
      lastFour: token.slice(-4),
      createdByUserId: sessionOf(ctx).userId,
    });
    await recordAudit(tx, session, session.storeId, 'posToken.created', { tokenLastFour: token.slice(-4) });
  });
  return {
    ...said('pos.tokenCreated'),
    token,
    info: tokenInfo(await findLiveToken(ctx.db, session.storeId)),
  };
}

export async function deleteToken(ctx: RequestContext) {
  const session = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) =>
    auditRevoked(tx, session, await deleteLiveTokens(tx, session.storeId)),
  );
  return said('pos.tokenDeleted');
}

async function auditRevoked(tx: Tx, session: StoreSession, lastFours: string[]) {
  for (const tokenLastFour of lastFours) {
    await recordAudit(tx, session, session.storeId, 'posToken.revoked', { tokenLastFour });
  }
}

async function customerByKey(ctx: RequestContext, key: CustomerKey) {
  const { storeId } = storeSessionOf(ctx);
  if (key.qr !== undefined) {
    // Only the card's signed QR: checked with the store's key, refused once expired.
    const scanned = await verifiedScan(ctx.db, storeId, key.qr);
    if (scanned?.kind !== 'card') throw invalid('scan.invalid');
    const customer = await findCustomerBy(ctx.db, storeId, { id: scanned.customerId });
    if (!customer) throw notFound('customers.notFound');
    return customer;
  }
  const lookup = key.clientCode
    ? { id: parseClientCode(key.clientCode) ?? -1 }
    : key.mobile
      ? { mobile: key.mobile }
      : { email: key.email! };
  const customer = await findCustomerBy(ctx.db, storeId, lookup);
  if (!customer) throw notFound('customers.notFound');
  return customer;
}

export async function addTransaction(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/add'>,
) {
  const customer = await customerByKey(ctx, input.customer);
  if (input.locationId !== undefined) {
    const location = await findLocation(ctx.db, storeSessionOf(ctx).storeId, input.locationId);
    if (!location) throw notFound('locations.notFound');
  }
  return givePurchasePoints(ctx, { ...input, customerId: customer.id });
}

export async function customerBalance(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/customer'>,
) {
  const c = await customerByKey(ctx, input.customer);
  return {
    customer: { clientCode: c.clientCode, name: c.name, balance: c.balance, level: c.level?.name ?? null },
  };
}

export async function redeemFromPos(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/redeem'>,
) {
  const customer = await customerByKey(ctx, input.customer);
  return giveReward(ctx, { customerId: customer.id, rewardId: input.rewardId });
}

export function reverseFromPos(ctx: RequestContext, input: RouteParsedInput<'/client/transaction/reverse'>) {
  return reversePurchase(ctx, input);
}

export async function customerHistory(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/history'>,
) {
  const customer = await customerByKey(ctx, input.customer);
  return customerStatementPage(ctx, { customerId: customer.id, page: input.page, pageSize: input.pageSize });
}
