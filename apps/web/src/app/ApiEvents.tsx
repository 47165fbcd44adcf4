import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiEvents } from '../api/client';
import { endSession } from '../api/session';
import { queryClient } from './queryClient';

/**
 * What every call shares: a 401 ends the session (the route guard then goes to /signin), and an
 * errorType 'no-subscription' shows the spec's warning.
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
    });
  }, [notification, t]);
  return null;
}
