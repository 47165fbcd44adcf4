import { Alert, App, Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { isEmail } from './email';

/**
 * The forgot-password modal (spec §4): on success it closes and a 'Pedido recibido' notice appears
 * that never closes by itself; on failure the error stays in the modal.
 */
export default function ForgotPasswordModal({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!isEmail(email)) {
      setError(t('recovery.emailInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await api('/login/client/recovery-password', { email: email.trim() });
    setBusy(false);
    if (result.s !== 'ok') {
      setError(result.m);
      return;
    }
    onClose();
    notification.success({
      key: 'recovery-requested',
      title: t('recovery.receivedTitle'),
      description: result.m || t('recovery.receivedText'),
      duration: false,
    });
  }

  return (
    <Modal
      open
      title={t('recovery.title')}
      okText={t('recovery.submit')}
      cancelText={t('recovery.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <form onSubmit={submit} noValidate>
        <p>{t('recovery.intro')}</p>
        {error ? (
          <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 12 }} />
        ) : null}
        <label htmlFor="recovery-email" className="visually-hidden">
          {t('recovery.email')}
        </label>
        <Input
          id="recovery-email"
          type="email"
          size="large"
          autoComplete="email"
          placeholder={t('recovery.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
      </form>
    </Modal>
  );
}
