import { defineMailComposer } from '../../../mail/jobs.ts';
import { mailConfirmationLink, mailRecoveryLink } from './auth.service.ts';

/** Auth's mails whose link is made only when the mail job sends them (no job of its own). */
export const authMailComposers = [
  defineMailComposer({
    field: 'passwordResetFor',
    kind: 'recovery',
    compose: (deps, userId, stored) => mailRecoveryLink(deps, userId, stored.to),
  }),
  defineMailComposer({
    field: 'confirmEmailFor',
    kind: 'confirmation',
    compose: (deps, target, stored) => mailConfirmationLink(deps, target, stored),
  }),
];
