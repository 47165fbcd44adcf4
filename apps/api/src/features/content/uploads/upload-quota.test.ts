import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';
import { pngHeader } from '../../../../test/images.ts';
import { startS3Server } from '../../../../test/s3-server.ts';
import type { Deps } from '../../../lib/context.ts';
import { sweepUploads } from './uploads-sweep.ts';

const MB = 1024 * 1024;
/** A PNG of `bytes` bytes. */
const pngOf = (bytes: number) => pngHeader(100, 100, bytes - 57);

/** The quota and the sweep, on each storage STORAGE selects: the local folder and an S3-compatible server. */
const storages = [
  { kind: 'local', start: async () => ({ env: {}, close: async () => undefined }) },
  { kind: 's3', start: () => startS3Server() },
];

describe.each(storages)('upload quota and sweep ($kind storage)', ({ start }) => {
  let storage: Awaited<ReturnType<typeof start>>;
  let t: TestApp;
  let deps: Deps;
  beforeAll(async () => {
    storage = await start();
    t = await buildTestApp({
      env: { ...storage.env, UPLOAD_STORE_MAX_MB: '5', UPLOAD_STORE_FILES_PER_DAY: '8' },
    });
    deps = (await t.contextFor(await t.login('owner@premia.local'))).deps;
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const upload = (token: string, data: Buffer) =>
    t.postFile('/general/upload-file/reward', {}, { data, filename: 'foto.png', type: 'image/png' }, token);
  const kept = async (storeId: number) =>
    (
      await t.pool.query(
        `select coalesce(sum(bytes), 0)::int as bytes, count(*)::int as files from uploads where store_id = $1 and removed_at is null`,
        [storeId],
      )
    ).rows[0];

  it("never keeps more than a store's bytes, even for uploads sent all at once, and tells why in Spanish", async () => {
    const { store, token } = await createSignedInStore(t);
    const file = pngOf(MB + 1000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(token, file)));
    const ok = answers.filter((a) => a.status === 200);
    // 5 MB: four files of a little more than 1 MB fit, never a fifth.
    expect(ok).toHaveLength(4);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({ s: 'not-ok', code: 'uploads.storeFull' });
      expect(refused.body.m).toBe(
        'Su tienda ya usa todo su espacio para imágenes (5 MB). Quite de sus contenidos las imágenes que no use: su espacio se libera en un día.',
      );
    }
    const usage = await kept(store.id);
    expect(usage.files).toBe(4);
    expect(usage.bytes).toBe(4 * file.length);
    let stored = 0;
    for (const a of ok) stored += (await deps.storage.read(a.body.url))?.length ?? 0;
    expect(stored).toBe(usage.bytes);
    // Another store is not held by this one's quota.
    const other = await createSignedInStore(t);
    expect((await upload(other.token, pngOf(MB))).status).toBe(200);
    // The first uploads start the CPU pool's threads: slow on a loaded machine.
  }, 120_000);

  it('never takes more files a day than allowed, even all at once (429)', async () => {
    const { store, token } = await createSignedInStore(t);
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(token, pngOf(1000))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(6).fill(429));
    expect(refused[0]!.body.m).toBe(
      'Su tienda ya subió 8 imágenes en las últimas 24 horas. Inténtelo de nuevo más tarde.',
    );
    expect((await kept(store.id)).files).toBe(8);
  });

  it('removes the files no row names after the grace period, keeps named ones, and frees their space', async () => {
    const { store, token } = await createSignedInStore(t);
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) urls.push((await upload(token, pngOf(MB))).body.url);
    const [logo, productImage, fullAddress, unused, fresh] = urls as [string, string, string, string, string];
    expect((await upload(token, pngOf(MB))).status).toBe(413);
    await t.pool.query(`update stores set logo = $1 where id = $2`, [logo, store.id]);
    await t.pool.query(
      `insert into products (store_id, name, price_cents, images) values ($1, 'Taza', 1000, array['https://elsewhere.example/x.png', $2])`,
      [store.id, productImage],
    );
    await t.pool.query(`insert into banners (store_id, image, position) values ($1, $2, 1)`, [
      store.id,
      `${t.config.publicUrl}${fullAddress}`,
    ]);
    await t.pool.query(`update uploads set created_at = now() - interval '2 days' where path <> $1`, [fresh]);

    // Within the grace period nothing goes.
    expect(await sweepUploads(deps, new Date(Date.now() - 3 * 86400_000))).toEqual({
      removed: 0,
      adopted: 0,
    });
    const result = await sweepUploads(deps, new Date(Date.now() - 86400_000));
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await deps.storage.read(unused)).toBeNull();
    for (const url of [logo, productImage, fullAddress, fresh])
      expect(await deps.storage.read(url)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
    // Its megabyte is free again: the store uploads one more file.
    expect((await kept(store.id)).files).toBe(4);
    expect((await upload(token, pngOf(MB))).status).toBe(200);
  });

  it('removes files in the storage nothing recorded, and records the named ones for their store', async () => {
    const { store } = await createSignedInStore(t);
    const named = await deps.storage.save(`store-${store.id}/logo`, 'png', pngOf(2000));
    const lost = await deps.storage.save(`store-${store.id}/reward`, 'png', pngOf(3000));
    await t.pool.query(`update stores set logo = $1 where id = $2`, [named, store.id]);
    // Files written now are within any grace period: a sweep as of a minute from now judges them.
    const result = await sweepUploads(deps, new Date(Date.now() + 60_000));
    expect(result.adopted).toBeGreaterThanOrEqual(1);
    expect(await deps.storage.read(lost)).toBeNull();
    expect(await deps.storage.read(named)).not.toBeNull();
    const { rows } = await t.pool.query(`select store_id, bytes from uploads where path = $1`, [named]);
    expect(rows).toEqual([{ store_id: store.id, bytes: pngOf(2000).length }]);
  });
});
