import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app.ts';
import { createSignedInStore } from './factories.ts';
import { sleep } from './waiting.ts';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const guide = path.join(here, '../../../docs/POS.md');

/** The client of docs/POS.md as it is written there: the ```ts premia-till.ts block. */
function clientOfGuide(): string {
  const match = /```ts premia-till\.ts\n([\s\S]*?)\n```/.exec(fs.readFileSync(guide, 'utf8'));
  if (!match) throw new Error('docs/POS.md has no ```ts premia-till.ts block');
  return match[1]!;
}

/** What this test uses of the guide's client (its own types are checked by tsc above). */
interface GuideTill {
  limit: { remaining: number; resetSeconds: number };
  customer(key: object): Promise<{ name: string; balance: number; clientCode: string }>;
  addPurchase(sale: object, key: string): Promise<Change>;
  redeem(customer: object, rewardId: number, key: string): Promise<Change>;
  reverse(sale: object, reason: string, key: string): Promise<Change>;
  history(customer: object): Promise<{ total: number; entries: { id: number }[] }>;
  since(cursor?: string): Promise<{ events: { id: number }[]; cursor: string }>;
}
type Change = { balance: number; entry: { id: number; reversesEntryId: number | null } };
interface GuideModule {
  premiaTill(baseUrl: string, token: string): GuideTill;
  PremiaError: new (...args: never[]) => Error;
}

/**
 * docs/POS.md, walked: the types generated from the live /openapi.json with openapi-typescript, the
 * guide's client type-checked against them with tsc --strict, then run with openapi-fetch against a test
 * server as a till would: find a customer, give points with an Idempotency-Key (a retry answers the same
 * entry), redeem, reverse, read the history and follow the store with «since».
 */
describe('docs/POS.md: from a till token to a working till', () => {
  const t = useTestApp();
  let baseUrl: string;
  // Beside the tests (not in the system's temp folder): the client's own import of openapi-fetch
  // resolves from the project, and the test runner compiles the TypeScript it imports.
  const dir = fs.mkdtempSync(path.join(here, '.pos-guide-'));

  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('compiles the guide’s client against the types of the live document (tsc --strict)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // biome-ignore lint/suspicious/noExplicitAny: the served JSON is the document openapi-typescript reads
    const types = await openapiTS(document as any, {
      transform: (schema) =>
        schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
    });
    fs.writeFileSync(path.join(dir, 'premia-api.d.ts'), astToString(types));
    fs.writeFileSync(path.join(dir, 'premia-till.ts'), clientOfGuide());
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          paths: { 'openapi-fetch': [path.dirname(require.resolve('openapi-fetch/package.json'))] },
        },
        files: ['premia-till.ts'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  }, 180_000);

  it('runs a till with it: customer, points with a key and its retry, redeem, reverse, history, since', async () => {
    const made = await createSignedInStore(t);
    await t.pool.query(
      'update stores set use_conversion = false, welcome_points = 0, redeem_free = 100 where id = $1',
      [made.store.id],
    );
    const created = await t.post(
      '/client/api/tills/create',
      { name: 'Caja 1', locationId: made.location.id },
      made.token,
    );
    const reward = (await t.post('/client/reward/add', { name: 'Café', pointsCost: 30 }, made.token)).body
      .reward;
    await t.post(
      '/client/customer/add',
      { firstName: 'Ana', lastName: 'Guía', mobile: '987111222' },
      made.token,
    );

    const { premiaTill, PremiaError } = (await import(path.join(dir, 'premia-till.ts'))) as GuideModule;
    const till = premiaTill(baseUrl, created.body.token);

    const ana = await till.customer({ mobile: '987111222' });
    expect(ana).toMatchObject({ name: 'Ana Guía', balance: 0 });
    expect(till.limit.remaining).toBeLessThan(600);
    expect(till.limit.resetSeconds).toBeGreaterThan(0);
    const key = { clientCode: ana.clientCode };

    const sale = await till.addPurchase({ customer: key, points: 50, ticketNumber: 'F1-1' }, 'caja1-F1-1');
    expect(sale).toMatchObject({
      balance: 50,
      entry: { till: { name: 'Caja 1' }, location: { id: made.location.id } },
    });
    const retried = await till.addPurchase({ customer: key, points: 50, ticketNumber: 'F1-1' }, 'caja1-F1-1');
    expect(retried.entry.id).toBe(sale.entry.id);
    expect(retried.balance).toBe(50);

    const redeemed = await till.redeem(key, reward.id, 'caja1-canje-1');
    expect(redeemed.balance).toBe(20);
    const second = await till.addPurchase({ customer: key, points: 10, ticketNumber: 'F1-2' }, 'caja1-F1-2');
    const undone = await till.reverse({ ticketNumber: 'F1-2' }, 'Venta anulada en caja', 'caja1-anula-F1-2');
    expect(undone).toMatchObject({ balance: 20, entry: { reversesEntryId: second.entry.id } });

    const history = await till.history(key);
    expect(history.total).toBe(4);
    expect(history.entries[0]!.id).toBe(undone.entry.id);

    const ids = [sale.entry.id, redeemed.entry.id, second.entry.id, undone.entry.id];
    // Entries come up to the oldest write still running in the database: another test's may hold one back.
    let feed = await till.since();
    const deadline = Date.now() + 30_000;
    while (!ids.every((id) => feed.events.some((e) => e.id === id)) && Date.now() < deadline) {
      await sleep(200);
      const more = await till.since(feed.cursor);
      feed = { events: [...feed.events, ...more.events], cursor: more.cursor };
    }
    expect(feed.events.map((e) => e.id)).toEqual(ids);
    const nothingNew = await till.since(feed.cursor);
    expect(nothingNew).toEqual({ events: [], cursor: feed.cursor });

    const unknown = await till.customer({ mobile: '900000001' }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PremiaError);
    expect(unknown).toMatchObject({ status: 404, code: 'customers.notFound' });
  }, 60_000);
});
