import { useWalletMutation } from '../../api/queries';
import { useTranslation } from '../../i18n/useTranslation';
import { useEndSession } from './useEndSession';

/** Ends the session on the server, and on this phone even when the server cannot be reached. */
export function SignOut() {
  const { t } = useTranslation();
  const end = useEndSession();
  const logout = useWalletMutation('/wallet/logout');
  return (
    <button
      type="button"
      className="button"
      disabled={logout.isPending}
      onClick={() => logout.mutate({}, { onSettled: end })}
    >
      {t('profile.signOut')}
    </button>
  );
}
