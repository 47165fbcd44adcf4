import type { Limit } from '../../account/auth/index.ts';

/**
 * Changes of mobile a customer may make in the wallet in an hour: a held change reveals nothing, and
 * this keeps a customer from even trying numbers at will (issue #31 item 7).
 */
export const mobileChangesPerCustomer = (customerId: number): Limit => ({
  key: `wallet-profile-mobile:customer:${customerId}`,
  max: 5,
  windowSeconds: 3600,
});
