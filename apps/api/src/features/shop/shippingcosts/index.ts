/** What other features may use of shipping costs: only through this file (test/feature-boundaries.test.ts). */
export { findShippingCost, insertShippingCost, listShippingCosts } from './shippingcosts.repository.ts';
