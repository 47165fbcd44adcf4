/** What other features may use of passes: only through this file (test/feature-boundaries.test.ts). */
export { passJobs } from './jobs.ts';
export { passesHandlers, registerPassDownloads } from './passes.routes.ts';
export { refreshPasses } from './refresh.ts';
