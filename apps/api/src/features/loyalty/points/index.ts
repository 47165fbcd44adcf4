/** What other features may use of points: only through this file (test/feature-boundaries.test.ts). */
export { givePurchasePoints, reversePurchase, statement as customerStatementPage } from './points.service.ts';
