import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

describe('categories', () => {
  let admin: string;
  let owner: string;
  let employee: string;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
    owner = await t.login('owner@premia.local');
    employee = await t.login('employee@premia.local');
  });

  const storeNames = async (language?: string) => {
    const res = await t.post('/client/category/get-all', language ? { language } : {}, owner);
    expect(res.status).toBe(200);
    return res.body.categories as { id: number; name: string; label: string }[];
  };

  it('comes with the reference categories, each in the five languages', async () => {
    const res = await t.post('/admin/category/get-all', {}, admin);
    expect(res.status).toBe(200);
    const food = res.body.categories.find((c: { name: string }) => c.name === 'Comida y bebida');
    expect(food.listed).toBe(true);
    expect(food.translations.map((tr: { languageCode: string }) => tr.languageCode).sort()).toEqual([
      'en',
      'es',
      'fr',
      'it',
      'zh',
    ]);
  });

  it('lists to stores only the categories with a Spanish text, named by it', async () => {
    const withoutSpanish = await t.post(
      '/admin/category/add',
      { name: 'Pets', translations: [{ languageCode: 'en', text: 'Pets' }] },
      admin,
    );
    expect(withoutSpanish.status).toBe(200);
    expect(withoutSpanish.body).toMatchObject({ m: 'Categoría creada', category: { listed: false } });
    const id = withoutSpanish.body.category.id;
    expect((await storeNames()).map((c) => c.id)).not.toContain(id);

    const updated = await t.post(
      '/admin/category/update',
      {
        categoryId: id,
        name: 'Pets',
        image: '/uploads/category/mascotas.png',
        translations: [
          { languageCode: 'en', text: 'Pets' },
          { languageCode: 'es', text: 'Mascotas' },
          { languageCode: 'fr', text: 'Animaux' },
        ],
      },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ m: 'Categoría actualizada', category: { listed: true } });

    const spanish = (await storeNames()).find((c) => c.id === id);
    expect(spanish).toEqual({
      id,
      name: 'Mascotas',
      label: 'Mascotas',
      image: '/uploads/category/mascotas.png',
    });
    // Other languages' texts reach a reader of that language; a language without one falls back to es.
    expect((await storeNames('fr')).find((c) => c.id === id)).toMatchObject({
      name: 'Mascotas',
      label: 'Animaux',
    });
    expect((await storeNames('en')).find((c) => c.id === id)).toMatchObject({ label: 'Pets' });
    expect((await storeNames('zh')).find((c) => c.id === id)).toMatchObject({ label: 'Mascotas' });
    // Every store user reads them
    const byEmployee = await t.post('/client/category/get-all', {}, employee);
    expect(byEmployee.body.categories.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('refuses two texts in one language, and blank texts, in Spanish', async () => {
    const twice = await t.post(
      '/admin/category/add',
      {
        name: 'Doble',
        translations: [
          { languageCode: 'es', text: 'Uno' },
          { languageCode: 'es', text: 'Dos' },
        ],
      },
      admin,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.m).toBe('Cada idioma puede tener una sola traducción.');
    const blank = await t.post(
      '/admin/category/add',
      { name: 'Vacía', translations: [{ languageCode: 'es', text: '  ' }] },
      admin,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.m).toBe('El campo «texto» es obligatorio.');
    const noName = await t.post('/admin/category/add', { name: '', translations: [] }, admin);
    expect(noName.status).toBe(400);
    expect(noName.body.m).toBe('El campo «nombre» es obligatorio.');
  });

  it('answers 404 for an unknown category', async () => {
    const update = await t.post(
      '/admin/category/update',
      { categoryId: 999_999, name: 'X', translations: [] },
      admin,
    );
    expect(update.status).toBe(404);
    expect(update.body.m).toBe('No se encontró la categoría.');
    const remove = await t.post('/admin/category/delete', { categoryId: 999_999 }, admin);
    expect(remove.status).toBe(404);
  });

  it('deletes a category nobody uses, and refuses one an offer is filed under, changing nothing', async () => {
    const spare = await t.post(
      '/admin/category/add',
      { name: 'Temporal', translations: [{ languageCode: 'es', text: 'Temporal' }] },
      admin,
    );
    const removed = await t.post('/admin/category/delete', { categoryId: spare.body.category.id }, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.m).toBe('Categoría eliminada');
    expect((await storeNames()).map((c) => c.id)).not.toContain(spare.body.category.id);

    // Offers (their own issue) name their category by a foreign key: a row that names it is enough here.
    const used = await t.post(
      '/admin/category/add',
      { name: 'Usada', translations: [{ languageCode: 'es', text: 'Usada' }] },
      admin,
    );
    const usedId = used.body.category.id;
    await t.db.execute(sql`create table offers_in_category (category_id integer references categories(id))`);
    await t.db.execute(sql`insert into offers_in_category values (${usedId})`);
    const refused = await t.post('/admin/category/delete', { categoryId: usedId }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe(
      'No se puede eliminar la categoría porque hay ofertas en ella. Cambie la categoría de esas ofertas antes de eliminarla.',
    );
    expect((await storeNames()).find((c) => c.id === usedId)).toMatchObject({ name: 'Usada' });
  });

  it('is the admin’s only: store users, POS tokens and customers are refused', async () => {
    for (const token of [owner, employee]) {
      const res = await t.post('/admin/category/add', { name: 'X', translations: [] }, token);
      expect(res.status).toBe(403);
    }
    const adminReadsStoreList = await t.post('/client/category/get-all', {}, admin);
    expect(adminReadsStoreList.status).toBe(403);
  });
});
