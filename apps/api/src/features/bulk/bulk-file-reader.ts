import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ErrorType, MessageCode, MessageParams } from '@premia/contract';
import { AppError, tooLarge } from '../../lib/errors.ts';
import type { SheetRow } from './bulk-file.ts';

/** A file that takes longer than this to read is refused (a legitimate 100,000-row file takes a few seconds). */
const READ_TIME_LIMIT_MS = 20_000;
/** A reading thread's heap: a legitimate file needs a fraction of it; a hostile one is stopped at it. */
const READ_HEAP_MB = 512;
/** Files read at the same time; the others wait their turn, so memory stays bounded. */
const READERS = 2;

// The build bundles the worker beside main.js (build.mjs); from the sources (tests, npm run dev) it is
// TypeScript, loaded through tsx's loader registered in the thread first.
const FROM_SOURCES = import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  const options: WorkerOptions = {
    resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  };
  const entry = new URL('./bulk-file.worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = FROM_SOURCES
    ? new Worker(boot, { ...options, eval: true })
    : new Worker(new URL('./bulk-file.worker.js', import.meta.url), options);
  // A worker that ends while idle is never handed out again; its error is then told to no one.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

/** Workers waiting for a file (kept warm: starting one costs more than most files); none keeps the process up. */
const idle: Worker[] = [];
let busy = 0;
const waiting: (() => void)[] = [];

async function takeWorker(): Promise<Worker> {
  if (busy >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  const worker = idle.pop() ?? startWorker();
  worker.ref();
  return worker;
}

function release(worker: Worker | null): void {
  if (worker) {
    worker.unref();
    idle.push(worker);
  }
  busy -= 1;
  waiting.shift()?.();
}

type Answer =
  | { rows: SheetRow[] }
  | { refused: { errorType: ErrorType; code: MessageCode; params: MessageParams } };

/**
 * The rows of an uploaded spreadsheet (parseSpreadsheet), read in a worker thread with its own heap
 * limit and a time limit, so that no file, however hostile, holds the event loop every store's
 * requests share. A file past a limit is refused with 413 and a Spanish message; the worker that
 * read it is ended and a fresh one serves the next file.
 */
export async function readSpreadsheet(data: Buffer): Promise<SheetRow[]> {
  const worker = await takeWorker();
  let answer: Answer;
  try {
    answer = await readIn(worker, data);
  } catch (error) {
    void worker.terminate();
    release(null);
    throw error;
  }
  release(worker);
  if ('refused' in answer) {
    const { errorType, code, params } = answer.refused;
    throw new AppError(errorType, code, params);
  }
  return answer.rows;
}

function readIn(worker: Worker, data: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const tooBig = () => tooLarge('bulk.tooBigToRead');
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onMessage = (answer: Answer) => finish(() => resolve(answer));
    const onError = (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : error));
    const onExit = () => finish(() => reject(tooBig()));
    const timer = setTimeout(() => finish(() => reject(tooBig())), READ_TIME_LIMIT_MS);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(new Uint8Array(data.buffer, data.byteOffset, data.length));
  });
}
