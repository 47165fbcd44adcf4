/**
 * Requests at a steady rate (open loop): round n starts n / rate seconds after the start, whatever the
 * answers before it took, so a slow answer is not hidden by sending less ("coordinated omission").
 * autocannon's own rate limit sends each second's requests in a burst at the start of the second, which
 * measures the burst's queue, not the steady load.
 */
import { randomUUID } from 'node:crypto';

/** One request of a scenario: its path, its body (may use the round's context) and whether it takes a key. */
export interface Step {
  path: string;
  body: (context: Record<string, unknown>) => object;
  idempotent: boolean;
  /** Headers of this request besides the scenario's (a customer's own session); may set the context. */
  headers?: (context: Record<string, unknown>) => Record<string, string>;
}

export interface SteadyResult {
  /** Every 2xx answer's time in ms, from the moment its request was due. */
  times: number[];
  requests: number;
  non2xx: number;
  /** Requests that got no answer at all (connection refused or reset); the round stops there. */
  failed: number;
  /** Requests answered per second. */
  rate: number;
}

export async function steadyLoad(opts: {
  base: string;
  headers: Record<string, string>;
  steps: Step[];
  rate: number;
  seconds: number;
}): Promise<SteadyResult> {
  // (autocannon writes a content-length into the headers it was given.)
  const base = Object.fromEntries(
    Object.entries(opts.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  const times: number[] = [];
  let requests = 0;
  let non2xx = 0;
  let failed = 0;
  const round = async (due: number) => {
    const context: Record<string, unknown> = {};
    let from = due;
    for (const step of opts.steps) {
      const own = { ...base, ...step.headers?.(context) };
      const headers = step.idempotent ? { ...own, 'idempotency-key': randomUUID() } : own;
      let res: Response;
      try {
        res = await fetch(`${opts.base}${step.path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(step.body(context)),
        });
        await res.arrayBuffer();
      } catch {
        failed++;
        return;
      }
      const now = performance.now();
      requests++;
      if (res.status < 300) times.push(now - from);
      else non2xx++;
      from = now;
    }
  };
  const start = performance.now();
  const rounds = Math.round(opts.rate * opts.seconds);
  const running: Promise<void>[] = [];
  for (let n = 0; n < rounds; n++) {
    const due = start + (n * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(round(due));
  }
  await Promise.all(running);
  return { times, requests, non2xx, failed, rate: requests / ((performance.now() - start) / 1000) };
}
