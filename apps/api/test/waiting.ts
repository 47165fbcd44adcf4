import { localDateTime } from '@premia/contract';

/** A date and time in Lima (the test stores' time zone), `seconds` from now, as the forms send them. */
export const limaAt = (seconds: number) =>
  localDateTime('America/Lima', new Date(Date.now() + seconds * 1000));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads until `ok` holds (every 100 ms); after `ms`, fails saying what was still read. */
export async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(100);
  }
}
