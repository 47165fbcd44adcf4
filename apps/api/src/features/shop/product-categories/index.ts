/** What other features may use of the shop's categories: only through this file (test/feature-boundaries.test.ts). */
export { findCategory, insertCategory, listCategories } from './product-categories.repository.ts';
