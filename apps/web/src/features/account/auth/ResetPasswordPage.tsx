import { Alert, Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useResetPassword } from './api';
import { checkNewPassword } from './validation';

type Message = { type: 'success' | 'error'; text: string } | null;

/** /resetpassword?token=…: the new password twice (spec §2, §5); the message clears on any change. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const done = reset.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkNewPassword(password, confirmation);
    setProblem(found);
    if (found) return;
    reset.mutate({ token, password });
  }

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      setProblem(null);
      reset.reset();
    };
  }

  const message: Message = problem
    ? { type: 'error', text: t(problem) }
    : reset.error
      ? { type: 'error', text: reset.error.message }
      : done
        ? { type: 'success', text: t('reset.success') }
        : null;

  const backLink = (
    <div className="auth__links">
      <Link to="/signin">{t('reset.backToSignIn')}</Link>
    </div>
  );

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Alert type="error" title={t('reset.missingToken')} showIcon role="alert" />
        {backLink}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.intro')}>
      <form onSubmit={submit} noValidate>
        {message ? (
          <Alert className="auth__message" type={message.type} title={message.text} showIcon role="alert" />
        ) : null}
        <div className="auth__field">
          <label htmlFor="reset-password">{t('reset.password')}</label>
          <Input.Password
            id="reset-password"
            size="large"
            autoComplete="new-password"
            value={password}
            disabled={done}
            onChange={(e) => edit(setPassword)(e.target.value)}
          />
        </div>
        <div className="auth__field">
          <label htmlFor="reset-confirm">{t('reset.confirm')}</label>
          <Input.Password
            id="reset-confirm"
            size="large"
            autoComplete="new-password"
            value={confirmation}
            disabled={done}
            onChange={(e) => edit(setConfirmation)(e.target.value)}
          />
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending} disabled={done}>
          {t('reset.submit')}
        </Button>
      </form>
      {backLink}
    </AuthLayout>
  );
}
