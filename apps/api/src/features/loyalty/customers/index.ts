/** What other features may use of customers: only through this file (test/feature-boundaries.test.ts). */

export type { ConsentSource } from './consents.repository.ts';
export {
  consentGrantedAt,
  consentsFromSummary,
  countConsenting,
} from './consents.repository.ts';
export { allChannels, consentsOf, setConsent } from './consents.ts';
export { pointsMail, redemptionMail } from './customer-mails.ts';
export {
  eraseCustomer,
  findCustomer,
  findCustomerBy,
  markMailConfirmed,
} from './customers.repository.ts';
export {
  add as addCustomer,
  createCustomer,
  customerDeleted,
  saveCustomerDetails,
} from './customers.service.ts';
