import type { OpeningHours } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore, TEST_PASSWORD } from '../../../../test/factories.ts';

const closed: OpeningHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};
const week: OpeningHours = {
  ...closed,
  monday: [
    { opens: '08:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  friday: [{ opens: '18:00', closes: '24:00' }],
  saturday: [{ opens: '00:00', closes: '02:00' }],
};

describe("locations' opening hours", () => {
  let owner: string;
  let locationId: number;

  const t = useTestApp();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from locations where name = 'Aurora Barranco' limit 1`,
    );
    locationId = Number(rows[0]?.id);
  });

  it("are set in the location's form, listed to the store and shown on the store's public page", async () => {
    const saved = await t.post('/client/location/update', { locationId, openingHours: week }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.location.openingHours).toEqual(week);

    const employee = await t.login('employee@premia.local');
    const list = await t.post('/client/get-locations', {}, employee);
    expect(list.body.locations.find((l: { id: number }) => l.id === locationId).openingHours).toEqual(week);

    const page = await t.post('/general/store', { countryCode: 'PE', slug: 'cafe-aurora' });
    expect(page.status).toBe(200);
    const shown = page.body.store.locations.find((l: { id: number }) => l.id === locationId);
    expect(shown).toMatchObject({ name: 'Aurora Barranco', openingHours: week });

    // Other fields of the location leave the hours as they are.
    await t.post('/client/location/update', { locationId, name: 'Aurora Barranco' }, owner);
    const again = await t.post('/client/get-locations', {}, owner);
    expect(again.body.locations.find((l: { id: number }) => l.id === locationId).openingHours).toEqual(week);
  });

  it('a week closed every day, or null, says nothing: not said', async () => {
    const added = await t.post('/client/location/add', { name: 'Kiosco', openingHours: closed }, owner);
    expect(added.status).toBe(200);
    expect(added.body.location.openingHours).toBeNull();
    const cleared = await t.post(
      '/client/location/update',
      { locationId: added.body.location.id, openingHours: null },
      owner,
    );
    expect(cleared.body.location.openingHours).toBeNull();
  });

  it('refuses ranges out of order, overlapping, reversed or badly written, naming the day', async () => {
    const refused = async (openingHours: unknown) => {
      const res = await t.post('/client/location/update', { locationId, openingHours }, owner);
      expect(res.status).toBe(400);
      return { m: res.body.m, code: res.body.code, params: res.body.params };
    };
    expect(await refused({ ...closed, monday: [{ opens: '13:00', closes: '08:00' }] })).toEqual({
      m: 'El campo «lunes» tiene un horario que cierra antes de abrir.',
      code: 'locations.hoursReversed',
      params: { field: 'monday' },
    });
    expect(await refused({ ...closed, tuesday: [{ opens: '09:00', closes: '09:00' }] })).toMatchObject({
      code: 'locations.hoursReversed',
    });
    expect(
      await refused({
        ...closed,
        wednesday: [
          { opens: '08:00', closes: '13:00' },
          { opens: '12:00', closes: '18:00' },
        ],
      }),
    ).toEqual({
      m: 'El campo «miércoles» debe tener sus horarios en orden y sin superponerse.',
      code: 'locations.hoursOverlap',
      params: { field: 'wednesday' },
    });
    expect(
      (
        await refused({
          ...closed,
          thursday: [
            { opens: '16:00', closes: '20:00' },
            { opens: '08:00', closes: '13:00' },
          ],
        })
      ).code,
    ).toBe('locations.hoursOverlap');
    expect(await refused({ ...closed, friday: [{ opens: '25:00', closes: '26:00' }] })).toEqual({
      m: 'El campo «hora de apertura» debe ser una hora con el formato HH:mm.',
      code: 'validation.timeOfDay',
      params: { field: 'opens' },
    });
    expect((await refused({ ...closed, friday: [{ opens: '24:00', closes: '24:00' }] })).code).toBe(
      'validation.timeOfDay',
    );
    const five = Array.from({ length: 5 }, (_, i) => ({ opens: `0${i}:00`, closes: `0${i}:30` }));
    expect((await refused({ ...closed, saturday: five })).code).toBe('validation.tooManyItems');
    const { sunday: _, ...sixDays } = closed;
    expect(await refused(sixDays)).toMatchObject({
      code: 'validation.required',
      params: { field: 'sunday' },
    });

    // Nothing of the refused weeks was kept.
    const list = await t.post('/client/get-locations', {}, owner);
    expect(list.body.locations.find((l: { id: number }) => l.id === locationId).openingHours).toEqual(week);
  });

  it("never reach another store's location", async () => {
    const other = await createStore(t.db);
    const res = await t.post(
      '/client/location/update',
      { locationId: other.location.id, openingHours: week },
      owner,
    );
    expect(res.status).toBe(404);
    const token = await t.login(other.owner.email, TEST_PASSWORD);
    const theirs = await t.post('/client/get-locations', {}, token);
    expect(theirs.body.locations).toEqual([expect.objectContaining({ openingHours: null })]);
  });
});
