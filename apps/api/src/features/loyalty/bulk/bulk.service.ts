import { createHash } from 'node:crypto';
import {
  BULK_CHUNK_ROWS,
  type BulkBatch,
  type BulkOutput,
  localToday,
  MAX_BULK_BYTES,
  MAX_POINTS_PER_OPERATION,
  pointsForAmount,
  type RouteParsedInput,
  type Said,
  said,
} from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { actorOf, type RequestContext, type StoreSession, storeSessionOf } from '../../../lib/context.ts';
import { conflict, invalid, notFound, tooLarge } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { applyBulkChunk, undoBulkChunk } from '../ledger/index.ts';
import * as repo from './bulk.repository.ts';
import { readSpreadsheet } from './bulk-file-reader.ts';
import { columnsOf, type ReadRow, readRow, TOO_MANY_POINTS } from './bulk-rows.ts';

type Input = RouteParsedInput<'/client/process-massive-give-points'>;

const LATEST_BATCHES = 20;

/** What an answer says: a code's text, or nothing (the list of batches). */
type Saying = Required<Said> | { m: '' };
type BulkAnswer = BulkOutput & Saying;

function answer(text: Saying, parts: Partial<Omit<BulkOutput, keyof Said>> = {}): BulkAnswer {
  return { ...text, batch: null, rows: [], total: 0, batches: [], repeated: false, ...parts };
}

const page = (input: Input) => ({ limit: input.pageSize, offset: (input.page - 1) * input.pageSize });

export async function processBulk(ctx: RequestContext, input: Input): Promise<BulkAnswer> {
  switch (input.action) {
    case 'preview':
      return preview(ctx, input);
    case 'rows':
      return rows(ctx, input);
    case 'apply':
      return apply(ctx, input);
    case 'undo':
      return undo(ctx, input);
    case 'batches':
      return batches(ctx);
  }
}

function batchIdOf(input: Input): number {
  if (input.batchId === undefined) throw invalid('bulk.batchRequired');
  return input.batchId;
}

/** Reads the uploaded file, judges every row and keeps them as a batch; the same file is the same batch. */
async function preview(ctx: RequestContext, input: Input): Promise<BulkAnswer> {
  const session = storeSessionOf(ctx);
  const file = ctx.upload;
  if (!file) throw invalid('bulk.fileRequired');
  if (file.data.length > MAX_BULK_BYTES) throw tooLarge('bulk.fileTooLarge');
  const fileHash = createHash('sha256').update(file.data).digest('hex');
  const known = await repo.findBatchByHash(ctx.db, session.storeId, fileHash);
  if (known) return repeated(ctx, known, input);

  const lines = await readSpreadsheet(file.data);
  const [header, ...data] = lines;
  if (!header) throw invalid('bulk.emptyFile');
  const columns = columnsOf(header.cells);
  if (data.length === 0) throw invalid('bulk.noDataRows');
  const read = data.map((line) => readRow(line.cells, line.row, columns));
  const store = await findStore(ctx.db, session.storeId);
  if (!store) throw notFound();
  const keys = new Map(read.flatMap((r) => (r.key ? [[repo.identifierKey(r.key), r.key]] : [])));
  const found = await repo.resolveCustomers(ctx.db, session.storeId, [...keys.values()]);
  const judged = judge(read, found, store);

  const actor = actorOf(session);
  const id = await ctx.db.transaction((tx) =>
    repo.insertBatch(tx, {
      storeId: session.storeId,
      fileHash,
      filename: file.filename.slice(0, 200) || 'archivo',
      userId: actor.userId,
      locationId: actor.locationId,
      rows: judged,
    }),
  );
  // null: the same file, uploaded twice at once, was kept by the other request.
  const batch =
    id === null
      ? await repo.findBatchByHash(ctx.db, session.storeId, fileHash)
      : await repo.findBatch(ctx.db, session.storeId, id);
  if (!batch) throw notFound('bulk.batchNotFound');
  if (id === null) return repeated(ctx, batch, input);
  const list = await repo.listRows(ctx.db, session.storeId, batch.id, input.only, page(input));
  return answer(
    said('bulk.fileRead', { rows: batch.rowsTotal, valid: batch.rowsValid, errors: batch.rowsError }),
    { batch, ...list },
  );
}

