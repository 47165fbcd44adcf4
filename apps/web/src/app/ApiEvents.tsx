import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiEvents } from '../api/client';
import { endSession, getSession } from '../api/session';
import { queryClient } from './queryClient';
import { router } from './router';

/** Redemption packs are bought on the payment screen, which the menu opens to owners only. */
const PAYMENT_PATH = '/dashboard/payment';
const mayBuyRedemptions = () => {
  const session = getSession();
  return session?.userType === 'client' && session.storeUserType === 'owner';
};

/**
 * What every call shares: a 401 ends the session (the route guard then goes to /signin), an errorType
 * 'no-subscription' shows the spec's warning, and 'no-redemptions-left' says so with the way to buy a
 * redemption pack (an employee is asked to tell the owner).
 */
export function ApiEvents() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    setApiEvents({
      onUnauthorized: () => {
        endSession('expired');
        queryClient.clear();
      },
      onNoSubscription: () => {
        notification.warning({
          key: 'no-subscription',
          title: t('errors.noSubscriptionTitle'),
          description: t('errors.noSubscription'),
        });
      },
      onNoRedemptionsLeft: (message) => {
        const owner = mayBuyRedemptions();
        notification.warning({
          key: 'no-redemptions-left',
          title: t('errors.noRedemptionsLeftTitle'),
          description: owner ? message : t('errors.askOwnerForRedemptions'),
          actions: owner ? (
            <Button
              type="primary"
              href={PAYMENT_PATH}
              onClick={(event) => {
                event.preventDefault();
                notification.destroy('no-redemptions-left');
                void router.navigate(PAYMENT_PATH);
              }}
            >
              {t('errors.buyRedemptions')}
            </Button>
          ) : undefined,
        });
      },
    });
  }, [notification, t]);
  return null;
}
