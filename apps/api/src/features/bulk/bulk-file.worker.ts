import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors.ts';
import { parseSpreadsheet } from './bulk-file.ts';

/** The worker thread that reads uploaded spreadsheets, one at a time (bulk-file-reader.ts runs it). */
parentPort?.on('message', (data: Uint8Array) => {
  try {
    parentPort?.postMessage({
      rows: parseSpreadsheet(Buffer.from(data.buffer, data.byteOffset, data.length)),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { errorType, code, params } = error;
    parentPort?.postMessage({ refused: { errorType, code, params } });
  }
});
