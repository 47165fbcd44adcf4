import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { checkNewPassword } from '../auth/validation';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

type Message = { type: 'success' | 'error'; text: string } | null;

/** Change the own password, given the current one (spec §5 messages). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    const problem = checkNewPassword(values.newPassword ?? '', values.confirm ?? '');
    if (problem) {
      setMessage({ type: 'error', text: t(problem) });
      return;
    }
    setBusy(true);
    const result = await api('/client/change-password', {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    setBusy(false);
    if (result.s !== 'ok') {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    form.resetFields();
    setMessage({ type: 'success', text: t('reset.success') });
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setMessage(null)}
    >
      {message ? (
        <Alert type={message.type} title={message.text} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="currentPassword"
        label={t('profile.currentPassword')}
        rules={[{ required: true, message: t('profile.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile.newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label={t('profile.confirmPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
