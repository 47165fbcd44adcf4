/** What the rest of the API may use of pos: only through this file (test/feature-boundaries.test.ts). */
export { findPosSession, POS_TOKEN_PREFIX } from './pos.repository.ts';
