import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '../auth';
import { useChangePassword } from './api';

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
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  function submit(values: Values) {
    const found = checkNewPassword(values.newPassword ?? '', values.confirm ?? '');
    setProblem(found);
    if (found) return change.reset();
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => form.resetFields() },
    );
  }

  const message: Message = problem
    ? { type: 'error', text: t(problem) }
    : change.error
      ? { type: 'error', text: change.error.message }
      : change.isSuccess
        ? { type: 'success', text: t('reset.success') }
        : null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => {
        setProblem(null);
        change.reset();
      }}
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
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
