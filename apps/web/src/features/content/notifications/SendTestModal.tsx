import { adminNotificationRoutes } from '@premia/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useCustomerSearch } from '../../loyalty/customers';
import { type AnyNotification, type Scope, useSendTest } from './api';

interface Props {
  scope: Scope;
  notification: AnyNotification | null;
  onClose: () => void;
}

const fields = formFields(adminNotificationRoutes['/admin/notification/send-one'].input);

/** "Enviar prueba": the notification now, to one chosen customer (the platform's: to a mail address). */
export function SendTestModal({ scope, notification, onClose }: Props) {
  const { t } = useTranslation();
  const { notification: toast } = App.useApp();
  const send = useSendTest(scope);
  const [q, setQ] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const found = useCustomerSearch(scope === 'store' ? q.trim() : '');
  const ready = scope === 'store' ? customerId !== null : email.trim().length > 3;

  function close() {
    setQ('');
    setCustomerId(null);
    setEmail('');
    send.reset();
    onClose();
  }

  function submit() {
    if (!notification || !ready || send.isPending) return;
    send.mutate(
      {
        notificationId: notification.id,
        ...(scope === 'store' ? { customerId: customerId! } : { email: email.trim() }),
      },
      {
        onSuccess: (answer) => {
          toast.success({ title: answer.m });
          close();
        },
        onError: (error) => toast.error({ title: t('notifications.sendFailed'), description: error.message }),
      },
    );
  }

  return (
    <Modal
      open={notification !== null}
      title={t('notifications.sendTestTitle', { name: notification?.title ?? '' })}
      okText={t('notifications.sendTest')}
      cancelText={t('notifications.cancel')}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ disabled: !ready, loading: send.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        {scope === 'store' ? (
          <Form.Item label={t('notifications.recipient')} extra={t('notifications.recipientHelp')}>
            <Select
              showSearch
              value={customerId}
              placeholder={t('notifications.searchCustomer')}
              filterOption={false}
              onSearch={setQ}
              onChange={setCustomerId}
              loading={found.isFetching}
              notFoundContent={q ? t('notifications.noCustomer') : null}
              options={(found.data?.customers ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} · ${c.clientCode}${c.marketingConsent ? '' : ` (${t('notifications.noConsent')})`}`,
              }))}
              aria-label={t('notifications.recipient')}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('notifications.testEmail')} htmlFor="notification-test-email">
            <Input
              id="notification-test-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fields.email.text}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
