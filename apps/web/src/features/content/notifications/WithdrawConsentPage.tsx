import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from '../../account/auth';
import { useWithdrawConsent } from './api';

/**
 * /baja?t=…: the link of a marketing mail. Opening it withdraws the customer's consent on every channel
 * (no sign-in: the link is signed), as Peru's Ley 32323 asks: one step, nothing to fill in.
 */
export default function WithdrawConsentPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.withdrawTitle'));
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const withdraw = useWithdrawConsent();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    withdraw.mutate({ token });
  }, [token, withdraw]);

  return (
    <AuthLayout title={t('notifications.withdrawTitle')}>
      {!token ? (
        <Alert type="error" title={t('server.notifications.badWithdrawLink')} showIcon role="alert" />
      ) : null}
      {withdraw.isPending ? <Spin /> : null}
      {withdraw.error ? <Alert type="error" title={withdraw.error.message} showIcon role="alert" /> : null}
      {withdraw.data ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('notifications.withdrawDone', { store: withdraw.data.storeName })}
          description={t('notifications.withdrawHelp')}
        />
      ) : null}
    </AuthLayout>
  );
}
