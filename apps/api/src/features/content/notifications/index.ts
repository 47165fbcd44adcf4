/** What other features may use of notifications: only through this file (test/feature-boundaries.test.ts). */
export { notificationJobs } from './jobs.ts';
