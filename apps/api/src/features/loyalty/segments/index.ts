/** What other features may use of segments: only through this file (test/feature-boundaries.test.ts). */
export { customersOfSegment, segmentAudience, segmentOf, segmentsOfCustomer } from './segments.service.ts';
