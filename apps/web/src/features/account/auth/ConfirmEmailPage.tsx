import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useConfirmEmail } from './api';

/** /confirmar-email?token=…: the link a registration or an email change mails; it signs the user in. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('confirmEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once: a link is single-use, and React may run an effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token }, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  }, [token, confirm, navigate]);

  return (
    <AuthLayout title={t('confirmEmail.title')}>
      {!token || confirm.isError ? (
        <Alert
          className="auth__message"
          type="error"
          title={token ? confirm.error?.message : t('confirmEmail.missingToken')}
          showIcon
          role="alert"
        />
      ) : (
        <div className="auth__message" role="status">
          <Spin /> {t('confirmEmail.working')}
        </div>
      )}
      <div className="auth__links">
        <Link to="/signin">{t('reset.backToSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
