/** What other features may use of points: only through this file (test/feature-boundaries.test.ts). */
export { givePurchasePoints } from './points.service.ts';
