/** What other features may use of passes: only through this file (test/feature-boundaries.test.ts). */
export { passesHandlers, registerPassDownloads } from './passes.routes.ts';
