import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

describe('the demo stores of Colombia and México', () => {
  let admin: string;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  it.each([
    {
      email: 'bogota@premia.local',
      name: 'Tostadora Chapinero',
      country: 'Colombia',
      currencyCode: 'COP',
      timeZone: 'America/Bogota',
      cities: ['Bogotá', 'Medellín'],
      rewards: ['Tinto', 'Pandebono', 'Bolsa de café de Huila 250 g'],
    },
    {
      email: 'cdmx@premia.local',
      name: 'Taquería La Condesa',
      country: 'México',
      currencyCode: 'MXN',
      timeZone: 'America/Mexico_City',
      cities: ['Ciudad de México', 'Guadalajara'],
      rewards: ['Agua de horchata', 'Orden de tacos al pastor', 'Gringa'],
    },
  ])(
    '$name: its country’s currency and time zone, locations in its cities, customers and rewards',
    async (demo) => {
      const owner = await t.login(demo.email);
      const info = await t.post('/client/get-store-info', {}, owner);
      expect(info.status).toBe(200);
      expect(info.body.store).toMatchObject({
        name: demo.name,
        country: { name: demo.country },
        currencyCode: demo.currencyCode,
        timeZone: demo.timeZone,
      });
      const locations = await t.post('/client/get-locations', {}, owner);
      expect(locations.body.locations.map((l: { city: { name: string } }) => l.city.name)).toEqual(
        demo.cities,
      );
      const rewards = await t.post('/client/get-all-rewards', {}, owner);
      expect(rewards.body.rewards.map((r: { name: string }) => r.name).sort()).toEqual(
        [...demo.rewards].sort(),
      );
      const customers = await t.post('/client/customer/all', { page: 1, pageSize: 20 }, owner);
      expect(customers.body.total).toBe(12);

      // The admin finds it in the stores list, with its country and owner, and its locations by country.
      const listed = await t.post('/admin/store/get-all', { search: demo.name }, admin);
      expect(listed.body.stores).toHaveLength(1);
      expect(listed.body.stores[0]).toMatchObject({
        name: demo.name,
        country: { name: demo.country },
        owner: { email: demo.email },
        active: true,
        customers: 12,
      });
      const byCountry = await t.post(
        '/admin/locations/get-all',
        { countryId: listed.body.stores[0].country.id },
        admin,
      );
      expect(
        byCountry.body.locations
          .filter((l: { store: { name: string } }) => l.store.name === demo.name)
          .map((l: { city: { name: string } }) => l.city.name)
          .sort(),
      ).toEqual([...demo.cities].sort());
    },
  );
});
