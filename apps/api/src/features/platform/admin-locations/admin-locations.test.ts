import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore } from '../../../../test/factories.ts';

describe("every store's locations (admin)", () => {
  let admin: string;
  let owner: string;
  const cityId = async (name: string) =>
    Number(
      (await t.db.execute<{ id: number }>(sql`select id from cities where name = ${name} limit 1`)).rows[0]
        ?.id,
    );

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
    owner = await t.login('owner@premia.local');
  });

  it('pages through every store’s locations and filters by country, city and store', async () => {
    const bogota = await createStore(t.db, 'Panadería Candelaria');
    await t.db.execute(
      sql`update stores set country_id = 5, currency_code = 'COP', time_zone = 'America/Bogota' where id = ${bogota.store.id}`,
    );
    await t.db.execute(
      sql`update locations set city_id = ${await cityId('Bogotá')} where id = ${bogota.location.id}`,
    );
    for (let i = 0; i < 3; i++) await createStore(t.db, `Bodega Lima ${i}`);

    const first = await t.post('/admin/locations/get-all', { page: 1, pageSize: 2 }, admin);
    expect(first.status).toBe(200);
    expect(first.body.locations).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(6);
    const second = await t.post('/admin/locations/get-all', { page: 2, pageSize: 2 }, admin);
    expect(second.body.locations.map((l: { id: number }) => l.id)).not.toContain(first.body.locations[0].id);

    // This store's, and the demo's Tostadora Chapinero in Bogotá and Medellín.
    const colombia = await t.post('/admin/locations/get-all', { countryId: 5 }, admin);
    expect(colombia.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(
      colombia.body.locations.find((l: { store: { id: number } }) => l.store.id === bogota.store.id),
    ).toMatchObject({
      name: 'Local principal',
      store: { id: bogota.store.id, name: 'Panadería Candelaria' },
      city: { name: 'Bogotá' },
      country: { id: 5, name: 'Colombia' },
    });

    const lima = await t.post('/admin/locations/get-all', { cityId: await cityId('Lima') }, admin);
    expect(lima.body.locations.map((l: { name: string }) => l.name)).toEqual([
      'Aurora Miraflores',
      'Aurora Barranco',
    ]);

    const byStore = await t.post('/admin/locations/get-all', { store: 'aurora' }, admin);
    expect(byStore.body.total).toBe(2);
    expect(
      byStore.body.locations.every((l: { store: { name: string } }) => l.store.name === 'Café Aurora'),
    ).toBe(true);
    // A search's % is a letter, not "anything"
    expect((await t.post('/admin/locations/get-all', { store: '%' }, admin)).body.total).toBe(0);
  });

  it("changes a location's city to another of its store's country, and refuses a foreign one", async () => {
    const list = await t.post('/admin/locations/get-all', { store: 'Café Aurora' }, admin);
    const barranco = list.body.locations.find((l: { name: string }) => l.name === 'Aurora Barranco');
    const moved = await t.post(
      '/admin/locations/change-city-id',
      { locationId: barranco.id, cityId: await cityId('Arequipa') },
      admin,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      m: 'Se cambió la ciudad del local.',
      location: { city: { name: 'Arequipa' } },
    });
    // The owner sees it too
    const own = await t.post('/client/get-locations', {}, owner);
    expect(own.body.locations.find((l: { id: number }) => l.id === barranco.id).city.name).toBe('Arequipa');

    const foreign = await t.post(
      '/admin/locations/change-city-id',
      { locationId: barranco.id, cityId: await cityId('Medellín') },
      admin,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.m).toBe('La ciudad elegida no existe en el país del negocio.');
    const unknown = await t.post(
      '/admin/locations/change-city-id',
      { locationId: 999_999, cityId: 1 },
      admin,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.m).toBe('No se encontró el local.');
    const after = await t.post('/client/get-locations', {}, owner);
    expect(after.body.locations.find((l: { id: number }) => l.id === barranco.id).city.name).toBe('Arequipa');
  });

  it('is for the admin only', async () => {
    const res = await t.post('/admin/locations/get-all', {}, owner);
    expect(res.status).toBe(403);
  });
});
