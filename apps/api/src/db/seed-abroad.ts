import { and, eq } from 'drizzle-orm';
import { insertLocation } from '../features/account/locations/locations.repository.ts';
import { insertStore } from '../features/account/stores/stores.repository.ts';
import { insertUser } from '../features/account/users/users.repository.ts';
import { type LoyaltyDemo, seedLoyaltyDemo } from '../features/loyalty/points/loyalty.demo.ts';
import { cities, countries } from '../features/platform/general/platform.table.ts';
import type { Tx } from './database.ts';

/** A demo store outside Peru: its country's currency and the time zone of its first city. */
interface AbroadStore {
  countryCode: 'CO' | 'MX';
  store: {
    name: string;
    slug: string;
    ruc: string;
    storeTypeId: number;
    description: string;
    redeemFree: number;
    welcomePoints: number;
    /** One point per this many cents of the country's currency. */
    conversionMoneyCents: number;
  };
  /** Its locations: a name, a city of the reference data, an address. */
  locations: { name: string; city: string; address: string }[];
  owner: { email: string; firstName: string; lastName: string; mobile: string };
  loyalty: LoyaltyDemo;
}

const ABROAD_STORES: AbroadStore[] = [
  {
    countryCode: 'CO',
    store: {
      name: 'Tostadora Chapinero',
      slug: 'tostadora-chapinero',
      ruc: '901234567-1',
      storeTypeId: 1,
      description: 'Café de origen colombiano tostado en Bogotá.',
      redeemFree: 30,
      welcomePoints: 20,
      conversionMoneyCents: 100_000,
    },
    locations: [
      { name: 'Chapinero', city: 'Bogotá', address: 'Carrera 7 # 60-15, Bogotá' },
      { name: 'El Poblado', city: 'Medellín', address: 'Calle 10 # 40-20, Medellín' },
    ],
    owner: {
      email: 'bogota@premia.local',
      firstName: 'Valentina',
      lastName: 'Restrepo',
      mobile: '3101234567',
    },
    loyalty: {
      seed: 57,
      customers: 12,
      levels: [
        { name: 'Semilla', minPoints: 0, color: '#8d6e63', benefits: 'Acumula puntos en cada compra.' },
        { name: 'Cosecha', minPoints: 300, color: '#2e7d32', benefits: 'Un tinto gratis cada semana.' },
      ],
      rewards: [
        { name: 'Tinto', description: 'Café negro de la casa.', pointsCost: 40 },
        { name: 'Pandebono', pointsCost: 60 },
        { name: 'Bolsa de café de Huila 250 g', pointsCost: 350, stock: 15 },
      ],
      // $8.000 to $45.000 a purchase: one point per $1.000
      amountCents: { min: 800_000, spread: 3_700_000 },
      mailDomain: 'correo.co',
      mobile: (i) => `31${String(20_000_000 + i * 41_233).slice(0, 8)}`,
    },
  },
  {
    countryCode: 'MX',
    store: {
      name: 'Taquería La Condesa',
      slug: 'taqueria-la-condesa',
      ruc: 'TLC190312AB4',
      storeTypeId: 2,
      description: 'Tacos al pastor y aguas frescas en la Ciudad de México.',
      redeemFree: 30,
      welcomePoints: 15,
      conversionMoneyCents: 1_000,
    },
    locations: [
      { name: 'La Condesa', city: 'Ciudad de México', address: 'Av. Tamaulipas 45, Condesa, CDMX' },
      { name: 'Chapultepec', city: 'Guadalajara', address: 'Av. Chapultepec 120, Guadalajara' },
    ],
    owner: { email: 'cdmx@premia.local', firstName: 'Diego', lastName: 'Hernández', mobile: '5512345678' },
    loyalty: {
      seed: 52,
      customers: 12,
      levels: [
        { name: 'Cliente', minPoints: 0, color: '#ef6c00', benefits: 'Acumula puntos en cada orden.' },
        { name: 'Compadre', minPoints: 250, color: '#6a1b9a', benefits: 'Agua fresca gratis con su orden.' },
      ],
      rewards: [
        { name: 'Agua de horchata', pointsCost: 35 },
        { name: 'Orden de tacos al pastor', description: 'Cinco tacos con piña.', pointsCost: 90 },
        { name: 'Gringa', pointsCost: 120, limitPerCustomer: 1 },
      ],
      // $50 to $400 a purchase: one point per $10
      amountCents: { min: 5_000, spread: 35_000 },
      mailDomain: 'correo.mx',
      mobile: (i) => `55${String(30_000_000 + i * 52_711).slice(0, 8)}`,
    },
  },
];

/** The demo stores of Colombia and México, each with its owner, locations, levels, rewards and customers. */
export async function seedAbroadDemo(tx: Tx, passwordHash: string): Promise<void> {
  for (const demo of ABROAD_STORES) {
    const [country] = await tx.select().from(countries).where(eq(countries.countryCode, demo.countryCode));
    if (!country) throw new Error(`reference data missing: the country ${demo.countryCode}`);
    const places = [];
    for (const location of demo.locations) {
      const [city] = await tx
        .select()
        .from(cities)
        .where(and(eq(cities.name, location.city), eq(cities.countryId, country.id)));
      if (!city) throw new Error(`reference data missing: the city ${location.city}`);
      places.push({ ...location, city });
    }
    const store = await insertStore(tx, {
      ...demo.store,
      countryId: country.id,
      currencyCode: country.currencyCode,
      timeZone: places[0]!.city.timeZone,
      phoneCode: country.phoneCode,
      email: demo.owner.email,
    });
    const locations = [];
    for (const place of places)
      locations.push(
        await insertLocation(tx, {
          storeId: store.id,
          name: place.name,
          cityId: place.city.id,
          address: place.address,
        }),
      );
    await insertUser(tx, {
      ...demo.owner,
      passwordHash,
      userType: 'client',
      storeId: store.id,
      storeUserType: 'owner',
      locationId: locations[0]!.id,
      countryId: country.id,
    });
    await seedLoyaltyDemo(tx, store.id, demo.loyalty);
  }
}
