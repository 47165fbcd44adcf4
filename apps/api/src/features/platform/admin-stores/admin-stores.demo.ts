import type { Tx } from '../../../db/database.ts';
import { insertLocation } from '../../account/locations/index.ts';
import { insertPayment } from '../../account/payments/index.ts';
import { insertStore, recordStoreEvent } from '../../account/stores/index.ts';
import { insertUser } from '../../account/users/index.ts';

/** What the admin's demo needs of the platform's demo: the country and a plan to owe. */
interface AdminDemo {
  passwordHash: string;
  country: { id: number; currencyCode: string; timeZone: string; phoneCode: string };
  plan: { id: number; redemptions: number; priceCents: number; currencyCode: string };
  adminId: number;
}

async function demoStore(
  tx: Tx,
  demo: AdminDemo,
  store: {
    name: string;
    slug: string;
    ruc: string;
    storeTypeId: number;
    active: boolean;
    redeemFree: number;
  },
  owner: { email: string; firstName: string; lastName: string },
) {
  const row = await insertStore(tx, {
    ...store,
    countryId: demo.country.id,
    currencyCode: demo.country.currencyCode,
    timeZone: demo.country.timeZone,
    phoneCode: demo.country.phoneCode,
    email: owner.email,
  });
  const location = await insertLocation(tx, { storeId: row.id, name: 'Local principal' });
  const user = await insertUser(tx, {
    ...owner,
    passwordHash: demo.passwordHash,
    userType: 'client',
    storeId: row.id,
    storeUserType: 'owner',
    locationId: location.id,
    countryId: demo.country.id,
  });
  return { storeId: row.id, ownerId: user.id };
}

/**
 * The platform admin's demo: a second store with a manual payment waiting to be confirmed, and a third
 * one the admin deactivated (its owner cannot sign in until it is reactivated).
 */
export async function seedAdminDemo(tx: Tx, demo: AdminDemo): Promise<void> {
  const libreria = await demoStore(
    tx,
    demo,
    {
      name: 'Librería Quipu',
      slug: 'libreria-quipu',
      ruc: '20609876543',
      storeTypeId: 8,
      active: true,
      redeemFree: 20,
    },
    { email: 'libreria@premia.local', firstName: 'Mateo', lastName: 'Huamán' },
  );
  await insertPayment(tx, {
    storeId: libreria.storeId,
    planId: demo.plan.id,
    redemptions: demo.plan.redemptions,
    amountCents: demo.plan.priceCents,
    currencyCode: demo.plan.currencyCode,
    provider: 'manual',
    createdByUserId: libreria.ownerId,
  });
  const panaderia = await demoStore(
    tx,
    demo,
    {
      name: 'Panadería El Trigal',
      slug: 'panaderia-el-trigal',
      ruc: '20605551234',
      storeTypeId: 3,
      active: false,
      redeemFree: 0,
    },
    { email: 'panaderia@premia.local', firstName: 'Elena', lastName: 'Quispe' },
  );
  await recordStoreEvent(tx, panaderia.storeId, demo.adminId, 'Negocio desactivado por el administrador');
}
