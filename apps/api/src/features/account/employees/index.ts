/** What other features may use of employees: only through this file (test/feature-boundaries.test.ts). */
export { findEmployee, listEmployees } from './employees.repository.ts';
