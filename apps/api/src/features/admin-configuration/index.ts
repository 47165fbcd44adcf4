/** What other features may use of admin-configuration: only through this file (test/feature-boundaries.test.ts). */
export { getBillingSettings, subscriptionEnabledSql } from './admin-configuration.repository.ts';
