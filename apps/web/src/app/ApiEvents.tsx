import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setApiEvents } from '../api/client';
import { getSession } from '../api/session';

/** Redemption packs are bought on the payment screen, which the menu opens to owners only. */
const PAYMENT_PATH = '/dashboard/payment';
const mayBuyRedemptions = () => {
  const session = getSession();
  return session?.userType === 'client' && session.storeUserType === 'owner';
};

/**
 * What the signed-in screens' calls share (a 401 is Providers'): an errorType 'no-subscription' shows
 * the spec's warning, and 'no-redemptions-left' says so with the way to buy a redemption pack (an
 * employee is asked to tell the owner). Mounted by DashboardApp, inside antd's App.
 */
export function ApiEvents() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    setApiEvents({
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
                void navigate(PAYMENT_PATH);
              }}
            >
              {t('errors.buyRedemptions')}
            </Button>
          ) : undefined,
        });
      },
    });
    // Signed out, the notices' container is gone with the dashboard.
    return () => setApiEvents({ onNoSubscription: () => {}, onNoRedemptionsLeft: () => {} });
  }, [notification, t, navigate]);
  return null;
}
