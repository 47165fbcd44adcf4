import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore } from '../../../../test/factories.ts';

describe('store types', () => {
  let admin: string;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  const publicNames = async (language?: string) => {
    const res = await t.post('/general/get-store-types', language ? { language } : {});
    expect(res.status).toBe(200);
    return res.body.storetypes as { id: number; name: string }[];
  };

  it('has every reference type in the five languages, and says how many stores use each', async () => {
    const res = await t.post('/admin/storetype/get-all', {}, admin);
    expect(res.status).toBe(200);
    const cafe = res.body.storetypes.find((s: { name: string }) => s.name === 'Cafetería');
    expect(cafe.translations).toEqual([
      { languageCode: 'es', text: 'Cafetería' },
      { languageCode: 'en', text: 'Coffee shop' },
      { languageCode: 'zh', text: '咖啡店' },
      { languageCode: 'fr', text: 'Café' },
      { languageCode: 'it', text: 'Caffetteria' },
    ]);
    // The demo store (Café Aurora) is a Cafetería
    expect(cafe.storesCount).toBeGreaterThanOrEqual(1);
  });

  it('creates and updates a type; registration names it in the reader’s language, falling back to es', async () => {
    const added = await t.post(
      '/admin/storetype/add',
      {
        name: 'Heladería',
        image: '/uploads/storetype/helados.png',
        translations: [
          { languageCode: 'es', text: 'Heladería' },
          { languageCode: 'it', text: 'Gelateria' },
        ],
      },
      admin,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      m: 'Tipo de comercio creado',
      storetype: { name: 'Heladería', image: '/uploads/storetype/helados.png', storesCount: 0 },
    });
    const id = added.body.storetype.id;
    expect((await publicNames('it')).find((s) => s.id === id)?.name).toBe('Gelateria');
    expect((await publicNames('en')).find((s) => s.id === id)?.name).toBe('Heladería');
    expect((await publicNames()).find((s) => s.id === id)?.name).toBe('Heladería');

    const updated = await t.post(
      '/admin/storetype/update',
      {
        storetypeId: id,
        name: 'Heladería',
        image: null,
        translations: [
          { languageCode: 'es', text: 'Heladería artesanal' },
          { languageCode: 'en', text: 'Ice cream parlour' },
        ],
      },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ m: 'Tipo de comercio actualizado', storetype: { image: null } });
    expect((await publicNames('en')).find((s) => s.id === id)?.name).toBe('Ice cream parlour');
    expect((await publicNames('it')).find((s) => s.id === id)?.name).toBe('Heladería artesanal');
  });

  it('deletes a type no store uses', async () => {
    const added = await t.post(
      '/admin/storetype/add',
      { name: 'Temporal', translations: [{ languageCode: 'es', text: 'Temporal' }] },
      admin,
    );
    const removed = await t.post('/admin/storetype/delete', { storetypeId: added.body.storetype.id }, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.m).toBe('Tipo de comercio eliminado');
    expect((await publicNames()).map((s) => s.id)).not.toContain(added.body.storetype.id);
  });

  it('refuses to delete a type stores use, in Spanish, and keeps it', async () => {
    const added = await t.post(
      '/admin/storetype/add',
      { name: 'Librería', translations: [{ languageCode: 'es', text: 'Librería' }] },
      admin,
    );
    const id = added.body.storetype.id;
    const { store } = await createStore(t.db);
    await t.db.execute(sql`update stores set store_type_id = ${id} where id = ${store.id}`);
    const refused = await t.post('/admin/storetype/delete', { storetypeId: id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe(
      'No se puede eliminar este tipo de comercio porque hay negocios que lo usan. Asígneles otro tipo antes de eliminarlo.',
    );
    const list = await t.post('/admin/storetype/get-all', {}, admin);
    expect(list.body.storetypes.find((s: { id: number }) => s.id === id)).toMatchObject({
      name: 'Librería',
      storesCount: 1,
    });
  });

  it('answers 404 for an unknown type, and 400 with the field named for a bad body', async () => {
    const update = await t.post(
      '/admin/storetype/update',
      { storetypeId: 999_999, name: 'X', translations: [] },
      admin,
    );
    expect(update.status).toBe(404);
    expect(update.body.m).toBe('No se encontró el tipo de comercio.');
    expect((await t.post('/admin/storetype/delete', { storetypeId: 999_999 }, admin)).status).toBe(404);
    const bad = await t.post(
      '/admin/storetype/add',
      { name: 'X', translations: [{ languageCode: 'de', text: 'Laden' }] },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.m).toBe('El campo «idioma» no tiene un valor permitido.');
  });
});
