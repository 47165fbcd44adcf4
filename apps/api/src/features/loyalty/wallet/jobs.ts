import { defineMailComposer } from '../../../mail/jobs.ts';
import { mailSignInCode } from './sign-in.service.ts';

/** The wallet's sign-in code mail: its digits are made only when the mail job sends it. */
export const walletMailComposers = [
  defineMailComposer({
    field: 'walletCodeFor',
    kind: 'walletCode',
    compose: (deps, codeId, stored) => mailSignInCode(deps, codeId, stored),
  }),
];
