import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { countries, currencies, generalConfiguration, storeTypes } from './platform.table.ts';

export function listCountries(db: DbOrTx) {
  return db.select().from(countries).orderBy(asc(countries.id));
}

export async function findCountry(db: DbOrTx, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
}

export function listCurrencies(db: DbOrTx) {
  return db.select().from(currencies).orderBy(asc(currencies.name));
}

export function listStoreTypes(db: DbOrTx) {
  return db.select().from(storeTypes).orderBy(asc(storeTypes.name));
}

export async function findStoreType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storeTypes).where(eq(storeTypes.id, id)).limit(1);
  return row;
}

export async function getGeneralConfiguration(db: DbOrTx) {
  const [row] = await db.select().from(generalConfiguration).where(eq(generalConfiguration.id, 1)).limit(1);
  return row ?? { id: 1, supportPhone: null, redeemBought: 0, whatsappNumber: null, whatsappMessage: null };
}
