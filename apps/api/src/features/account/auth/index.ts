/** What other features may use of auth: only through this file (test/feature-boundaries.test.ts). */

export { addressInUseMail } from './account-mails.ts';
export {
  findActiveSession,
  KNOWN_PLACE_DAYS,
  revokeUserSessions,
  sessionUnchanged,
} from './auth.repository.ts';
export { createBusiness, requestEmailChange } from './auth.service.ts';
export { authMailComposers } from './jobs.ts';
export { assertPasswordPolicy, hashPassword, verifyPassword } from './password.ts';
export {
  countHit,
  giveBack,
  hitRateLimit,
  type Limit,
  limitReached,
  limits,
  mark,
  markedWithin,
  type RateLimitStanding,
  takeAttempt,
  tooMany,
} from './rate-limit.ts';
export { escapeHtml, recoveryMail } from './recovery-mail.ts';
