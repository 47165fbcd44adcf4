import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { frozen } from '../../../db/named-query.ts';
import { generalConfiguration } from '../../../db/schema.ts';
import { billingSettings } from './billing-settings.table.ts';

export type BillingSettings = typeof billingSettings.$inferSelect;

const DEFAULTS: BillingSettings = {
  id: 1,
  freeRedemptions: 0,
  subscriptionEnabled: false,
  subscriptionPriceCents: 1990,
  subscriptionCurrencyCode: 'USD',
  subscriptionPeriod: 'month',
  manualPaymentInstructions: '',
};

/** Whether subscriptions are on, as a value another statement reads with its own (the default until saved). */
export const subscriptionEnabledSql = frozen(
  sql`coalesce((select ${billingSettings.subscriptionEnabled} from ${billingSettings} where ${billingSettings.id} = 1), ${sql.raw(String(DEFAULTS.subscriptionEnabled))})`,
);

/** The platform's terms for stores; the defaults until the admin saves them. */
export async function getBillingSettings(db: DbOrTx): Promise<BillingSettings> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1)).limit(1);
  return row ?? DEFAULTS;
}

export async function saveBillingSettings(
  db: DbOrTx,
  values: Partial<Omit<BillingSettings, 'id'>>,
): Promise<BillingSettings> {
  const [row] = await db
    .insert(billingSettings)
    .values({ ...DEFAULTS, ...values, id: 1 })
    .onConflictDoUpdate({ target: billingSettings.id, set: values })
    .returning();
  return row!;
}

/** The general configuration's redeemBought flag (stored as a number: 1 on, 0 off). */
export async function saveRedeemBoughtFlag(db: DbOrTx, on: boolean): Promise<void> {
  const value = on ? 1 : 0;
  await db
    .insert(generalConfiguration)
    .values({ id: 1, redeemBought: value })
    .onConflictDoUpdate({ target: generalConfiguration.id, set: { redeemBought: value } });
}
