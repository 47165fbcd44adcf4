import type { Logger } from 'pino';

/**
 * Times the server's start-up: each step logs "boot step" with how long it took and when it ended,
 * counted from the process's launch (module loading included), so a slow start says where it went.
 */
export function bootSteps(log: Logger) {
  return async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await run();
    const ended = performance.now();
    log.info({ step: name, ms: Math.round(ended - started), atMs: Math.round(ended) }, 'boot step');
    return result;
  };
}
