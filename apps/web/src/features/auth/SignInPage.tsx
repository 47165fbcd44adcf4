import { Alert, Button, Input } from 'antd';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { startSession } from '../../api/session';
import { usePageTitle } from '../../app/usePageTitle';
import { reconcileLanguage } from '../profile/profileLanguage';
import { AuthLayout } from './AuthLayout';
import { checkLogin } from './validation';

const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal'));

/** The login message of spec §3: 'info' while validating, 'error' with the server's text. */
type LoginMessage = { type: 'info' | 'error'; text: string } | null;

/** / and /signin: email and password, and the forgot-password modal (spec §2, §4). */
export default function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('app.pageTitle'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<LoginMessage>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkLogin(email, password);
    if (problem) {
      setMessage({ type: 'error', text: t(problem) });
      return;
    }
    setMessage({ type: 'info', text: t('signIn.validating') });
    setBusy(true);
    const result = await api('/login/client', { email: email.trim(), password });
    setBusy(false);
    if (result.s !== 'ok') {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    // The route guard moves on to the origin or /dashboard once the session exists.
    startSession(result.user);
    void reconcileLanguage(result.user);
  }

  return (
    <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        {message ? (
          <Alert className="auth__message" type={message.type} title={message.text} showIcon role="alert" />
        ) : null}
        <div className="auth__field">
          <label htmlFor="signin-email">{t('signIn.email')}</label>
          <Input
            id="signin-email"
            type="email"
            size="large"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="auth__field">
          <label htmlFor="signin-password">{t('signIn.password')}</label>
          <Input.Password
            id="signin-password"
            size="large"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
      <div className="auth__links">
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setRecoveryOpen(true)}>
          {t('signIn.forgot')}
        </Button>
        <span>
          {t('signIn.noAccount')} <Link to="/registro">{t('signIn.register')}</Link>
        </span>
      </div>
      {recoveryOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal initialEmail={email} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
