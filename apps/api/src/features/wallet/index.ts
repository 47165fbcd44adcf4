/** What other parts of the API may use of the wallet: they import it from here, never from its files. */
export { findCustomerSession } from './wallet.repository.ts';
export { CUSTOMER_TOKEN_PREFIX, startCustomerSession } from './wallet.service.ts';
