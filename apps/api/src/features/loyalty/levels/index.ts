/** What other features may use of levels: only through this file (test/feature-boundaries.test.ts). */
export { listLevels } from './levels.repository.ts';
