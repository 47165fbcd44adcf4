import { Alert, Button, Input } from 'antd';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyScreen } from '../../../ui/lazyScreen';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './api';
import { checkLogin } from './validation';

const ForgotPassword = lazyScreen(() => import('./ForgotPasswordModal'));

/** The login message of spec §3: 'info' while validating, 'error' with the server's text. */
type LoginMessage = { type: 'info' | 'error'; text: string } | null;

/** / and /signin: email and password, and the forgot-password modal (spec §2, §4). */
export default function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('app.pageTitle'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = useSignIn();
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const [recoveryLoaded, setRecoveryLoaded] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLogin(email, password);
    setProblem(found);
    if (found) return signIn.reset();
    signIn.mutate({ email: email.trim(), password });
  }

  const message: LoginMessage = problem
    ? { type: 'error', text: t(problem) }
    : signIn.isPending
      ? { type: 'info', text: t('signIn.validating') }
      : signIn.error
        ? { type: 'error', text: signIn.error.message }
        : null;

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
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </form>
      <div className="auth__links">
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => {
            setRecoveryLoaded(true);
            setRecoveryOpen(true);
          }}
        >
          {t('signIn.forgot')}
        </Button>
        <span>
          {t('signIn.noAccount')} <Link to="/registro">{t('signIn.register')}</Link>
        </span>
      </div>
      {recoveryLoaded ? (
        <Suspense fallback={null}>
          <ForgotPassword open={recoveryOpen} initialEmail={email} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
