import { z } from 'zod';
import { pageInput, saidFields, storeRef } from '../../common.ts';
import { route, SPREADSHEET_TYPES } from '../../route-table.ts';

/** A bulk file may weigh up to 8 MB and hold up to 100,000 rows (besides its header). */
export const MAX_BULK_BYTES = 8 * 1024 * 1024;
export const MAX_BULK_ROWS = 100_000;
/**
 * Rows one apply call gives at most, and customers one undo call takes back at most: the client calls
 * again until the batch is done (progress bar), and no call holds many customers locked for long.
 */
export const BULK_CHUNK_ROWS = 10_000;

export const bulkActions = ['preview', 'rows', 'apply', 'undo', 'batches'] as const;

export const bulkStatuses = ['previewed', 'applying', 'applied', 'undoing', 'undone'] as const;

export const bulkBatch = z.object({
  id: z.number(),
  filename: z.string(),
  status: z.enum(bulkStatuses),
  rowsTotal: z.number(),
  rowsValid: z.number(),
  rowsError: z.number(),
  /** Points the valid rows give. */
  pointsTotal: z.number(),
  /** Valid rows given so far (the progress of an apply). */
  rowsApplied: z.number(),
  /** Rows taken back so far (the progress of an undo, with undoSkipped). */
  rowsUndone: z.number(),
  /** Rows an undo could not take back because the customer had already spent the points. */
  undoSkipped: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type BulkBatch = z.infer<typeof bulkBatch>;

export const bulkRow = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number(),
  /** What the file says identifies the customer: client code, mobile or email. */
  identifier: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }).nullable(),
  points: z.number().nullable(),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  /** Why the row is not valid, in Spanish; null when it is. */
  error: z.string().nullable(),
  applied: z.boolean(),
  /** Taken back by the batch's undo (false for a row whose customer had already used the points). */
  undone: z.boolean(),
});
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkInput = z.object({
  action: z.enum(bulkActions),
  batchId: storeRef('bulkBatch').optional(),
  ...pageInput,
  /** Which rows `rows` lists. */
  only: z.enum(['all', 'valid', 'errors']).default('all'),
});

export const bulkOutput = z.object({
  ...saidFields,
  /** The batch acted on (preview, rows, apply, undo). */
  batch: bulkBatch.nullable(),
  /** A page of the batch's rows (preview, rows). */
  rows: z.array(bulkRow),
  /** How many rows match `only` (preview, rows). */
  total: z.number(),
  /** The store's latest batches (batches). */
  batches: z.array(bulkBatch),
  /** The uploaded file had been uploaded before: this is that batch, and nothing will be given twice. */
  repeated: z.boolean(),
});
export type BulkOutput = z.infer<typeof bulkOutput>;

export const bulkRoutes = {
  '/client/process-massive-give-points': route({
    area: 'bulk',
    summary:
      'Bulk points from a CSV or XLSX file (columns: client code, mobile or email; points or amount; optional reason). action=preview: multipart/form-data with the field "file" (at most 8 MB, 100,000 rows) → a batch and its rows marked valid or with their error; the same file again answers the same batch. rows: a page of a batch\'s rows. apply: gives the next rows of the batch (call again until status is "applied"); never twice. undo: reverses what the batch gave, the next customers per call (call again until status is "undone"). batches: the latest batches.',
    access: 'owner',
    failures: ['conflict'],
    acceptsFile: { maxBytes: MAX_BULK_BYTES, mediaTypes: SPREADSHEET_TYPES },
    input: bulkInput,
    output: bulkOutput,
    example: { action: 'apply', batchId: 1 },
  }),
} as const;
