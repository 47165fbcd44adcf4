/** What the rest of the API may use of webhooks: only through this file (test/feature-boundaries.test.ts). */
export { webhookJobs } from './jobs.ts';
