/** What other features may use of automations: only through this file (test/feature-boundaries.test.ts). */
export { automationJobs } from './jobs.ts';
