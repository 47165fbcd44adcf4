import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore, createStore } from '../../../../test/factories.ts';

describe('locations', () => {
  let owner: string;
  let employee: string;
  let cityOf: (name: string) => Promise<number>;

  const t = useTestApp();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    employee = await t.login('employee@premia.local');
    cityOf = async (name) => {
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from cities where name = ${name} limit 1`,
      );
      return Number(rows[0]?.id);
    };
  });

  it('lists the locations with their city and employees to every user of the store', async () => {
    const res = await t.post('/client/get-locations', {}, employee);
    expect(res.status).toBe(200);
    expect(res.body.locations).toEqual([
      expect.objectContaining({
        name: 'Aurora Miraflores',
        city: { id: await cityOf('Lima'), name: 'Lima' },
        employeesCount: 1,
      }),
      expect.objectContaining({
        name: 'Aurora Barranco',
        address: 'Jr. Unión 210, Barranco',
        employeesCount: 1,
      }),
    ]);
  });

  it('offers the cities of the store country only', async () => {
    const res = await t.post('/client/store/get-cities', {}, employee);
    expect(res.status).toBe(200);
    const names = res.body.cities.map((c: { name: string }) => c.name);
    expect(names).toContain('Lima');
    expect(names).toContain('Arequipa');
    expect(res.body.cities.every((c: { countryId: number }) => c.countryId === 1)).toBe(true);
  });

  it('adds a location and changes its city; a city of another country is refused', async () => {
    const added = await t.post(
      '/client/location/add',
      { name: 'Aurora San Isidro', cityId: await cityOf('Lima') },
      owner,
    );
    expect(added.status).toBe(200);
    expect(added.body.m).toBe('Se ha creado el local.');
    const id = added.body.location.id;

    const moved = await t.post(
      '/client/location/update',
      { locationId: id, cityId: await cityOf('Arequipa') },
      owner,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.location).toMatchObject({ name: 'Aurora San Isidro', city: { name: 'Arequipa' } });
    const list = await t.post('/client/get-locations', {}, owner);
    expect(list.body.locations.find((l: { id: number }) => l.id === id).city.name).toBe('Arequipa');

    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from cities where country_id <> 1 limit 1`,
    );
    if (rows[0]) {
      const foreign = await t.post(
        '/client/location/update',
        { locationId: id, cityId: Number(rows[0].id) },
        owner,
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.m).toBe('La ciudad elegida no existe en el país del negocio.');
    }
    const unknown = await t.post('/client/location/add', { name: 'X', cityId: 999_999 }, owner);
    expect(unknown.status).toBe(400);

    const refused = await t.post('/client/location/add', { name: 'Aurora Surco' }, employee);
    expect(refused.status).toBe(403);
  });

  it('refuses to delete a location with employees; deletes an empty one and keeps its history', async () => {
    const list = await t.post('/client/get-locations', {}, owner);
    const miraflores = list.body.locations.find((l: { name: string }) => l.name === 'Aurora Miraflores');
    const busy = await t.post('/client/location/delete', { locationId: miraflores.id }, owner);
    expect(busy.status).toBe(409);
    expect(busy.body.m).toBe(
      'No se puede eliminar este local porque tiene empleados asignados. Asígneles otro local antes de eliminarlo.',
    );

    const added = await t.post('/client/location/add', { name: 'Temporal' }, owner);
    const id = added.body.location.id;
    const res = await t.post('/client/location/delete', { locationId: id }, owner);
    expect(res.body).toEqual({ s: 'ok', m: 'Se eliminó el local.', code: 'locations.deleted', params: {} });
    const after = await t.post('/client/get-locations', {}, owner);
    expect(after.body.locations.map((l: { id: number }) => l.id)).not.toContain(id);
    const { rows } = await t.db.execute(sql`select deleted_at from locations where id = ${id}`);
    expect(rows[0]?.deleted_at).not.toBeNull();
    expect(
      (await t.post('/client/location/update', { locationId: id, name: 'Otra vez' }, owner)).status,
    ).toBe(404);
  });

  it('keeps the last location; an owner of a deleted location moves to another', async () => {
    const { token, ...shop } = await createSignedInStore(t);
    const last = await t.post('/client/location/delete', { locationId: shop.location.id }, token);
    expect(last.status).toBe(409);
    expect(last.body.m).toBe('El negocio debe tener al menos un local. Cree otro antes de eliminar este.');

    const second = await t.post('/client/location/add', { name: 'Segundo local' }, token);
    const res = await t.post('/client/location/delete', { locationId: shop.location.id }, token);
    expect(res.status).toBe(200);
    const info = await t.post('/client/info', {}, token);
    expect(info.body.user.locationId).toBe(second.body.location.id);
  });

  it('answers 404 for a location of another store', async () => {
    const other = await createStore(t.db);
    for (const [path, body] of [
      ['/client/location/update', { locationId: other.location.id, name: 'Mío' }],
      ['/client/location/delete', { locationId: other.location.id }],
    ] as const) {
      const res = await t.post(path, body, owner);
      expect(res.status, path).toBe(404);
    }
  });
});
