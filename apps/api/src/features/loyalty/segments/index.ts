/** What other features may use of segments: only through this file (test/feature-boundaries.test.ts). */
export { segmentAudience } from './segments.service.ts';
