import { localToday, type RouteParsedInput, type StampCardView, said } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { actorOf, type RequestContext, type StoreSession, storeSessionOf } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import {
  type StampActor,
  type StampRefusal,
  stampEntriesOf,
  stampStateOf,
  writeCardRedeemed,
  writeStamp,
  writeStampReversal,
  writeStamps,
} from '../ledger/index.ts';
import { stampSettingsOf } from './stamps.repository.ts';

type Settings = NonNullable<Awaited<ReturnType<typeof stampSettingsOf>>> & { prize: string };

/**
 * The store's stamp card, when it runs one (on, with its prize). Else: the customer named, when not the
 * store's, is a 404 first (another store's id is unknown here, whatever the settings); then stamps.off.
 */
async function runningCard(
  db: DbOrTx,
  storeId: number,
  off: 'read' | 'write',
  customerId: number,
): Promise<Settings> {
  const s = await stampSettingsOf(db, storeId);
  if (s?.on && s.prize) return s as Settings;
  if (!(await stampStateOf(db, storeId, customerId, null))) throw notFound('customers.notFound');
  throw off === 'read' ? notFound('stamps.off') : conflict('stamps.off');
}

/** The store's today, and the day key of a stamp where the store allows one a day. */
const daysOf = (s: Settings) => {
  const day = localToday(s.timeZone);
  return { day, onceDay: s.oncePerDay ? day : null };
};

/** A customer's card as the counter and the wallet show it. */
export async function cardOf(db: DbOrTx, storeId: number, customerId: number, s: Settings) {
  const state = await stampStateOf(db, storeId, customerId, daysOf(s).onceDay);
  if (!state) throw notFound('customers.notFound');
  return cardView(state.stamps, Boolean(state.stampedToday), s);
}

const cardView = (stamps: number, stampedToday: boolean, s: Settings): StampCardView => ({
  stamps,
  perCard: s.perCard,
  prize: s.prize,
  full: stamps >= s.perCard,
  stampedToday,
});

/** The wallet's stamp card of a customer: null when the store runs none. */
export async function walletStampCard(db: DbOrTx, storeId: number, customerId: number) {
  const s = await stampSettingsOf(db, storeId);
  if (!s?.on || !s.prize) return null;
  return cardOf(db, storeId, customerId, s as Settings);
}

function refusal(r: StampRefusal, s: Settings): never {
  switch (r.refused) {
    case 'no-customer':
      throw notFound('customers.notFound');
    case 'already-today':
      throw conflict('stamps.alreadyToday');
    case 'not-full':
      throw conflict('stamps.cardNotFull', { stamps: r.stamps, perCard: s.perCard });
    case 'no-entry':
      throw notFound('stamps.entryNotFound');
    case 'not-a-stamp':
      throw conflict('stamps.notAStamp');
    case 'already-reversed':
      throw conflict('stamps.alreadyReversed');
    case 'spent':
      throw conflict('stamps.alreadySpent');
  }
}

export async function customerCard(ctx: RequestContext, input: RouteParsedInput<'/client/customer/stamps'>) {
  const { storeId } = storeSessionOf(ctx);
  const s = await runningCard(ctx.db, storeId, 'read', input.customerId);
  const card = await cardOf(ctx.db, storeId, input.customerId, s);
  const entries = await stampEntriesOf(ctx.db, storeId, input.customerId, { limit: 20 });
  return { card, entries };
}

/** One stamp for a visit, from the counter or a POS (locationId: the POS's sale's location). */
export async function giveStamp(
  ctx: RequestContext,
  input: { customerId: number; locationId?: number | undefined },
) {
  const session = storeSessionOf(ctx);
  const s = await runningCard(ctx.db, session.storeId, 'write', input.customerId);
  const actor: StampActor = actorOf(session);
  if (input.locationId !== undefined) actor.locationId = input.locationId;
  const { day, onceDay } = daysOf(s);
  return ctx.db.transaction(async (tx) => {
    const r = await writeStamp(tx, {
      storeId: session.storeId,
      customerId: input.customerId,
      day,
      onceDay,
      actor,
    });
    if ('refused' in r) refusal(r, s);
    const [entry] = await stampEntriesOf(tx, session.storeId, input.customerId, {
      limit: 1,
      entryId: r.entryId,
    });
    return { ...said('stamps.given'), card: cardView(r.stamps, onceDay !== null, s), entry: entry! };
  });
}

