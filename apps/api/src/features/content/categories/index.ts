/** What other features may use of categories: only through this file (test/feature-boundaries.test.ts). */
export { findCategory } from './categories.repository.ts';
