import { useRouteQuery } from '../../../api/useRouteQuery';

/** The mails this server's process kept instead of sending them (no SMTP_URL), newest first. */
export function useOutboxMails() {
  return useRouteQuery('/admin/outbox/get-all', {});
}
