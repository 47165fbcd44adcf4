/** What other features may use of admin-locations: only through this file (test/feature-boundaries.test.ts). */
export {};
