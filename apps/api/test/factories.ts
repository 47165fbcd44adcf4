import type { StoreEntity } from '@premia/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/features/auth/password.ts';
import { insertLocation } from '../src/features/locations/locations.repository.ts';
import { insertStore } from '../src/features/stores/stores.repository.ts';
import { insertUser } from '../src/features/users/users.repository.ts';

export const TEST_PASSWORD = 'Factory-pass-2026';
let passwordHash: Promise<string> | undefined;
const hashed = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A store with its owner and one location, straight in the database. */
export async function createStore(db: Db, name = `Tienda ${unique()}`) {
  const store = await insertStore(db, {
    name,
    countryId: 1,
    currencyCode: 'PEN',
    timeZone: 'America/Lima',
    slug: `tienda-${unique()}`,
    storeTypeId: 1,
  });
  const location = await insertLocation(db, { storeId: store.id, name: 'Local principal' });
  const owner = await insertUser(db, {
    email: `owner-${unique()}@example.com`,
    passwordHash: await hashed(),
    firstName: 'Dueño',
    lastName: 'Prueba',
    userType: 'client',
    storeId: store.id,
    storeUserType: 'owner',
    locationId: location.id,
  });
  return { store, location, owner };
}

export async function createEmployee(
  db: Db,
  storeId: number,
  locationId: number,
  permissions: Partial<
    Record<'permGivePoints' | 'permRedeem' | 'permCreateCustomer' | 'permStore', boolean>
  > = {},
) {
  return insertUser(db, {
    email: `employee-${unique()}@example.com`,
    passwordHash: await hashed(),
    firstName: 'Empleado',
    lastName: 'Prueba',
    userType: 'client',
    storeId,
    storeUserType: 'employee',
    locationId,
    ...permissions,
  });
}

/**
 * One row of each store entity, in the given store, for the route-table suite's tenant checks. Every
 * entity a contract field names with storeRef() needs a factory here.
 */
export const entityFactories: Partial<Record<StoreEntity, (db: Db, storeId: number) => Promise<number>>> = {
  location: async (db, storeId) => (await insertLocation(db, { storeId, name: `Local ${unique()}` })).id,
  employee: async (db, storeId) => {
    const [location] = (await db.execute(sql`select id from locations where store_id = ${storeId} limit 1`))
      .rows;
    return (await createEmployee(db, storeId, Number(location?.id))).id;
  },
};
