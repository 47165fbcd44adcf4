import { parentPort } from 'node:worker_threads';
import type { ErrorType, MessageCode, MessageParams } from '@premia/contract';
import type { AppError } from './errors.ts';

export interface TaskRequest {
  id: number;
  /** The task module's address (cpu-pool.ts taskModule): its `run(input)` does the work. */
  module: string;
  input: unknown;
}

export type TaskAnswer = { id: number } & (
  | { result: unknown }
  | { refused: { errorType: ErrorType; code: MessageCode; params: MessageParams } }
  | { failed: string }
);

type TaskModule = { run(input: unknown): unknown };

/**
 * A user's mistake the task refused, told by its shape: the built server bundles each task module with
 * its own copy of AppError, so `instanceof` would miss the task's.
 */
const isAppError = (error: unknown): error is AppError =>
  error instanceof Error &&
  typeof (error as Partial<AppError>).errorType === 'string' &&
  typeof (error as Partial<AppError>).code === 'string';

/** A thread of the CPU pool (cpu-pool.ts): runs one task at a time, each module loaded once. */
parentPort?.on('message', async ({ id, module, input }: TaskRequest) => {
  let answer: TaskAnswer;
  try {
    const task = (await import(module)) as TaskModule;
    answer = { id, result: await task.run(input) };
  } catch (error) {
    answer = isAppError(error)
      ? { id, refused: { errorType: error.errorType, code: error.code, params: error.params } }
      : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
