import { type APIRequestContext, expect } from '@playwright/test';
import { COUNTS_PATH, SERVE_WITH, SERVED_BY } from './round-robin-proxy.mjs';

export { SERVE_WITH, SERVED_BY };

/** The two API processes' names behind the proxy (serve-two.mjs). */
export const PROCESSES = ['a', 'b'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** The /metrics token both processes are started with (the test reads the job queue's depth). */
export const PAIR_METRICS_TOKEN = 'e2e-two-processes-metrics';

/** The requests each process answered so far, as the proxy counted them. */
export async function servedCounts(request: APIRequestContext): Promise<Record<ProcessName, number>> {
  const response = await request.get(COUNTS_PATH);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<ProcessName, number>;
}

/** The process that answered (the proxy's header). */
export const servedBy = (response: { headers(): Record<string, string> }) => response.headers()[SERVED_BY];

/** Jobs of the given queues still waiting or running (the queue's depth in /metrics). */
async function busyJobs(request: APIRequestContext, queues: string[]): Promise<number> {
  const response = await request.get('/metrics', {
    headers: { Authorization: `Bearer ${PAIR_METRICS_TOKEN}` },
  });
  expect(response.ok(), 'the metrics of the two processes').toBe(true);
  let busy = 0;
  for (const match of (await response.text()).matchAll(
    /^premia_jobs\{queue="([^"]+)",state="\w+"\} (\d+)$/gm,
  )) {
    if (queues.includes(match[1]!)) busy += Number(match[2]);
  }
  return busy;
}

/** Waits until no job of these queues waits or runs: what they were to send is all they will send. */
export async function waitForJobsDone(request: APIRequestContext, queues: string[]) {
  await expect.poll(() => busyJobs(request, queues), { timeout: 60_000, message: 'jobs left' }).toBe(0);
}
