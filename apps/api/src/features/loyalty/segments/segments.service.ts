import type { RouteParsedInput, Segment, SegmentFilter } from '@premia/contract';
import { said } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import { findLocation } from '../../account/locations/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { listLevels } from '../levels/index.ts';
import {
  countSegment,
  deleteSegment,
  findSegment,
  insertSegment,
  listSegments,
  releaseSegment,
  segmentAwaited,
  segmentCustomerIds,
  segmentCustomersSql,
  segmentHasCustomer,
  segmentTargeted,
  updateSegment,
} from './segments.repository.ts';

const NAME_INDEX = 'segments_store_name_uq';

/** The level and the location a filter names are the store's: another store's id answers 404. */
async function assertOwnIds(db: DbOrTx, storeId: number, f: SegmentFilter) {
  if (f.levelId !== undefined && !(await listLevels(db, storeId)).some((l) => l.id === f.levelId))
    throw notFound('levels.notFound');
  if (f.locationId !== undefined && !(await findLocation(db, storeId, f.locationId)))
    throw notFound('locations.notFound');
}

/** The names of the filter's fields that are set: what the audit row says changed. */
const filterFields = (f: SegmentFilter) =>
  Object.keys(f).filter((k) => f[k as keyof SegmentFilter] !== undefined);

export async function count(ctx: RequestContext, input: RouteParsedInput<'/client/segments/count'>) {
  const { storeId } = storeSessionOf(ctx);
  await assertOwnIds(ctx.db, storeId, input.filter);
  return { customers: await countSegment(ctx.db, storeId, input.filter) };
}

export async function list(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { segments: await listSegments(ctx.db, storeId) };
}

export async function add(ctx: RequestContext, input: RouteParsedInput<'/client/segments/add'>) {
  const session = storeSessionOf(ctx);
  await assertOwnIds(ctx.db, session.storeId, input.filter);
  const segment = await ctx.db
    .transaction(async (tx) => {
      const saved = await insertSegment(tx, session.storeId, input);
      await recordAudit(tx, session, session.storeId, 'segment.created', {
        segmentId: saved.id,
        fields: filterFields(input.filter),
      });
      return saved;
    })
    .catch(nameTaken(NAME_INDEX, 'segments.nameTaken'));
  return { ...said('segments.created'), segment };
}

export async function edit(ctx: RequestContext, input: RouteParsedInput<'/client/segments/edit'>) {
  const session = storeSessionOf(ctx);
  const { segmentId, ...values } = input;
  await assertOwnIds(ctx.db, session.storeId, values.filter);
  const segment = await ctx.db
    .transaction(async (tx) => {
      const saved = await updateSegment(tx, session.storeId, segmentId, values);
      if (!saved) throw notFound('segments.notFound');
      await recordAudit(tx, session, session.storeId, 'segment.updated', {
        segmentId,
        fields: filterFields(values.filter),
      });
      return saved;
    })
    .catch(nameTaken(NAME_INDEX, 'segments.nameTaken'));
  return { ...said('segments.updated'), segment };
}

/**
 * Deletes a segment, refused (409) while a notification still to be sent goes to it: it would otherwise
 * reach nobody, or everybody. The ones sent or deleted forget it; one scheduled meanwhile makes the
 * foreign key refuse the deletion, said as the same 409.
 */
export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/segments/delete'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  await ctx.db
    .transaction(async (tx) => {
      if (!(await findSegment(tx, storeId, input.segmentId))) throw notFound('segments.notFound');
      if (await segmentAwaited(tx, storeId, input.segmentId)) throw conflict('segments.inUse');
      if (await segmentTargeted(tx, storeId, input.segmentId)) throw conflict('segments.offerUses');
      await releaseSegment(tx, storeId, input.segmentId);
      if (!(await deleteSegment(tx, storeId, input.segmentId))) throw notFound('segments.notFound');
      await recordAudit(tx, session, storeId, 'segment.deleted', { segmentId: input.segmentId });
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw conflict('segments.inUse');
      throw error;
    });
  return said('segments.deleted');
}

/**
 * The customers of a saved segment, as a subquery of their ids (`select c.id from customers c …`), for
 * another feature's statement (a notification's audience); null when the store has no such segment.
 */
export async function segmentAudience(db: DbOrTx, storeId: number, segmentId: number) {
  const segment = await findSegment(db, storeId, segmentId);
  return segment ? segmentCustomersSql(storeId, segment.filter) : null;
}

/** A saved segment of the store (its name and filter), or null: another store's id is none. */
export async function segmentOf(db: DbOrTx, storeId: number, segmentId: number) {
  return findSegment(db, storeId, segmentId);
}

/**
 * The customers a saved segment takes now (issue 34 §6: a coupon given to each), their ids in order;
 * null when the store has no such segment.
 */
export async function customersOfSegment(
  db: DbOrTx,
  storeId: number,
  segmentId: number,
): Promise<{ segment: Segment; customerIds: number[] } | null> {
  const segment = await findSegment(db, storeId, segmentId);
  if (!segment) return null;
  return { segment, customerIds: await segmentCustomerIds(db, storeId, segment.filter) };
}

/**
 * Which of these segments of the store one customer is in now: each filter read for that customer alone
 * (an offer shown to a segment, when the wallet reads its offers). A segment the store lacks is none.
 */
export async function segmentsOfCustomer(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  segmentIds: readonly number[],
): Promise<Set<number>> {
  const inside = new Set<number>();
  for (const id of new Set(segmentIds)) {
    const segment = await findSegment(db, storeId, id);
    if (segment && (await segmentHasCustomer(db, storeId, segment.filter, customerId))) inside.add(id);
  }
  return inside;
}
