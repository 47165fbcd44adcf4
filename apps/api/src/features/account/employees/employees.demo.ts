import type { Tx } from '../../../db/database.ts';
import { listLocations } from '../locations/index.ts';
import { insertEmployee } from './employees.repository.ts';

/** The demo store's second employee: works in Barranco and runs the online shop. */
export async function seedEmployeesDemo(
  tx: Tx,
  demo: { storeId: number; countryId: number; passwordHash: string },
): Promise<void> {
  const locations = await listLocations(tx, demo.storeId);
  const barranco = locations.find((l) => l.name.includes('Barranco')) ?? locations[0];
  await insertEmployee(tx, demo.storeId, {
    firstName: 'Lucía',
    lastName: 'Paredes',
    email: 'shop@premia.local',
    mobile: '987555888',
    locationId: barranco?.id ?? null,
    permGivePoints: true,
    permRedeem: true,
    permCreateCustomer: true,
    permStore: true,
    passwordHash: demo.passwordHash,
    countryId: demo.countryId,
  });
}
