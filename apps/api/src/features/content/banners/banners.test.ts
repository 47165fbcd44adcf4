import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';

let owner: string;
let storeId: number;

const t = useTestApp({ env: { BRAND_BANNERS: 'true' } });
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const image = (n: number) => `/uploads/banner/x/${n}.png`;

describe('banners', () => {
  it("make the store page's carousel: in order, active, within their days; 'Contenido' toasts", async () => {
    const second = await t.post(
      '/client/banners/add',
      { image: image(2), position: 2, link: 'https://premia.example/2' },
      owner,
    );
    expect(second.body).toMatchObject({
      s: 'ok',
      m: 'Contenido creado',
      banner: { position: 2, active: true },
    });
    const first = await t.post(
      '/client/banners/add',
      { image: image(1), position: 1, title: 'Verano' },
      owner,
    );
    await t.post('/client/banners/add', { image: image(3), position: 3, active: false }, owner);
    await t.post('/client/banners/add', { image: image(4), position: 4, startsOn: day(3) }, owner);
    await t.post('/client/banners/add', { image: image(5), position: 5, endsOn: day(-3) }, owner);
    const updated = await t.post(
      '/client/banners/update',
      { bannerId: first.body.banner.id, image: image(1), position: 1, title: 'Verano 2026' },
      owner,
    );
    expect(updated.body).toMatchObject({ m: 'Contenido actualizado', banner: { title: 'Verano 2026' } });

    const all = await t.post('/client/banners/get-all', {}, owner);
    expect(all.body.banners.map((b: { image: string }) => b.image)).toEqual([1, 2, 3, 4, 5].map(image));
    const customer = await createCustomerSession(t.db, storeId);
    const wallet = await t.post('/wallet/content', {}, customer.token);
    expect(wallet.body.banners.map((b: { image: string }) => b.image)).toEqual([image(1), image(2)]);
    const page = await t.post('/general/store/content', { slug: 'cafe-aurora' });
    expect(page.body.banners.map((b: { image: string }) => b.image)).toEqual([image(1), image(2)]);

    expect((await t.post('/client/banners/delete', { bannerId: second.body.banner.id }, owner)).body.m).toBe(
      'Contenido eliminado',
    );
  });

  it('refuses dates in the wrong order', async () => {
    const res = await t.post(
      '/client/banners/add',
      { image: image(9), startsOn: day(5), endsOn: day(1) },
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body.m).toBe('La fecha de inicio del banner debe ser anterior a la de fin.');
  });

  it('are not shown to customers without the brand flag', async () => {
    const plain = await buildTestApp();
    try {
      const owner2 = await plain.login('owner@premia.local');
      await plain.post('/client/banners/add', { image: image(1) }, owner2);
      const page = await plain.post('/general/store/content', { slug: 'cafe-aurora' });
      expect(page.body).toMatchObject({ s: 'ok', banners: [] });
    } finally {
      await plain.close();
    }
  });
});
