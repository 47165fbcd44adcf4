import { useWalletQuery } from '../../api/queries';
import { useSignedIn } from '../../app/useSignedIn';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The inbox icon's count of unread notifications (read again when the customer comes back to the
 * wallet, and every minute while it is open); nothing when all are read or nobody is signed in.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const count = useWalletQuery(
    '/wallet/notifications/unread-count',
    {},
    { enabled: signedIn, refetchInterval: 60_000 },
  );
  const unread = signedIn ? (count.data?.unread ?? 0) : 0;
  if (unread === 0) return null;
  return (
    <span className="badge" data-testid="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('inbox.unread', { count: unread })}</span>
    </span>
  );
}
