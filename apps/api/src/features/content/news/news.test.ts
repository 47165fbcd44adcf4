import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createStore } from '../../../../test/factories.ts';

let owner: string;
let admin: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  admin = await t.login('admin@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
});

describe('news', () => {
  it('creates, updates and deletes with the spec toasts, newest first', async () => {
    const first = await t.post('/client/news/add', { name: 'Abrimos los domingos', public: true }, owner);
    expect(first.body).toMatchObject({
      s: 'ok',
      m: 'Novedad creada',
      news: { name: 'Abrimos los domingos', active: true, public: true, platform: false },
    });
    const second = await t.post(
      '/client/news/add',
      {
        name: 'Café de temporada',
        description: 'Pruebe el café de\nolla.',
        image: '/uploads/news/x/a.png',
        buttonText: 'Ver más',
        buttonLink: 'https://premia.example/cafe',
      },
      owner,
    );
    expect(second.body.news).toMatchObject({
      description: 'Pruebe el café de\nolla.',
      buttonLink: 'https://premia.example/cafe',
      public: false,
    });
    const list = await t.post('/client/news/get-all', {}, owner);
    expect(list.body.news.map((n: { name: string }) => n.name).slice(0, 2)).toEqual([
      'Café de temporada',
      'Abrimos los domingos',
    ]);
    const updated = await t.post(
      '/client/news/update',
      { newsId: first.body.news.id, name: 'Abrimos domingos y feriados', active: false },
      owner,
    );
    expect(updated.body).toMatchObject({
      m: 'Novedad actualizada',
      news: { name: 'Abrimos domingos y feriados', active: false, public: false },
    });
    expect((await t.post('/client/news/delete', { newsId: second.body.news.id }, owner)).body.m).toBe(
      'Novedad eliminado',
    );
    const again = await t.post('/client/news/delete', { newsId: second.body.news.id }, owner);
    expect(again.status).toBe(404);
    expect(again.body.m).toBe('No se encontró la novedad.');
  });

  it('refuses a link that is not a web address with a Spanish message', async () => {
    const res = await t.post('/client/news/add', { name: 'X', buttonLink: 'javascript:alert(1)' }, owner);
    expect(res.status).toBe(400);
    expect(res.body.m).toBe(
      'El campo «enlace del botón» debe empezar por https://, http://, mailto:, tel: o whatsapp:.',
    );
    const image = await t.post('/client/news/add', { name: 'X', image: 'data:image/png;base64,AAAA' }, owner);
    expect(image.status).toBe(400);
  });

  it("shows the store's active news and the platform's in the wallet; only public ones on the public page", async () => {
    const other = await createStore(t.db);
    const platform = await t.post('/admin/news/add', { name: 'Premia crece', public: true }, admin);
    expect(platform.body).toMatchObject({ m: 'Novedad creada', news: { platform: true } });
    expect(
      (await t.post('/admin/news/get-all', {}, admin)).body.news.map((n: { id: number }) => n.id),
    ).toContain(platform.body.news.id);
    // The admin's ids are the platform's: a store's news is not theirs to edit, nor the reverse.
    const mine = await t.post('/client/news/add', { name: 'Solo clientes', public: false }, owner);
    expect((await t.post('/admin/news/delete', { newsId: mine.body.news.id }, admin)).status).toBe(404);
    expect((await t.post('/client/news/delete', { newsId: platform.body.news.id }, owner)).status).toBe(404);
    await t.post('/client/news/add', { name: 'Apagada', active: false, public: true }, owner);

    const customer = await createCustomerSession(t.db, storeId);
    const wallet = await t.post('/wallet/content', {}, customer.token);
    const names = wallet.body.news.map((n: { name: string }) => n.name);
    expect(names).toEqual(expect.arrayContaining(['Solo clientes', 'Premia crece']));
    expect(names).not.toContain('Apagada');

    const page = await t.post('/general/store/content', { slug: 'cafe-aurora' });
    const shown = page.body.news.map((n: { name: string }) => n.name);
    expect(page.body.storeName).toBe('Café Aurora');
    expect(shown).toContain('Premia crece');
    expect(shown).not.toContain('Solo clientes');

    const elsewhere = await createCustomerSession(t.db, other.store.id);
    const theirs = (await t.post('/wallet/content', {}, elsewhere.token)).body.news.map(
      (n: { name: string }) => n.name,
    );
    expect(theirs).toContain('Premia crece');
    expect(theirs).not.toContain('Solo clientes');
    const unknown = await t.post('/general/store/content', { slug: 'no-existe' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.m).toBe('No se encontró el negocio.');
  });
});
