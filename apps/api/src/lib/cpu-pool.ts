import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { TaskAnswer, TaskRequest } from './cpu-pool.worker.ts';
import { AppError } from './errors.ts';

/**
 * The threads that do CPU-heavy work (coupon sheets, reading spreadsheets, image checks) off the event
 * loop every store's requests share. One pool per process, sized to the machine: one core is left to
 * the event loop, at most four threads; more tasks than threads wait their turn, so CPU and memory
 * stay bounded whatever the number of requests.
 */
export const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));

/** A thread's heap: a legitimate task needs a fraction of it; a hostile file is stopped at it. */
const THREAD_HEAP_MB = 512;
/** A task still running after this long is ended (a task may ask for less). */
const DEFAULT_TIME_LIMIT_MS = 60_000;

// The build bundles each task module and the thread's entry beside main.js (build.mjs); from the
// sources (tests, npm run dev) they are TypeScript, loaded through tsx's loader registered in the thread.
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * The address of a task module (a file whose `run(input)` does the work, named <name>.task.ts beside
 * `from`, and bundled as dist/<name>.task.js).
 */
export function taskModule(from: string, name: string): string {
  return new URL(`./${name}.task.${FROM_SOURCES ? 'ts' : 'js'}`, from).href;
}

interface TaskOptions {
  /** Past this, the thread is ended and the task rejects with `overLimit()`. */
  timeLimitMs?: number;
  /** The failure when the task passes its time or its thread's heap. */
  overLimit?: () => Error;
  /** Buffers whose memory moves to the thread (they are unusable here afterwards). */
  transfer?: ArrayBuffer[];
}

function startThread(): Worker {
  const options: WorkerOptions = {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  };
  const entry = new URL(`./cpu-pool.worker.${FROM_SOURCES ? 'ts' : 'js'}`, import.meta.url).href;
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  const thread = FROM_SOURCES
    ? new Worker(boot, { ...options, eval: true })
    : new Worker(new URL(entry), options);
  // A thread that ends while idle is never handed out again; its error is then told to no one.
  thread.on('error', () => undefined);
  thread.once('exit', () => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  });
  return thread;
}

/** Threads waiting for a task (kept warm: starting one costs more than most tasks); none keeps the process up. */
const idle: Worker[] = [];
let busy = 0;
const waiting: (() => void)[] = [];
let nextId = 0;

async function takeThread(): Promise<Worker> {
  if (busy >= POOL_SIZE) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  const thread = idle.pop() ?? startThread();
  thread.ref();
  return thread;
}

function release(thread: Worker | null): void {
  if (thread) {
    thread.unref();
    idle.push(thread);
  }
  busy -= 1;
  waiting.shift()?.();
}

/**
 * Runs `run(input)` of the task module in a thread of the pool and answers its result. An AppError the
 * task throws is thrown here as it was (a user's mistake); any other failure rejects with an Error;
 * a task past its time or heap ends its thread (a fresh one serves the next task) and rejects with
 * `overLimit()`.
 */
export async function runTask<R>(module: string, input: unknown, options: TaskOptions = {}): Promise<R> {
  const thread = await takeThread();
  let answer: TaskAnswer;
  try {
    answer = await runIn(thread, { id: ++nextId, module, input }, options);
  } catch (error) {
    void thread.terminate();
    release(null);
    throw error;
  }
  release(thread);
  if ('refused' in answer) {
    const { errorType, code, params } = answer.refused;
    throw new AppError(errorType, code, params);
  }
  if ('failed' in answer) throw new Error(`a ${module} task failed: ${answer.failed}`);
  return answer.result as R;
}

function runIn(thread: Worker, request: TaskRequest, options: TaskOptions): Promise<TaskAnswer> {
  return new Promise((resolve, reject) => {
    const overLimit = options.overLimit ?? (() => new Error(`a ${request.module} task passed its limits`));
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onMessage = (answer: TaskAnswer) => {
      if (answer.id === request.id) finish(() => resolve(answer));
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? overLimit() : error));
    const onExit = () => finish(() => reject(overLimit()));
    const timer = setTimeout(
      () => finish(() => reject(overLimit())),
      options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    );
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.postMessage(request, options.transfer ?? []);
  });
}
