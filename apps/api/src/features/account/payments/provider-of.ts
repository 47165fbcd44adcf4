import type { DbOrTx } from '../../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findPaypalConfiguration } from './payments.repository.ts';
import { createPaypalProvider } from './paypal.ts';

/**
 * The online payment provider the admin configured, or null when there is none: then payments and
 * subscriptions stay pending until the platform admin confirms them.
 */
export async function paymentProviderOf(
  db: DbOrTx,
  options: { forSubscriptions?: boolean } = {},
): Promise<PaymentProvider | null> {
  const settings = await findPaypalConfiguration(db);
  if (!settings?.enabled || !settings.clientId || !settings.clientSecret) return null;
  if (options.forSubscriptions && !settings.subscriptionPlanId) return null;
  return createPaypalProvider(settings);
}
