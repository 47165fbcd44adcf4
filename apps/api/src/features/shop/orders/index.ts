/** What other features may use of orders: only through this file (test/feature-boundaries.test.ts). */
export { orderJobs } from './jobs.ts';
export { insertOrder, moveOrder } from './orders.repository.ts';
export { releaseUncollected } from './release-uncollected.ts';
