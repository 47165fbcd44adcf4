/** What other features may use of support-channels: only through this file (test/feature-boundaries.test.ts). */
export {};
