/** What other features may use of mail-outbox: only through this file (test/feature-boundaries.test.ts). */
export { ONLY_WITHOUT_SMTP } from './mail-outbox.service.ts';
