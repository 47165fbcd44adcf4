/** What other features may use of auth: only through this file (test/feature-boundaries.test.ts). */
export { revokeUserSessions } from './auth.repository.ts';
export { PASSWORD_CHANGED } from './auth.service.ts';
export { assertPasswordPolicy, hashPassword, verifyPassword } from './password.ts';
export { hitRateLimit, type Limit, takeAttempt } from './rate-limit.ts';
export { escapeHtml } from './recovery-mail.ts';