async function repeated(ctx: RequestContext, batch: BulkBatch, input: Input): Promise<BulkAnswer> {
  const session = storeSessionOf(ctx);
  const list = await repo.listRows(ctx.db, session.storeId, batch.id, input.only, page(input));
  // The store's calendar day it was uploaded (each reader writes it in their language).
  const day = localToday(session.store.timeZone, new Date(batch.createdAt));
  const text =
    batch.status === 'applied'
      ? said('bulk.repeatedApplied', { batchId: batch.id, day })
      : batch.status === 'undone'
        ? said('bulk.repeatedUndone', { batchId: batch.id })
        : batch.status === 'undoing'
          ? said('bulk.repeatedUndoing', { batchId: batch.id })
          : said('bulk.repeatedPreviewed', { batchId: batch.id, day });
  return answer(text, { batch, ...list, repeated: true });
}

/** The checks that need the store: the customer exists, the amount converts, the row is not a repeat. */
function judge(
  read: ReadRow[],
  found: Map<string, repo.FoundCustomer>,
  store: { useConversion: boolean; conversionPoints: number; conversionMoneyCents: number },
): repo.NewBatch['rows'] {
  const seen = new Map<string, number>();
  return read.map((r) => {
    const base = {
      row: r.row,
      identifier: r.identifier,
      customerId: null as number | null,
      points: r.points,
      amountCents: r.amountCents,
      reason: r.reason,
      error: r.error,
    };
    // Rows with an error still show whom they name, when the store has that customer.
    const customer = r.key ? found.get(repo.identifierKey(r.key)) : undefined;
    base.customerId = customer?.id ?? null;
    if (r.error) return base;
    if (!customer) return { ...base, error: `No se encontró al cliente «${r.identifier}».` };
    if (base.points === null && base.amountCents !== null) {
      if (!store.useConversion)
        return { ...base, error: 'La tienda no convierte montos en puntos: indique los puntos.' };
      base.points = pointsForAmount(base.amountCents, store);
      if (base.points < 1) return { ...base, error: 'El monto no alcanza para sumar puntos.' };
      if (base.points > MAX_POINTS_PER_OPERATION) return { ...base, error: TOO_MANY_POINTS };
    }
    const signature = `${customer.id}|${base.points}|${base.amountCents}|${base.reason ?? ''}`;
    const first = seen.get(signature);
    if (first !== undefined) return { ...base, error: `Fila repetida: igual a la fila ${first}.` };
    seen.set(signature, r.row);
    return base;
  });
}

async function rows(ctx: RequestContext, input: Input): Promise<BulkAnswer> {
  const { storeId } = storeSessionOf(ctx);
  const batch = await repo.findBatch(ctx.db, storeId, batchIdOf(input));
  if (!batch) throw notFound('bulk.batchNotFound');
  const list = await repo.listRows(ctx.db, storeId, batch.id, input.only, page(input));
  return answer(said('bulk.batchTitle', { batchId: batch.id }), { batch, ...list });
}

type LockedBatch = NonNullable<Awaited<ReturnType<typeof repo.lockBatch>>>;
type Actor = repo.Actor;

/**
 * Runs `work` in one transaction holding the batch row's lock (a retry or a second tab waits, then
 * finds the batch as the first left it), and answers its message with the batch as it is now.
 */
async function withLockedBatch(
  ctx: RequestContext,
  input: Input,
  work: (tx: Tx, batch: LockedBatch, actor: Actor, session: StoreSession) => Promise<Required<Said>>,
): Promise<BulkAnswer> {
  const session = storeSessionOf(ctx);
  const actor = { storeId: session.storeId, ...actorOf(session) };
  const batchId = batchIdOf(input);
  const text = await ctx.db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, session.storeId, batchId);
    if (!batch) throw notFound('bulk.batchNotFound');
    return work(tx, batch, actor, session);
  });
  const batch = await repo.findBatch(ctx.db, session.storeId, batchId);
  return answer(text, { batch: batch ?? null });
}

/** Gives the next rows of the batch (BULK_CHUNK_ROWS at most); the client calls again until it is applied. */
function apply(ctx: RequestContext, input: Input): Promise<BulkAnswer> {
  return withLockedBatch(ctx, input, applyStep);
}

/**
 * One step, in the transaction holding the batch's lock: the chunk's live customers locked in id order,
 * then one statement for their ledger rows, balances and levels; the roll-ups; the cursor.
 */
