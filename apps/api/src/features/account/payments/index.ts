/** What other features may use of payments: only through this file (test/feature-boundaries.test.ts). */
export type { BillingPlan } from './payment-provider.ts';
export {
  confirmPendingPayment,
  findPaypalConfiguration,
  insertPayment,
  updatePaypalConfiguration,
} from './payments.repository.ts';
export { allowanceOf, paymentView, providerFailure } from './payments.service.ts';
export { paymentProviderOf } from './provider-of.ts';
