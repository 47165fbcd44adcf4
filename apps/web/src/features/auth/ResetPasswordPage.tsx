import { Alert, Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthLayout } from './AuthLayout';
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
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      setMessage({ type: 'error', text: t(problem) });
      return;
    }
    setBusy(true);
    const result = await api('/general/process-password-recovery', { token, password });
    setBusy(false);
    if (result.s !== 'ok') {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    setDone(true);
    setMessage({ type: 'success', text: t('reset.success') });
  }

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      setMessage(null);
    };
  }

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
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={done}>
          {t('reset.submit')}
        </Button>
      </form>
      {backLink}
    </AuthLayout>
  );
}
