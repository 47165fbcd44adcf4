import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerGracefulClose } from './graceful-close.ts';

/** A server whose /slow answers when the test says so (or never). */
async function slowServer(drainMs: number) {
  const app = Fastify();
  let drainStarted = 0;
  registerGracefulClose(app, { drainMs, onDrainStart: () => drainStarted++ });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/slow', async () => {
    arrived();
    await released;
    return { s: 'ok' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, base, release, arrival, drainStarts: () => drainStarted };
}

let opened: Awaited<ReturnType<typeof slowServer>>[] = [];
afterEach(async () => {
  for (const server of opened) {
    server.release();
    await server.app.close();
  }
  opened = [];
});

describe('graceful close', () => {
  it('answers a request in flight, then closes its connection instead of keeping it alive', async () => {
    // A drain time no test waits out: closing ends only because the answered request let it.
    const server = await slowServer(60 * 60_000);
    opened.push(server);
    const answer = fetch(`${server.base}/slow`);
    await server.arrival;
    const closed = server.app.close();
    while (server.app.server.listening) await new Promise((r) => setTimeout(r, 10));
    expect(server.drainStarts()).toBe(1);
    server.release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ s: 'ok' });
    await closed;
    expect(server.app.server.listening).toBe(false);
  });

  it('cuts a request still open when the drain time is over, so closing ends', async () => {
    const server = await slowServer(300);
    opened.push(server);
    const answer = fetch(`${server.base}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await server.arrival;
    await server.app.close();
    expect(await answer).toBe('cut');
    expect(server.drainStarts()).toBe(1);
  });
});
