/** What other features may use of employees: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { findEmployee, listEmployees, moveLocationOwners } from './employees.repository.ts';
