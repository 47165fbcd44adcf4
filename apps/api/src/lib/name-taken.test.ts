import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createSignedInStore } from '../../test/factories.ts';

const t = useTestApp();

/** Adds `first`, then `second`: the second is refused with the area's 409, in Spanish, and not saved. */
async function refusesSecond(
  path: string,
  token: string,
  first: Record<string, unknown>,
  second: Record<string, unknown>,
  code: string,
  message: string,
) {
  const ok = await t.post(path, first, token);
  expect(ok.body.s, `${path} ${JSON.stringify(ok.body)}`).toBe('ok');
  const again = await t.post(path, second, token);
  expect(again.status, path).toBe(409);
  expect(again.body).toMatchObject({ s: 'not-ok', code, m: message });
}

describe('names unique in the lists the screens show', () => {
  it("refuses a store's second level, zone or product category of one name (case and accents aside); another store may use it", async () => {
    const a = await createSignedInStore(t);
    const b = await createSignedInStore(t);
    await refusesSecond(
      '/client/levels/add',
      a.token,
      { name: 'Oro', minPoints: 500 },
      { name: ' ORO ', minPoints: 900 },
      'levels.nameTaken',
      'Ya existe un nivel con ese nombre. Elija otro.',
    );
    await refusesSecond(
      '/client/shippingcosts/add',
      a.token,
      { name: 'San Isidro', costCents: 800, active: true },
      { name: 'san isidro', costCents: 500, active: true },
      'shippingCosts.nameTaken',
      'Ya existe una zona de envío con ese nombre. Elija otro.',
    );
    await refusesSecond(
      '/client/product-categories/add',
      a.token,
      { name: 'Cafés', active: true },
      { name: 'cafes', active: true },
      'productCategories.nameTaken',
      'Ya existe una categoría de productos con ese nombre. Elija otro.',
    );
    expect((await t.post('/client/levels/add', { name: 'Oro', minPoints: 500 }, b.token)).body.s).toBe('ok');

    // Renaming onto a taken name is refused the same way.
    const plata = await t.post('/client/levels/add', { name: 'Plata', minPoints: 100 }, a.token);
    const renamed = await t.post(
      '/client/levels/update',
      { levelId: plata.body.level.id, name: 'oro', minPoints: 100 },
      a.token,
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('levels.nameTaken');
  });

  it('refuses a second city of one name in a country, and a second store category', async () => {
    const admin = await t.login('admin@premia.local');
    const city = { countryId: 1, latitude: -5.19, longitude: -80.63, zoom: 13, timeZone: 'America/Lima' };
    await refusesSecond(
      '/admin/cities/add',
      admin,
      { ...city, name: 'Sullana' },
      { ...city, name: 'SULLANÁ' },
      'cities.nameTaken',
      'Ya existe una ciudad con ese nombre en este país. Elija otro.',
    );
    await refusesSecond(
      '/admin/category/add',
      admin,
      { name: 'Heladería', image: null, translations: [] },
      { name: 'heladeria', image: null, translations: [] },
      'categories.nameTaken',
      'Ya existe una categoría con ese nombre. Elija otro.',
    );
  });
});
