import { runTask, taskModule } from '../../../lib/cpu-pool.ts';
import { tooLarge } from '../../../lib/errors.ts';
import type { SheetRow } from './bulk-file.ts';

/** A file that takes longer than this to read is refused (a legitimate 100,000-row file takes a few seconds). */
const READ_TIME_LIMIT_MS = 20_000;

const READ_TASK = taskModule(import.meta.url, 'bulk-file');

/**
 * The rows of an uploaded spreadsheet (parseSpreadsheet), read in a thread of the CPU pool
 * (lib/cpu-pool.ts) with its heap limit and a time limit, so that no file, however hostile, holds the
 * event loop every store's requests share. A file past a limit is refused with 413 and a Spanish
 * message; the thread that read it is ended and a fresh one serves the next task.
 */
export function readSpreadsheet(data: Buffer): Promise<SheetRow[]> {
  return runTask<SheetRow[]>(READ_TASK, data, {
    timeLimitMs: READ_TIME_LIMIT_MS,
    overLimit: () => tooLarge('bulk.tooBigToRead'),
  });
}
