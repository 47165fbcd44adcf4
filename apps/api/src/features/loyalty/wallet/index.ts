/** What other features may use of wallet: only through this file (test/feature-boundaries.test.ts). */

export { walletMailComposers } from './jobs.ts';
export { walletManifest } from './manifest.ts';
export { findCustomerSession } from './wallet.repository.ts';
export { CUSTOMER_TOKEN_PREFIX, cardOf, startCustomerSession } from './wallet.service.ts';
