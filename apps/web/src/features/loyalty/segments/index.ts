/** What other features may use of segments: only through this file (src/test/feature-boundaries.test.ts). */
export { useSegmentCount, useSegments } from './api';
