import { parseClientCode, type RouteParsedInput, said, type Till } from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { type RequestContext, type StoreSession, sessionOf, storeSessionOf } from '../../../lib/context.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { findLocation } from '../../account/locations/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { findCustomerBy } from '../customers/index.ts';
import { LEDGER_START, type LedgerPosition, ledgerSince } from '../ledger/index.ts';
import { customerStatementPage, givePurchasePoints, reversePurchase } from '../points/index.ts';
import { verifiedScan } from '../qr-codes/index.ts';
import { giveReward } from '../rewards/index.ts';
import { giveStamp } from '../stamps/index.ts';
import {
  deleteDefaultTills,
  findDefaultTill,
  insertToken,
  listLiveTills,
  POS_TOKEN_PREFIX,
  revokeTill,
  TILL_NAME_INDEX,
  type TillRow,
} from './pos.repository.ts';

type CustomerKey = RouteParsedInput<'/client/transaction/customer'>['customer'];

function tokenInfo(row: Awaited<ReturnType<typeof findDefaultTill>>) {
  return {
    exists: Boolean(row),
    lastFour: row?.lastFour ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** The spec's token routes: the store's default till, the one without a name. */
export async function getToken(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { token: tokenInfo(await findDefaultTill(ctx.db, storeId)) };
}

function newPosToken() {
  const token = `${POS_TOKEN_PREFIX}${newToken()}`;
  return { token, tokenHash: hashToken(token), lastFour: token.slice(-4) };
}

export async function generateToken(ctx: RequestContext) {
  const session = storeSessionOf(ctx);
  const { token, ...stored } = newPosToken();
  await ctx.db.transaction(async (tx) => {
    await auditRevoked(tx, session, await deleteDefaultTills(tx, session.storeId));
    await insertToken(tx, { storeId: session.storeId, ...stored, createdByUserId: sessionOf(ctx).userId });
    await recordAudit(tx, session, session.storeId, 'posToken.created', { tokenLastFour: stored.lastFour });
  });
  return {
    ...said('pos.tokenCreated'),
    token,
    info: tokenInfo(await findDefaultTill(ctx.db, session.storeId)),
  };
}

export async function deleteToken(ctx: RequestContext) {
  const session = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) =>
    auditRevoked(tx, session, await deleteDefaultTills(tx, session.storeId)),
  );
  return said('pos.tokenDeleted');
}

async function auditRevoked(tx: Tx, session: StoreSession, lastFours: string[]) {
  for (const tokenLastFour of lastFours) {
    await recordAudit(tx, session, session.storeId, 'posToken.revoked', { tokenLastFour });
  }
}

function tillOf(row: TillRow): Till {
  return {
    id: row.id,
    name: row.name,
    location:
      row.locationId !== null && row.locationName !== null
        ? { id: row.locationId, name: row.locationName }
        : null,
    lastFour: row.lastFour,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listTills(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { tills: (await listLiveTills(ctx.db, storeId)).map(tillOf) };
}

/** A named till in one of the store's live locations; its token is in this answer only. */
export async function createTill(ctx: RequestContext, input: RouteParsedInput<'/client/api/tills/create'>) {
  const session = storeSessionOf(ctx);
  if (!(await findLocation(ctx.db, session.storeId, input.locationId))) throw notFound('locations.notFound');
  const { token, ...stored } = newPosToken();
  const created = await ctx.db
    .transaction(async (tx) => {
      const row = await insertToken(tx, {
        storeId: session.storeId,
        ...stored,
        name: input.name,
        locationId: input.locationId,
        createdByUserId: sessionOf(ctx).userId,
      });
      await recordAudit(tx, session, session.storeId, 'posToken.created', {
        tokenLastFour: stored.lastFour,
        till: input.name,
      });
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, TILL_NAME_INDEX))
        throw conflict('pos.tillNameTaken', { name: input.name });
      throw error;
    });
  const [row] = await listLiveTills(ctx.db, session.storeId, created.id);
  return { ...said('pos.tillCreated', { name: input.name }), token, till: tillOf(row!) };
}

/** Ends one till's token at once (the next call with it answers 401); the others go on. */
export async function revokeTillById(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/api/tills/revoke'>,
) {
  const session = storeSessionOf(ctx);
  const revoked = await ctx.db.transaction(async (tx) => {
    const row = await revokeTill(tx, session.storeId, input.tillId);
    if (!row) throw notFound('pos.tillNotFound');
    await recordAudit(tx, session, session.storeId, 'posToken.revoked', {
      tokenLastFour: row.lastFour,
      till: row.name,
    });
    return row;
  });
  return said('pos.tillRevoked', { name: revoked.name ?? `…${revoked.lastFour}` });
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

/** A POS's stamp (issue 34 §4): the customer by key, the sale's location checked as for points. */
export async function stampFromPos(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/stamp'>,
) {
  const customer = await customerByKey(ctx, input.customer);
  if (input.locationId !== undefined) {
    const location = await findLocation(ctx.db, storeSessionOf(ctx).storeId, input.locationId);
    if (!location) throw notFound('locations.notFound');
  }
  return giveStamp(ctx, { customerId: customer.id, locationId: input.locationId });
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

/** The opaque cursor of «what happened since»: base64url of «transaction.id» (ledger-since). */
function cursorOf(position: LedgerPosition): string {
  return Buffer.from(`${position.txId}.${position.id}`).toString('base64url');
}

function positionOf(cursor: string | undefined): LedgerPosition {
  if (cursor === undefined) return LEDGER_START;
  const match = /^(\d{1,20})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = Number(match?.[2]);
  if (!match || id > 2_147_483_647 || BigInt(match[1]!) >= 2n ** 64n) throw invalid('pos.badCursor');
  return { txId: match[1]!, id };
}

export async function ledgerEventsSince(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/transaction/since'>,
) {
  const after = positionOf(input.cursor);
  const page = await ledgerSince(ctx.db, storeSessionOf(ctx).storeId, after, input.limit);
  const last = page.positions.at(-1) ?? after;
  return { events: page.entries, nextCursor: cursorOf(last), hasMore: page.more };
}