async function applyStep(
  tx: Tx,
  batch: LockedBatch,
  actor: Actor,
  session: StoreSession,
): Promise<Required<Said>> {
  if (batch.status === 'applied') return said('bulk.alreadyApplied', { batchId: batch.id });
  if (batch.status === 'undone' || batch.status === 'undoing')
    throw conflict('bulk.undoneCannotApply', { batchId: batch.id });
  const after = batch.appliedThrough;
  const chunk = await repo.lockChunkCustomers(tx, actor.storeId, batch.id, after, BULK_CHUNK_ROWS);
  const given =
    chunk.last === null
      ? { rows: 0, points: 0, amountCents: 0, gone: 0, gonePoints: 0, last: after }
      : await applyBulkChunk(tx, actor, batch.id, { after, last: chunk.last }, chunk.live);
  if (given.rows > 0) {
    await recordAudit(tx, session, actor.storeId, 'bulk.applied', {
      batchId: batch.id,
      rows: given.rows,
      points: given.points,
    });
  }
  // Rows whose customer was deleted since the preview leave the valid rows as this step meets them.
  const valid = batch.rowsValid - given.gone;
  const applied = batch.rowsApplied + given.rows;
  const done = applied >= valid;
  await repo.recordApplied(tx, actor.storeId, batch.id, given, done);
  return done
    ? said('bulk.applied', { batchId: batch.id, applied })
    : said('bulk.applying', { applied, valid });
}

/**
 * Reverses what the batch gave to its next customers (BULK_CHUNK_ROWS at most); the client calls again
 * until it is undone. A customer who already spent part of it keeps it (never below zero).
 */
function undo(ctx: RequestContext, input: Input): Promise<BulkAnswer> {
  return withLockedBatch(ctx, input, undoStep);
}

const howMany = (rows: number) => (rows === 0 ? 'none' : rows === 1 ? 'one' : 'some');

/** The undone batch's code, by how many rows it could not take back: spent (first) and deleted. */
const undoneCodes = {
  none: { none: 'bulk.undone', one: 'bulk.undoneOneDeleted', some: 'bulk.undoneSomeDeleted' },
  one: {
    none: 'bulk.undoneOneSpent',
    one: 'bulk.undoneOneSpentOneDeleted',
    some: 'bulk.undoneOneSpentSomeDeleted',
  },
  some: {
    none: 'bulk.undoneSomeSpent',
    one: 'bulk.undoneSomeSpentOneDeleted',
    some: 'bulk.undoneSomeSpentSomeDeleted',
  },
} as const;

const undoneText = (done: { batchId: number; points: number; spent: number; deleted: number }) =>
  said(undoneCodes[howMany(done.spent)][howMany(done.deleted)], done);

/** One step, in the transaction holding the batch's lock: the chunk's customers locked in id order, then one statement. */
async function undoStep(
  tx: Tx,
  batch: LockedBatch,
  actor: Actor,
  session: StoreSession,
): Promise<Required<Said>> {
  if (batch.status === 'undone') return said('bulk.alreadyUndone', { batchId: batch.id });
  if (batch.status === 'previewed') throw conflict('bulk.notAppliedYet', { batchId: batch.id });
  const chunk = await repo.lockUndoChunkCustomers(
    tx,
    actor.storeId,
    batch.id,
    batch.undoneThrough,
    BULK_CHUNK_ROWS,
  );
  const undone =
    chunk.count === 0
      ? { reversed: 0, points: 0, skipped: 0, perDay: [] }
      : await undoBulkChunk(tx, actor, batch.id, chunk.ids);
  const done =
    chunk.count < BULK_CHUNK_ROWS ||
    chunk.last === null ||
    !(await repo.givenAfter(tx, actor.storeId, batch.id, chunk.last));
  await repo.recordUndoStep(tx, actor.storeId, batch.id, { ...undone, last: chunk.last }, done);
  if (undone.reversed > 0) {
    await recordAudit(tx, session, actor.storeId, 'bulk.undone', {
      batchId: batch.id,
      rows: undone.reversed,
      points: -undone.points,
    });
  }
  if (!done) {
    const rows = batch.rowsUndone + batch.undoSkipped + undone.reversed + undone.skipped;
    return said('bulk.undoing', { undone: rows, applied: batch.rowsApplied });
  }
  const deleted = await repo.rowsOfDeletedCustomers(tx, actor.storeId, batch.id);
  const spent = batch.undoSkipped + undone.skipped;
  const points = await repo.pointsUndone(tx, actor.storeId, batch.id);
  return undoneText({ batchId: batch.id, points, spent, deleted });
}

async function batches(ctx: RequestContext): Promise<BulkAnswer> {
  const { storeId } = storeSessionOf(ctx);
  return answer({ m: '' }, { batches: await repo.latestBatches(ctx.db, storeId, LATEST_BATCHES) });
}
