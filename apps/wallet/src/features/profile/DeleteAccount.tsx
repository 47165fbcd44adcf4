import { useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { serverMessage } from '../../api/server-message';
import { FormError } from '../../app/FormError';
import { sayOnStorePage } from '../../app/farewell';
import { useTranslation } from '../../i18n/useTranslation';
import { forgetCarts } from '../shop/cart';
import { useEndSession } from './useEndSession';

/** Deleting the account, after a second, explicit confirmation. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const end = useEndSession();
  const [asking, setAsking] = useState(false);
  const remove = useWalletMutation('/wallet/delete-account', {
    onSuccess: (answer) => {
      forgetCarts();
      sayOnStorePage(serverMessage(answer));
      end();
    },
  });
  if (!asking) {
    return (
      <button type="button" className="button button--danger-outline" onClick={() => setAsking(true)}>
        {t('profile.delete')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text" className="confirm">
      <h2 id="delete-title">{t('profile.deleteTitle')}</h2>
      <p id="delete-text">{t('profile.deleteText')}</p>
      <FormError error={remove.error} />
      <div className="confirm__actions">
        <button type="button" className="button" onClick={() => setAsking(false)}>
          {t('profile.keep')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate({})}
        >
          {t('profile.deleteConfirm')}
        </button>
      </div>
    </div>
  );
}
