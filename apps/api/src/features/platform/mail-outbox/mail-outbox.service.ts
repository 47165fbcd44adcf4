import type { RoutePath } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { KEPT_MAILS_LIMIT } from '../../../mail/kept-mails.ts';

/**
 * The routes a server has only without SMTP_URL: with it they are not registered, and answer 404 as an
 * unknown address does, whoever calls (plugins/api-routes.ts).
 */
export const ONLY_WITHOUT_SMTP: readonly RoutePath[] = ['/admin/outbox/get-all'];

/** The mails this process kept instead of sending them, newest first (docs/SECURITY.md). */
export async function keptMails(deps: Pick<Deps, 'mailer'>) {
  return { mails: deps.mailer.kept?.list() ?? [], limit: deps.mailer.kept?.limit ?? KEPT_MAILS_LIMIT };
}