/** Bulk: one stamp each for up to 500 customers; those with the day's stamp are skipped and counted. */
export async function giveStamps(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/stamp-bulk'>,
) {
  const session = storeSessionOf(ctx);
  const s = await runningCard(ctx.db, session.storeId, 'write', input.customerIds[0]!);
  const { day, onceDay } = daysOf(s);
  return ctx.db.transaction(async (tx) => {
    const r = await writeStamps(tx, {
      storeId: session.storeId,
      customerIds: input.customerIds,
      day,
      onceDay,
      actor: actorOf(session),
    });
    if ('refused' in r) refusal(r, s);
    await recordAudit(tx, session, session.storeId, 'stamps.bulkGiven', r);
    return { ...said('stamps.bulkGiven', r), ...r };
  });
}

export async function redeemCard(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/stamp-redeem'>,
) {
  const session = storeSessionOf(ctx);
  const s = await runningCard(ctx.db, session.storeId, 'write', input.customerId);
  const { day, onceDay } = daysOf(s);
  return ctx.db.transaction(async (tx) => {
    const r = await writeCardRedeemed(tx, {
      storeId: session.storeId,
      customerId: input.customerId,
      perCard: s.perCard,
      prize: s.prize,
      day,
      actor: actorOf(session),
    });
    if ('refused' in r) refusal(r, s);
    await auditStamps(tx, session, 'stamps.cardRedeemed', {
      customerId: input.customerId,
      entryId: r.entryId,
      stamps: s.perCard,
      prize: s.prize,
    });
    const state = await stampStateOf(tx, session.storeId, input.customerId, onceDay);
    const [entry] = await stampEntriesOf(tx, session.storeId, input.customerId, {
      limit: 1,
      entryId: r.entryId,
    });
    return {
      ...said('stamps.cardRedeemed', { prize: s.prize }),
      card: cardView(r.stamps, Boolean(state?.stampedToday), s),
      entry: entry!,
    };
  });
}

/** A stamp taken back: also once the store has turned its stamp card off (a mistake stays a mistake). */
export async function reverseStamp(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/stamp-reverse'>,
) {
  const session = storeSessionOf(ctx);
  const settings = await stampSettingsOf(ctx.db, session.storeId);
  if (!settings) throw notFound();
  const s: Settings = { ...settings, prize: settings.prize ?? '' };
  const { day, onceDay } = daysOf(s);
  return ctx.db.transaction(async (tx) => {
    const r = await writeStampReversal(tx, {
      storeId: session.storeId,
      entryId: input.entryId,
      reason: input.reason || null,
      day,
      actor: actorOf(session),
    });
    if ('refused' in r) refusal(r, s);
    await auditStamps(tx, session, 'stamps.reversed', {
      customerId: r.customerId,
      entryId: r.entryId,
      reversedEntryId: input.entryId,
    });
    const state = await stampStateOf(tx, session.storeId, r.customerId, onceDay);
    const [entry] = await stampEntriesOf(tx, session.storeId, r.customerId, { limit: 1, entryId: r.entryId });
    return {
      ...said('stamps.reversed'),
      card: cardView(r.stamps, Boolean(state?.stampedToday), s),
      entry: entry!,
    };
  });
}

function auditStamps(
  tx: Parameters<typeof recordAudit>[0],
  session: StoreSession,
  action: 'stamps.cardRedeemed' | 'stamps.reversed',
  detail: Parameters<typeof recordAudit>[4],
) {
  return recordAudit(tx, session, session.storeId, action, detail);
}
