/** What other features may use of auth: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { revokeUserSessions } from './auth.repository.ts';
export { isUniqueViolation, PASSWORD_CHANGED } from './auth.service.ts';
export { assertPasswordPolicy, hashPassword, verifyPassword } from './password.ts';
export { escapeHtml } from './recovery-mail.ts';
