/** What other features may use of the audit log: only through this file (test/feature-boundaries.test.ts). */
export { auditWithin, recordAudit } from './audit.service.ts';
