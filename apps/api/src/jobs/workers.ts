import { mailConfirmationLink, mailRecoveryLink } from '../features/auth/index.ts';
import { fanOut, sendDue, sendMailBatch, sendPushes } from '../features/notifications/index.ts';
import { releaseUncollected } from '../features/orders/index.ts';
import { inviteToSurveys } from '../features/surveys/index.ts';
import { sweepUploads } from '../features/uploads/index.ts';
import { mailSignInCode } from '../features/wallet/index.ts';
import type { Deps } from '../lib/context.ts';
import { deliverMail, gatherMails } from '../mail/mail-queue.ts';
import { cleanUp, foldShards, moveLevelWindows } from './cleanup.ts';
import type { Workers } from './job-queue.ts';

/** What each job does. */
export function workersOf(deps: Deps): Workers {
  return {
    mail: ({ data }) => {
      const userId = data.passwordResetFor;
      const confirm = data.confirmEmailFor;
      if (userId !== undefined) {
        return deliverMail(
          deps,
          data.mailId,
          (stored) => mailRecoveryLink(deps, userId, stored.to),
          'recovery',
        );
      }
      if (confirm) {
        return deliverMail(
          deps,
          data.mailId,
          (stored) => mailConfirmationLink(deps, confirm, stored),
          'confirmation',
        );
      }
      if (data.walletCodeFor !== undefined) {
        const codeId = data.walletCodeFor;
        return deliverMail(deps, data.mailId, (stored) => mailSignInCode(deps, codeId, stored), 'walletCode');
      }
      return deliverMail(deps, data.mailId);
    },
    'clean-up': async () => {
      const result = await cleanUp(deps.db);
      if (result.deleted) deps.log.info({ deleted: result.deleted }, 'clean-up');
      return result;
    },
    'notification-send': ({ data }) => sendDue(deps, data.notificationId, data.version),
    'notification-fanout': ({ data }) => fanOut(deps, data.deliveryId),
    'notification-push': ({ data }) => sendPushes(deps, data.pushIds),
    'mail-batch': ({ data }) => sendMailBatch(deps, data.mailIds),
    'mail-gather': () => gatherMails(deps),
    'fold-rollups': async () => {
      const result = await foldShards(deps.db, deps.log);
      if (result.folded) deps.log.info({ folded: result.folded }, 'roll-up shards folded');
      return result;
    },
    'level-window': async () => {
      const result = await moveLevelWindows(deps.db, deps.log);
      if (result.moved) deps.log.info(result, "customers' level months moved");
      return result;
    },
    'survey-invites': async () => {
      const result = await inviteToSurveys(deps);
      if (result.invited) deps.log.info({ invited: result.invited }, 'surveys opened after purchases');
      return result;
    },
    'uploads-sweep': async () => {
      const grace = deps.config.uploads.orphanGraceHours * 3600_000;
      const result = await sweepUploads(deps, new Date(Date.now() - grace));
      if (result.removed || result.adopted) deps.log.info(result, 'uploads no row names removed');
      return result;
    },
    'orders-release': async () => {
      const result = await releaseUncollected(deps);
      if (result.released) deps.log.info(result, 'uncollected pick-up orders released');
      return result;
    },
  };
}
