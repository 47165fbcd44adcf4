import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from '../../account/auth';
import { useConfirmMail } from './api';

/**
 * /confirmar-novedades?t=…: the link of the mail that asks whether an address a store typed may get its
 * news by email. Opening it says yes (no sign-in: the link is signed for that customer and address).
 */
export default function ConfirmMailPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.confirmMailTitle'));
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const confirm = useConfirmMail();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <AuthLayout title={t('notifications.confirmMailTitle')}>
      {!token ? (
        <Alert type="error" title={t('server.notifications.badConfirmMailLink')} showIcon role="alert" />
      ) : null}
      {confirm.isPending ? <Spin /> : null}
      {confirm.error ? <Alert type="error" title={confirm.error.message} showIcon role="alert" /> : null}
      {confirm.data ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('server.notifications.mailConfirmed', { store: confirm.data.storeName })}
          description={t('notifications.confirmMailHelp')}
        />
      ) : null}
    </AuthLayout>
  );
}
