/** What other features may use of customers: only through this file (test/feature-boundaries.test.ts). */
export { pointsMail, redemptionMail } from './customer-mails.ts';
export { findCustomer, findCustomerBy, searchTextOf } from './customers.repository.ts';
export { add as addCustomer } from './customers.service.ts';
