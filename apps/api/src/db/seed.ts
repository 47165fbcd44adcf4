import type { OpeningRange } from '@premia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword } from '../features/account/auth/password.ts';
import { seedEmployeesDemo } from '../features/account/employees/employees.demo.ts';
import { insertLocation } from '../features/account/locations/locations.repository.ts';
import { seedPaymentsDemo } from '../features/account/payments/payments.demo.ts';
import { insertStore } from '../features/account/stores/stores.repository.ts';
import { insertUser } from '../features/account/users/users.repository.ts';
import { users } from '../features/account/users/users.table.ts';
import { seedLoyaltyDemo } from '../features/loyalty/points/loyalty.demo.ts';
import { seedCustomerVoiceDemo } from '../features/loyalty/requests/requests.demo.ts';
import { seedAdminDemo } from '../features/platform/admin-stores/admin-stores.demo.ts';
import { cities, countries } from '../features/platform/general/platform.table.ts';
import { seedShopDemo } from '../features/shop/orders/shop.demo.ts';
import type { Db, DbOrTx, Tx } from './database.ts';
import { seedAbroadDemo } from './seed-abroad.ts';

const DEMO_PASSWORD = 'Premia2026!';

/** The same opening ranges from Monday to Friday. */
const weekdays = (ranges: OpeningRange[]) => ({
  monday: ranges,
  tuesday: ranges,
  wednesday: ranges,
  thursday: ranges,
  friday: ranges,
});
export const DEMO_ACCOUNTS = [
  { email: 'admin@premia.local', role: 'platform administrator' },
  { email: 'owner@premia.local', role: 'owner of Café Aurora' },
  { email: 'employee@premia.local', role: 'employee of Café Aurora (gives points, redeems)' },
  {
    email: 'shop@premia.local',
    role: 'employee of Café Aurora in Barranco (also creates customers, runs the shop)',
  },
  { email: 'libreria@premia.local', role: 'owner of Librería Quipu (a payment waits for the admin)' },
  { email: 'panaderia@premia.local', role: 'owner of Panadería El Trigal (deactivated: cannot sign in)' },
  {
    email: 'bogota@premia.local',
    role: 'owner of Tostadora Chapinero (Colombia: pesos, Bogotá and Medellín)',
  },
  { email: 'cdmx@premia.local', role: 'owner of Taquería La Condesa (México: pesos, CDMX and Guadalajara)' },
] as const;

const SEED_LOCK = 7_340_002;

/** Seeds the demo platform on an empty database (no users yet); a no-op otherwise. */
export async function seedDemoIfEmpty(db: Db, log: Logger): Promise<boolean> {
  // Most starts find users: one read, no lock, no password hash.
  if (await hasUsers(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    await seedDemo(tx, passwordHash);
    log.info('demo platform seeded');
    return true;
  });
}

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  return existing !== undefined;
}

async function seedDemo(tx: Tx, passwordHash: string): Promise<void> {
  const [peru] = await tx.select().from(countries).where(eq(countries.id, 1));
  const [lima] = await tx.select().from(cities).where(eq(cities.name, 'Lima')).limit(1);
  if (!peru || !lima) throw new Error('reference data missing: run the migrations first');

  const admin = await insertUser(tx, {
    email: 'admin@premia.local',
    passwordHash,
    firstName: 'Adriana',
    lastName: 'Salas',
    userType: 'admin',
    countryId: peru.id,
  });

  const store = await insertStore(tx, {
    name: 'Café Aurora',
    storeTypeId: 1,
    countryId: peru.id,
    currencyCode: peru.currencyCode,
    timeZone: peru.timeZone,
    slug: 'cafe-aurora',
    ruc: '20601234567',
    description: 'Café de especialidad y pastelería artesanal en Lima.',
    phone: '987654321',
    phoneCode: peru.phoneCode,
    email: 'hola@cafeaurora.pe',
    conversionPoints: 1,
    conversionMoneyCents: 1000,
    welcomePoints: 20,
    redeemFree: 50,
  });
  const miraflores = await insertLocation(tx, {
    storeId: store.id,
    name: 'Aurora Miraflores',
    cityId: lima.id,
    address: 'Av. José Larco 812, Miraflores',
    openingHours: {
      ...weekdays([{ opens: '07:00', closes: '21:00' }]),
      friday: [{ opens: '07:00', closes: '22:00' }],
      saturday: [{ opens: '08:00', closes: '22:00' }],
      sunday: [{ opens: '08:00', closes: '14:00' }],
    },
  });
  await insertLocation(tx, {
    storeId: store.id,
    name: 'Aurora Barranco',
    cityId: lima.id,
    address: 'Jr. Unión 210, Barranco',
    // A break at midday and closed on Sundays.
    openingHours: {
      ...weekdays([
        { opens: '08:00', closes: '13:00' },
        { opens: '16:00', closes: '21:00' },
      ]),
      saturday: [{ opens: '09:00', closes: '14:00' }],
      sunday: [],
    },
  });

  const owner = await insertUser(tx, {
    email: 'owner@premia.local',
    passwordHash,
    firstName: 'Ana',
    lastName: 'Torres',
    mobile: '987111222',
    userType: 'client',
    storeId: store.id,
    storeUserType: 'owner',
    locationId: miraflores.id,
    countryId: peru.id,
  });
  await insertUser(tx, {
    email: 'employee@premia.local',
    passwordHash,
    firstName: 'Carlos',
    lastName: 'Mendoza',
    mobile: '987333444',
    userType: 'client',
    storeId: store.id,
    storeUserType: 'employee',
    locationId: miraflores.id,
    countryId: peru.id,
    permGivePoints: true,
    permRedeem: true,
    permCreateCustomer: false,
    permStore: false,
  });
  await seedEmployeesDemo(tx, { storeId: store.id, countryId: peru.id, passwordHash });
  const { smallPlan } = await seedPaymentsDemo(tx, { storeId: store.id, ownerId: owner.id });
  await seedLoyaltyDemo(tx, store.id);
  await seedCustomerVoiceDemo(tx, store.id);
  await seedAdminDemo(tx, { passwordHash, country: peru, plan: smallPlan, adminId: admin.id });
  await seedShopDemo(tx, { storeId: store.id, ownerId: owner.id });
  await seedAbroadDemo(tx, passwordHash);
}
