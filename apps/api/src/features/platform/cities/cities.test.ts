import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore } from '../../../../test/factories.ts';

describe('cities and countries (admin)', () => {
  let admin: string;
  const piura = {
    countryId: 1,
    name: 'Piura',
    latitude: -5.19449,
    longitude: -80.63282,
    zoom: 13,
    timeZone: 'America/Lima',
  };

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  it("lists a country's cities with their map point, time zone and locations", async () => {
    const res = await t.post('/admin/cities/get', { countryId: 5 }, admin);
    expect(res.status).toBe(200);
    const names = res.body.cities.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Bogotá', 'Medellín', 'Cali']));
    expect(res.body.cities.find((c: { name: string }) => c.name === 'Medellín')).toMatchObject({
      countryId: 5,
      latitude: 6.244203,
      longitude: -75.581212,
      timeZone: 'America/Bogota',
      // The demo's Tostadora Chapinero has a location there.
      locationsCount: 1,
    });
    const all = await t.post('/admin/cities/get', {}, admin);
    const lima = all.body.cities.find((c: { name: string }) => c.name === 'Lima');
    // The demo store's two locations are in Lima
    expect(lima.locationsCount).toBe(2);
    expect(all.body.cities.some((c: { name: string }) => c.name === 'Ciudad de México')).toBe(true);
  });

  it('creates a city where the marker was left, and keeps its point and zoom', async () => {
    const added = await t.post('/admin/cities/add', piura, admin);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ m: 'Ciudad creada', city: { ...piura, locationsCount: 0 } });
    const moved = await t.post(
      '/admin/cities/update',
      { ...piura, cityId: added.body.city.id, latitude: -5.2, longitude: -80.6, zoom: 15 },
      admin,
    );
    expect(moved.status).toBe(200);
    const list = await t.post('/admin/cities/get', { countryId: 1 }, admin);
    expect(list.body.cities.find((c: { id: number }) => c.id === added.body.city.id)).toMatchObject({
      latitude: -5.2,
      longitude: -80.6,
      zoom: 15,
    });
  });

  it('refuses a time zone that does not exist, an unknown country, and a point off the map', async () => {
    const zone = await t.post('/admin/cities/add', { ...piura, timeZone: 'America/Atlantida' }, admin);
    expect(zone.status).toBe(400);
    expect(zone.body.m).toBe('La zona horaria «America/Atlantida» no existe. Elíjala de la lista.');
    const country = await t.post('/admin/cities/add', { ...piura, countryId: 9999 }, admin);
    expect(country.status).toBe(400);
    expect(country.body.m).toBe('El país elegido no existe.');
    const off = await t.post('/admin/cities/add', { ...piura, latitude: 91 }, admin);
    expect(off.status).toBe(400);
    expect(off.body.m).toBe('El campo «latitud» debe ser menor o igual que 90.');
    const unknown = await t.post('/admin/cities/update', { ...piura, cityId: 999_999 }, admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.m).toBe('No se encontró la ciudad.');
  });

  it("counts its stores' days by a new time zone from then on: only the stores there on the old one", async () => {
    const city = (await t.post('/admin/cities/add', { ...piura, name: 'Tumbes' }, admin)).body.city;
    const there = await createStore(t.db);
    const elsewhere = await createStore(t.db);
    await t.db.execute(sql`update locations set city_id = ${city.id} where id = ${there.location.id}`);
    const changed = await t.post(
      '/admin/cities/update',
      { ...piura, name: 'Tumbes', cityId: city.id, timeZone: 'America/Bogota' },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.city.timeZone).toBe('America/Bogota');
    const zones = await t.db.execute<{ id: number; time_zone: string }>(
      sql`select id, time_zone from stores where id in (${there.store.id}, ${elsewhere.store.id}) order by id`,
    );
    expect(zones.rows.map((r) => r.time_zone)).toEqual(['America/Bogota', 'America/Lima']);
  });

  it('deletes a city without locations, and refuses one with locations, changing nothing', async () => {
    const spare = (await t.post('/admin/cities/add', { ...piura, name: 'Chiclayo' }, admin)).body.city;
    const removed = await t.post('/admin/cities/delete', { cityId: spare.id }, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.m).toBe('Ciudad eliminada');
    expect((await t.post('/admin/cities/delete', { cityId: spare.id }, admin)).status).toBe(404);

    const lima = (await t.post('/admin/cities/get', { countryId: 1 }, admin)).body.cities.find(
      (c: { name: string }) => c.name === 'Lima',
    );
    const refused = await t.post('/admin/cities/delete', { cityId: lima.id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe(
      'No se puede eliminar la ciudad porque tiene locales. Cambie la ciudad de esos locales antes de eliminarla.',
    );
    const after = (await t.post('/admin/cities/get', { countryId: 1 }, admin)).body.cities;
    expect(after.find((c: { id: number }) => c.id === lima.id)).toEqual(lima);
  });

  it('edits a country: name, code, phone code and currency; a taken code or unknown currency is refused', async () => {
    const saved = await t.post(
      '/admin/countries/update',
      {
        countryId: 3,
        name: 'Bolivia (Estado Plurinacional)',
        countryCode: 'bo',
        phoneCode: '+591',
        currencyCode: 'usd',
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      m: 'País actualizado',
      country: { id: 3, name: 'Bolivia (Estado Plurinacional)', countryCode: 'BO', currencyCode: 'USD' },
    });
    const listed = (await t.post('/general/get-countries', {})).body.countries.find(
      (c: { id: number }) => c.id === 3,
    );
    expect(listed).toMatchObject({ name: 'Bolivia (Estado Plurinacional)', currencyCode: 'USD' });

    const taken = await t.post(
      '/admin/countries/update',
      { countryId: 3, name: 'Bolivia', countryCode: 'PE', phoneCode: '+591', currencyCode: 'BOB' },
      admin,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.m).toBe('Ya existe otro país con el código PE.');
    const currency = await t.post(
      '/admin/countries/update',
      { countryId: 3, name: 'Bolivia', countryCode: 'BO', phoneCode: '+591', currencyCode: 'XYZ' },
      admin,
    );
    expect(currency.status).toBe(400);
    expect(currency.body.m).toBe('La moneda elegida no existe.');
    const unknown = await t.post(
      '/admin/countries/update',
      { countryId: 999, name: 'X', countryCode: 'XX', phoneCode: '+1', currencyCode: 'USD' },
      admin,
    );
    expect(unknown.status).toBe(404);
    // nothing of the refused changes was kept
    const after = (await t.post('/general/get-countries', {})).body.countries.find(
      (c: { id: number }) => c.id === 3,
    );
    expect(after).toEqual(listed);
  });
});
