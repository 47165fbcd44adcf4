import { Alert, App, Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestRecovery } from './api';
import { isEmail } from './email';

interface Props {
  initialEmail: string;
  onClose: () => void;
}

/**
 * The sign-in page's forgot-password flow, loaded when first opened: antd's App holds the notice, so
 * the page keeps this mounted after the modal closes (`open`) for the notice to stay.
 */
export default function ForgotPassword({ open, ...modal }: Props & { open: boolean }) {
  return <App component={false}>{open ? <ForgotPasswordModal {...modal} /> : null}</App>;
}

/**
 * The forgot-password modal (spec §4): on success it closes and a 'Pedido recibido' notice appears
 * that never closes by itself; on failure the error stays in the modal.
 */
function ForgotPasswordModal({ initialEmail, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestRecovery();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!isEmail(email)) {
      setProblem(t('recovery.emailInvalid'));
      return request.reset();
    }
    setProblem(null);
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => {
          onClose();
          notification.success({
            key: 'recovery-requested',
            title: t('recovery.receivedTitle'),
            description: answer.m || t('recovery.receivedText'),
            duration: false,
          });
        },
      },
    );
  }

  const error = problem ?? request.error?.message ?? null;

  return (
    <Modal
      open
      title={t('recovery.title')}
      okText={t('recovery.submit')}
      cancelText={t('recovery.cancel')}
      confirmLoading={request.isPending}
      onOk={() => submit()}
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
