/** What other features may use of store-types: only through this file (test/feature-boundaries.test.ts). */
export {};
